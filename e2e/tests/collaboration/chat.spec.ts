import fs from 'node:fs';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { useSignedInSession as signInBrowser, type Account } from '../../support/session';
import { bell, bellCount, ensureAccount } from '../hr-notifications/accounts';

/**
 * Team Chat (issue 18, spec §2 Team Chat screen, §3, §5): two people of one workspace, each in their
 * own browser, talk live — the welcome state, a direct message opened from the Team tab appearing on
 * the other side with its unread badge (cleared there and in the other's second browser through the
 * server's read marker), presence (busy, offline), a thread reply, an edit and a delete, a mention
 * that notifies, plain-text bodies with links, and a public channel browsed and joined.
 */

const SHOTS = '/tmp/chat-shots';
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

interface Person {
  account: Account;
  name: string;
  id: number;
  context: BrowserContext;
  page: Page;
}

/** A member of workspace 1 no other test uses (invited by the admin, registered through the mail). */
async function newMember(request: APIRequestContext, first_name: string, last_name: string): Promise<Account> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const account: Account = {
    first_name,
    last_name: `${last_name} ${suffix}`,
    email: `${first_name.toLowerCase()}.${suffix}@kanri.test`,
    phone: '+1 555 010 0500',
    password: `${first_name.toLowerCase()}-chat-password`,
  };
  await ensureAccount(request, account, 'member');
  return account;
}

const fullName = (account: Account) => `${account.first_name} ${account.last_name}`;

/** `account` signed in in a browser of their own, on Team Chat. */
async function openChat(
  browser: Browser,
  request: APIRequestContext,
  account: Account,
  path = '/dashboard/chat',
): Promise<Person> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { user } = await signInBrowser(page, request, account);
  await page.goto(path);
  if (path.startsWith('/dashboard/chat')) await expect(side(page)).toBeVisible();
  return { account, name: fullName(account), id: user.id, context, page };
}

const side = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
const tab = (page: Page, name: 'Chats' | 'Team') => side(page).getByRole('tab', { name, exact: true });
const teamRow = (page: Page, name: string) => side(page).getByTestId('chat-team-member').filter({ hasText: name });
const directRow = (page: Page, name: string) =>
  side(page).getByRole('region', { name: 'DIRECT MESSAGES' }).getByTestId('chat-conversation').filter({ hasText: name });
const channelRow = (page: Page, name: string) =>
  side(page).getByRole('region', { name: 'CHANNELS' }).getByTestId('chat-conversation').filter({ hasText: name });
const badge = (row: Locator) => row.locator('.kc-chat-badge');
/** The open conversation (its section is named after it). */
const conversation = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const history = (page: Page) => page.getByRole('log', { name: 'Messages' });
const message = (scope: Locator, text: string) => scope.getByTestId('chat-message').filter({ hasText: text });
const composer = (scope: Locator) => scope.getByRole('textbox', { name: 'Message', exact: true });
const thread = (page: Page) => page.getByRole('complementary', { name: 'Thread' });

/** Types `text` into the composer and sends it with Enter; waits until the server has it (no longer pending). */
async function send(page: Page, name: string, text: string) {
  const box = composer(conversation(page, name));
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(message(history(page), text.split('\n')[0]!).last()).toBeVisible();
  await expect(history(page).getByTestId('chat-pending-message')).toHaveCount(0);
}

/** Clicks one of a message's hover tools (they show while the pointer is over the message). */
async function messageTool(item: Locator, tool: string) {
  await expect(async () => {
    await item.hover({ timeout: 2_000 });
    await item.getByRole('toolbar', { name: 'Message actions' }).getByRole('button', { name: tool }).click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Adds `name` in a dialog's people picker (a multiple select: an option clicked again would remove
 * the person, so a retry first checks whether the first click took), then closes its list.
 */
async function pickPerson(page: Page, dialog: Locator, label: string, name: string) {
  const picker = dialog.getByRole('combobox', { name: label });
  const chosen = dialog.locator('.ant-select-selection-item', { hasText: name.slice(0, 20) });
  const openList = page.locator('.ant-select-dropdown:visible');
  await picker.fill(name);
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    if ((await openList.count()) === 0) await picker.click({ timeout: 2_000 });
    await openList.locator('.ant-select-item-option', { hasText: name }).first().click({ timeout: 2_000 });
    await expect(chosen).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.locator('.ant-modal-title').click();
  await expect(openList).toHaveCount(0);
}

/** A opens the direct message with B from the Team tab; returns the open conversation. */
async function openDirectFromTeam(a: Person, b: Person) {
  await tab(a.page, 'Team').click();
  await teamRow(a.page, b.name).click();
  const open = conversation(a.page, b.name);
  await expect(open.getByRole('heading', { name: b.name })).toBeVisible();
  await expect(a.page).toHaveURL(/[?&]conversation=\d+/);
  return open;
}

test.describe('team chat', () => {
  const people: Person[] = [];
  test.afterEach(async () => {
    for (const person of people.splice(0)) await person.context.close();
  });

  test('while the list loads a skeleton shows; then the empty list, the welcome, and oneself first in Team', async ({
    browser,
    request,
  }) => {
    const account = await newMember(request, 'Grace', 'Brewster');
    const context = await browser.newContext();
    people.push({ account, name: fullName(account), id: 0, context, page: await context.newPage() });
    const page = people[0]!.page;
    // The list's request waits until the skeleton has been checked.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v1\/chat\/conversations(\?.*)?$/, async (route) => {
      await released;
      await route.continue();
    });
    await signInBrowser(page, request, account);
    await page.goto('/dashboard/chat');
    const loading = side(page).getByLabel('Loading conversations...');
    await expect(loading).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Team Chat' })).toBeVisible();
    await shot(page, 'loading');
    release();
    await expect(loading).toHaveCount(0);
    await expect(side(page).getByText('No conversations yet')).toBeVisible();
    await expect(side(page).getByText('Create a channel or start a direct message with a teammate.')).toBeVisible();
    await tab(page, 'Team').click();
    await expect(side(page).getByTestId('chat-team-member').first()).toContainText(`${fullName(account)}(you)`);
    await expect(side(page).getByTestId('chat-team-member').first()).toBeDisabled();
    await side(page).getByRole('textbox', { name: 'Search conversations...' }).fill('nobody-by-this-name');
    await expect(side(page).getByText('No teammates match your search')).toBeVisible();
  });

  test('welcome, a direct message opened from Team appears live with its unread badge, read in one browser clears the other', async ({
    browser,
    request,
  }) => {
    const aAccount = await newMember(request, 'Hedy', 'Lamarr');
    const bAccount = await newMember(request, 'Alan', 'Turing');
    const b = await openChat(browser, request, bAccount);
    const bSecond = await openChat(browser, request, bAccount);
    const a = await openChat(browser, request, aAccount);
    people.push(a, b, bSecond);

    // Nothing selected: the welcome.
    for (const person of [a, b]) {
      await expect(person.page.getByRole('heading', { name: 'Welcome to Team Chat' })).toBeVisible();
      await expect(person.page.getByText('Select a conversation to start chatting with your team.')).toBeVisible();
    }
    await expect(side(b.page).getByText('No conversations yet')).toBeVisible();
    await shot(b.page, 'welcome-empty');

    // A opens the direct message from the Team tab.
    const open = await openDirectFromTeam(a, b);
    await expect(history(a.page).getByText('No messages yet. Say hello!')).toBeVisible();

    // A blank message is not sent.
    const box = composer(open);
    await box.fill('   ');
    await box.press('Enter');
    await expect(open.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(history(a.page).getByText('No messages yet. Say hello!')).toBeVisible();
    await expect(history(a.page).getByTestId('chat-message')).toHaveCount(0);

    // Shift+Enter starts a new line; Enter sends.
    await box.fill('');
    await box.pressSequentially('Hello Alan,');
    await box.press('Shift+Enter');
    await box.pressSequentially('two lines here.');
    await expect(box).toHaveValue('Hello Alan,\ntwo lines here.');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const first = message(history(a.page), 'Hello Alan,');
    await expect(first.locator('.kc-chat-msg-text')).toHaveText('Hello Alan,\ntwo lines here.');
    await expect(history(a.page).getByTestId('chat-message')).toHaveCount(1);
    await expect(history(a.page).getByTestId('chat-pending-message')).toHaveCount(0);

    // B (nothing open) and B's second browser see it arrive with an unread badge, without reload.
    for (const page of [b.page, bSecond.page]) {
      await expect(directRow(page, a.name)).toBeVisible();
      await expect(badge(directRow(page, a.name))).toHaveText('1');
      await expect(badge(directRow(page, a.name))).toHaveAttribute('aria-label', '1 unread');
      await expect(directRow(page, a.name)).toContainText('Hello Alan, two lines here.');
    }
    await send(a.page, b.name, 'Are you there?');
    for (const page of [b.page, bSecond.page]) {
      await expect(badge(directRow(page, a.name))).toHaveText('2');
      await expect(directRow(page, a.name)).toContainText('Are you there?');
    }
    await tab(a.page, 'Chats').click();
    await expect(directRow(a.page, b.name)).toContainText('You: Are you there?');
    await expect(badge(directRow(a.page, b.name))).toHaveCount(0);

    // B opens it: the badge clears there, and in B's other browser (the read marker is on the server).
    await directRow(b.page, a.name).click();
    const bOpen = conversation(b.page, a.name);
    await expect(message(history(b.page), 'Are you there?')).toBeVisible();
    await expect(history(b.page).getByRole('separator', { name: 'New messages' })).toBeVisible();
    await expect(bOpen.locator('.kc-chat-msg-text').first()).toHaveText('Hello Alan,\ntwo lines here.');
    await expect(badge(directRow(b.page, a.name))).toHaveCount(0);
    await expect(badge(directRow(bSecond.page, a.name))).toHaveCount(0);

    // B answers; A, with the conversation open, sees it and no badge.
    await send(b.page, a.name, 'Yes, here!');
    await expect(message(history(a.page), 'Yes, here!')).toBeVisible();
    await expect(badge(directRow(a.page, b.name))).toHaveCount(0);
    // After a reload B's second browser still shows it read.
    await bSecond.page.reload();
    await expect(directRow(bSecond.page, a.name)).toContainText('You: Yes, here!');
    await expect(badge(directRow(bSecond.page, a.name))).toHaveCount(0);
  });

  test('presence: the other person turns busy, available, and offline when they close their page', async ({
    browser,
    request,
  }) => {
    const aAccount = await newMember(request, 'Radia', 'Perlman');
    const bAccount = await newMember(request, 'Bartholomew', 'Featherstonehaugh-Worthington-Smythe');
    const a = await openChat(browser, request, aAccount);
    people.push(a);
    await tab(a.page, 'Team').click();
    await expect(teamRow(a.page, a.name)).toContainText('(you)');
    await expect(teamRow(a.page, a.name)).toBeDisabled();
    await expect(teamRow(a.page, fullName(bAccount))).toContainText('Member · Offline');

    const b = await openChat(browser, request, bAccount);
    people.push(b);
    await expect(teamRow(a.page, b.name)).toContainText('Member · Online');
    await expect(teamRow(a.page, b.name).getByRole('img', { name: 'Online' })).toBeVisible();
    const open = await openDirectFromTeam(a, b);
    await expect(open.locator('.kc-chat-head-sub')).toHaveText('Online');

    // B sets themselves busy, then available again.
    await side(b.page).getByRole('button', { name: 'Set yourself busy' }).click();
    await expect(side(b.page).getByRole('button', { name: 'Set yourself available' })).toHaveText(/Busy/);
    await expect(open.locator('.kc-chat-head-sub')).toHaveText('Busy');
    await expect(open.getByRole('img', { name: 'Busy' })).toBeVisible();
    await tab(a.page, 'Team').click();
    await expect(teamRow(a.page, b.name)).toContainText('Member · Busy');
    await shot(a.page, 'team-presence');
    await side(b.page).getByRole('button', { name: 'Set yourself available' }).click();
    await expect(side(b.page).getByRole('button', { name: 'Set yourself busy' })).toHaveText(/Online/);
    await expect(teamRow(a.page, b.name)).toContainText('Member · Online');
    await expect(open.locator('.kc-chat-head-sub')).toHaveText('Online');

    // B closes their page: offline.
    await b.context.close();
    people.splice(people.indexOf(b), 1);
    await expect(teamRow(a.page, b.name)).toContainText('Member · Offline');
    await expect(open.locator('.kc-chat-head-sub')).toHaveText('Offline');
  });

  test('a thread reply, an edit and a delete by one person show on the other side live', async ({ browser, request }) => {
    const aAccount = await newMember(request, 'Barbara', 'Liskov');
    const bAccount = await newMember(request, 'Edsger', 'Dijkstra');
    const a = await openChat(browser, request, aAccount);
    const b = await openChat(browser, request, bAccount);
    people.push(a, b);
    await openDirectFromTeam(a, b);
    await send(a.page, b.name, 'Shall we review the substitution principle?');
    await send(a.page, b.name, 'Typo in this one: substitition');
    await send(a.page, b.name, 'This one I will take back');
    await directRow(b.page, a.name).click();
    await expect(message(history(b.page), 'This one I will take back')).toBeVisible();

    // B replies in a thread: A sees the reply count on the parent, and the reply in the thread.
    const parentOnB = message(history(b.page), 'Shall we review');
    await messageTool(parentOnB, 'Reply in thread');
    await expect(thread(b.page).getByText('No replies yet')).toBeVisible();
    await expect(thread(b.page).getByText('Shall we review the substitution principle?')).toBeVisible();
    const replyBox = thread(b.page).getByRole('textbox', { name: 'Message', exact: true });
    await expect(replyBox).toHaveAttribute('placeholder', 'Reply in thread...');
    await replyBox.fill('Yes — tomorrow at ten, goto considered harmful first.');
    await replyBox.press('Enter');
    await expect(message(thread(b.page), 'tomorrow at ten')).toBeVisible();
    await expect(thread(b.page).locator('.kc-chat-thread-count')).toHaveText('1 reply');
    await expect(parentOnB.getByRole('button', { name: '1 reply' })).toBeVisible();
    const parentOnA = message(history(a.page), 'Shall we review');
    await expect(parentOnA.getByRole('button', { name: '1 reply' })).toBeVisible();
    // The reply stays out of the main history.
    await expect(message(history(a.page), 'tomorrow at ten')).toHaveCount(0);
    await parentOnA.getByRole('button', { name: '1 reply' }).click();
    await expect(message(thread(a.page), 'tomorrow at ten')).toBeVisible();
    await shot(a.page, 'thread-panel');

    // A answers in the thread: B's open thread and parent follow.
    const aReplyBox = thread(a.page).getByRole('textbox', { name: 'Message', exact: true });
    await aReplyBox.fill('Ten it is.');
    await aReplyBox.press('Enter');
    await expect(message(thread(b.page), 'Ten it is.')).toBeVisible();
    await expect(parentOnB.getByRole('button', { name: '2 replies' })).toBeVisible();
    await thread(a.page).getByRole('button', { name: 'Close thread' }).click();
    await expect(thread(a.page)).toHaveCount(0);

    // A edits a message: B sees the new text and (edited).
    // (The message is found by its id: while edited its text is in the box.)
    const typoId = await message(history(a.page), 'substitition').getAttribute('data-message-id');
    const typo = history(a.page).locator(`[data-message-id="${typoId}"]`);
    await messageTool(typo, 'Edit');
    const edit = typo.getByRole('textbox', { name: 'Edit message' });
    await edit.fill('Typo fixed: substitution');
    await edit.press('Enter');
    await expect(message(history(a.page), 'Typo fixed: substitution')).toContainText('(edited)');
    await expect(message(history(b.page), 'Typo fixed: substitution')).toContainText('(edited)');
    await expect(message(history(b.page), 'substitition')).toHaveCount(0);
    // Only one's own messages can be changed.
    await parentOnB.hover();
    await expect(parentOnB.getByRole('toolbar', { name: 'Message actions' })).toBeVisible();
    await expect(parentOnB.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(parentOnB.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    // A deletes a message after the question: B sees it deleted.
    await messageTool(message(history(a.page), 'This one I will take back'), 'Delete');
    const question = a.page.getByRole('dialog', { name: 'Delete message?' });
    await expect(question.getByText('The message will be removed for everyone in this conversation.')).toBeVisible();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(a.page.getByText('Message deleted', { exact: true }).first()).toBeVisible();
    await expect(message(history(a.page), 'This one I will take back')).toHaveCount(0);
    await expect(history(b.page).getByText('This message was deleted.')).toBeVisible();
    await expect(message(history(b.page), 'This one I will take back')).toHaveCount(0);
    await expect(history(b.page).getByTestId('chat-message')).toHaveCount(3);
  });

  test('a mention from the @ picker notifies the mentioned person; the notification opens the conversation at it', async ({
    browser,
    request,
  }) => {
    const aAccount = await newMember(request, 'Frances', 'Allen');
    const bAccount = await newMember(request, 'Ken', 'Thompson');
    const a = await openChat(browser, request, aAccount);
    const b = await openChat(browser, request, bAccount, '/dashboard');
    people.push(a, b);
    await expect(bell(b.page)).toBeVisible();
    await b.page.waitForLoadState('networkidle');
    const before = await bellCount(b.page);

    const open = await openDirectFromTeam(a, b);
    await send(a.page, b.name, 'An earlier message');
    const box = composer(open);
    await box.pressSequentially('Could you look at this, @Ke');
    const picker = open.getByRole('listbox', { name: 'Mention someone' });
    await expect(picker.getByRole('option')).toHaveCount(1);
    await expect(picker.getByRole('option')).toContainText(b.name);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await shot(a.page, 'mention-picker');
    await box.press('Enter');
    await expect(picker).toHaveCount(0);
    await expect(box).toHaveValue(`Could you look at this, @${b.name} `);
    await box.pressSequentially('please?');
    await box.press('Enter');
    const sent = message(history(a.page), 'Could you look at this');
    await expect(sent.locator('.kc-chat-mention')).toHaveText(`@${b.name}`);

    // B's bell rises without a reload; the Notifications page lists it; a click opens the conversation.
    await expect(bell(b.page)).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
    await b.page.goto('/dashboard/notifications');
    const item = b.page.getByTestId('notification-item').filter({ hasText: 'You were mentioned' });
    await expect(item).toContainText(`${a.name} mentioned you in a direct message: Could you look at this`);
    await item.getByRole('button', { name: 'Open You were mentioned' }).click();
    await expect(b.page).toHaveURL(/\/dashboard\/chat\?conversation=\d+&message=\d+$/);
    const highlighted = history(b.page).locator('.kc-chat-msg.is-highlighted');
    await expect(highlighted).toContainText('Could you look at this');
    await expect(highlighted.locator('.kc-chat-mention')).toHaveText(`@${b.name}`);
    await expect(message(history(b.page), 'An earlier message')).toBeVisible();
    await conversation(b.page, a.name).getByRole('button', { name: 'Jump to latest' }).click();
    await expect(b.page).not.toHaveURL(/message=/);
    await expect(history(b.page).locator('.kc-chat-msg.is-highlighted')).toHaveCount(0);
  });

  test('bodies are plain text: tags show as text, URLs as links; long texts wrap', async ({ browser, request }) => {
    const aAccount = await newMember(request, 'Margaret', 'Hamilton-Apollo');
    const bAccount = await newMember(request, 'Bartholomew', 'Featherstonehaugh-Worthington-Smythe');
    const a = await openChat(browser, request, aAccount);
    const b = await openChat(browser, request, bAccount);
    people.push(a, b);
    await openDirectFromTeam(a, b);

    const html = '<b>bold</b> <img src=x onerror="window.__chatXss=1"> https://example.com';
    await send(a.page, b.name, html);
    await send(a.page, b.name, 'The spec lives at https://example.com/docs/chat?tab=threads#read-markers, see section 3.');
    const long =
      'A long message that has to wrap over several lines inside the history without pushing the layout sideways: ' +
      'we review the release checklist, the migration plan, the rollback steps and the on-call rota for the weekend, ' +
      'then confirm the customer e-mail and the status page text. ' +
      'Unbroken: ' +
      'x'.repeat(180);
    await send(a.page, b.name, long);

    await directRow(b.page, a.name).click();
    for (const page of [a.page, b.page]) {
      const item = message(history(page), 'bold');
      const text = item.locator('.kc-chat-msg-text');
      await expect(text).toContainText('<b>bold</b> <img src=x onerror="window.__chatXss=1">');
      await expect(text.locator('b, img')).toHaveCount(0);
      const link = text.getByRole('link', { name: 'https://example.com' });
      await expect(link).toHaveAttribute('href', 'https://example.com/');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      const docs = message(history(page), 'The spec lives at').getByRole('link');
      await expect(docs).toHaveText('https://example.com/docs/chat?tab=threads#read-markers');
      expect(await page.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined();
      // The long message wraps inside the history: nothing scrolls sideways.
      const log = history(page);
      expect(await log.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    }
    await shot(b.page, 'dm-messages');

    // A narrow window shows the conversation alone, with a way back to the list.
    await b.page.setViewportSize({ width: 800, height: 720 });
    await expect(side(b.page)).toBeHidden();
    await expect(conversation(b.page, a.name).getByRole('button', { name: 'Back to conversations' })).toBeVisible();
    await shot(b.page, 'dm-narrow');
    await conversation(b.page, a.name).getByRole('button', { name: 'Back to conversations' }).click();
    await expect(side(b.page)).toBeVisible();
    await expect(directRow(b.page, a.name)).toBeVisible();
    await shot(b.page, 'list-narrow');
  });

  test('typing shows on the other side; reactions are counted live; a reload keeps the conversation and the draft', async ({
    browser,
    request,
  }) => {
    const aAccount = await newMember(request, 'Sophie', 'Wilson');
    const bAccount = await newMember(request, 'Steve', 'Furber');
    const a = await openChat(browser, request, aAccount);
    const b = await openChat(browser, request, bAccount);
    people.push(a, b);
    const open = await openDirectFromTeam(a, b);
    await send(a.page, b.name, 'The first ARM chip came back working');
    await directRow(b.page, a.name).click();
    const item = message(history(b.page), 'first ARM chip');
    await expect(item).toBeVisible();

    // B types: A reads who is typing; it goes once the message arrives.
    const bBox = composer(conversation(b.page, a.name));
    await bBox.pressSequentially('It drew less than a tenth of a watt');
    await expect(open.getByText(`${b.name} is typing…`)).toBeVisible();
    await bBox.press('Enter');
    await expect(message(history(a.page), 'tenth of a watt')).toBeVisible();
    await expect(open.getByText(`${b.name} is typing…`)).toHaveCount(0);

    // B reacts; A sees the count; A adds the same reaction: 2, including A.
    await messageTool(item, 'Add reaction');
    await item.getByRole('button', { name: 'React with 🎉' }).click();
    await expect(item.getByRole('button', { name: '🎉 1, including you (click to remove)' })).toBeVisible();
    const onA = message(history(a.page), 'first ARM chip');
    await expect(onA.getByRole('button', { name: '🎉 1', exact: true })).toBeVisible();
    await onA.getByRole('button', { name: '🎉 1', exact: true }).click();
    await expect(onA.getByRole('button', { name: '🎉 2, including you (click to remove)' })).toBeVisible();
    await expect(item.getByRole('button', { name: '🎉 2, including you (click to remove)' })).toBeVisible();
    // B takes theirs back.
    await item.getByRole('button', { name: '🎉 2, including you (click to remove)' }).click();
    await expect(item.getByRole('button', { name: '🎉 1', exact: true })).toBeVisible();
    await expect(onA.getByRole('button', { name: '🎉 1, including you (click to remove)' })).toBeVisible();

    // An unsent draft and the open conversation survive a reload.
    await composer(conversation(b.page, a.name)).fill('Draft: the BBC Micro second processor');
    await b.page.reload();
    await expect(message(history(b.page), 'first ARM chip')).toBeVisible();
    await expect(composer(conversation(b.page, a.name))).toHaveValue('Draft: the BBC Micro second processor');
    await expect(directRow(b.page, a.name)).toHaveAttribute('aria-current', 'true');
  });

  test('a private channel with a member: live for them, archived read-only and restored, left', async ({ browser, request }) => {
    const aAccount = await newMember(request, 'Jean', 'Sammet');
    const bAccount = await newMember(request, 'Kathleen', 'Booth');
    const a = await openChat(browser, request, aAccount);
    const b = await openChat(browser, request, bAccount);
    people.push(a, b);
    const name = `board-${Date.now().toString(36)}`;

    await side(a.page).getByRole('button', { name: 'New channel', exact: true }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Create channel' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('switch', { name: 'Private channel' }).click();
    await expect(dialog.getByRole('switch', { name: 'Private channel' })).toBeChecked();
    await pickPerson(a.page, dialog, 'Members', b.name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    const open = conversation(a.page, name);
    await expect(open.locator('.kc-chat-head-sub')).toHaveText('2 members');
    await send(a.page, name, 'Only for the two of us');

    // B was added: the channel appears in their list live, marked private, with its badge.
    const bRow = channelRow(b.page, name);
    await expect(bRow.getByLabel('Private channel')).toBeVisible();
    await expect(badge(bRow)).toHaveText('1');
    // It is not among the public channels B can browse.
    await side(b.page).getByRole('button', { name: 'Browse channels', exact: true }).click();
    const browse = b.page.getByRole('dialog', { name: 'Browse channels' });
    // (Once the list has loaded: the public channels, or none.)
    await expect(
      browse.getByRole('list', { name: 'Browse channels' }).or(browse.getByText('No public channels found')),
    ).toBeVisible();
    await expect(browse.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
    await browse.getByRole('button', { name: 'Close' }).click();
    await bRow.click();
    await expect(message(history(b.page), 'Only for the two of us')).toBeVisible();
    const bOpen = conversation(b.page, name);
    await expect(composer(bOpen)).toBeVisible();

    // A archives it: B, with it open, sees it read-only without a reload.
    await open.getByRole('button', { name: 'Conversation menu' }).click();
    await a.page.getByRole('menuitem', { name: 'Archive Chat' }).click();
    const question = a.page.getByRole('dialog', { name: 'Archive this channel?' });
    await question.getByRole('button', { name: 'Archive' }).click();
    await expect(a.page.getByText('Chat archived', { exact: true }).first()).toBeVisible();
    await expect(a.page.getByRole('heading', { name: 'Welcome to Team Chat' })).toBeVisible();
    await expect(bOpen.getByRole('note')).toHaveText('This channel is archived: it is read-only.');
    await expect(composer(bOpen)).toHaveCount(0);
    await expect(message(history(b.page), 'Only for the two of us')).toBeVisible();
    await expect(channelRow(b.page, name)).toHaveCount(0);

    // A restores it from the archived view: B can write again. Both of B's lists reload; the archived
    // one is made to land first (it no longer has the channel, the active one not yet): the
    // conversation stays open all the same.
    let archivedReplied!: () => void;
    const archivedDone = new Promise<void>((resolve) => (archivedReplied = resolve));
    await b.page.route(/\/api\/v1\/chat\/conversations\?archived=true$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response });
      archivedReplied();
    });
    await b.page.route(/\/api\/v1\/chat\/conversations$/, async (route) => {
      await archivedDone;
      await route.continue();
    });
    await side(a.page).getByRole('button', { name: 'Archived', exact: true }).click();
    await expect(side(a.page).getByRole('tab', { name: 'Archived channels' })).toBeVisible();
    await channelRow(a.page, name).click();
    await open.getByRole('button', { name: 'Conversation menu' }).click();
    await a.page.getByRole('menuitem', { name: 'Restore Chat' }).click();
    await expect(a.page.getByText('Chat restored', { exact: true }).first()).toBeVisible();
    await expect(composer(bOpen)).toBeVisible();
    await expect(channelRow(b.page, name)).toBeVisible();
    await expect(composer(bOpen)).toBeVisible();
    await b.page.unrouteAll();
    await side(a.page).getByRole('button', { name: 'Back to chats', exact: true }).click();
    await expect(channelRow(a.page, name)).toBeVisible();

    // B leaves: the conversation closes for B; A reads 1 member.
    await bOpen.getByRole('button', { name: 'Conversation menu' }).click();
    await b.page.getByRole('menuitem', { name: 'Leave channel' }).click();
    await b.page.getByRole('dialog', { name: 'Leave this channel?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(b.page.getByText('Left the channel', { exact: true }).first()).toBeVisible();
    await expect(b.page.getByRole('heading', { name: 'Welcome to Team Chat' })).toBeVisible();
    await expect(channelRow(b.page, name)).toHaveCount(0);
    await channelRow(a.page, name).click();
    await expect(open.locator('.kc-chat-head-sub')).toHaveText('1 member');
  });

  test('a public channel: created by one, browsed and joined by the other, messages flow; members listed', async ({
    browser,
    request,
  }) => {
    const aAccount = await newMember(request, 'Adele', 'Goldberg');
    const bAccount = await newMember(request, 'Dennis', 'Ritchie');
    const a = await openChat(browser, request, aAccount);
    const b = await openChat(browser, request, bAccount);
    people.push(a, b);
    const name = `release-${Date.now().toString(36)}`;

    await side(a.page).getByRole('button', { name: 'New channel', exact: true }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Create channel' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Topic' }).fill('Everything about the next release');
    await shot(a.page, 'create-channel-dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(a.page.getByText('Channel created successfully').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const open = conversation(a.page, name);
    await expect(open.getByRole('heading', { name })).toBeVisible();
    await expect(open.locator('.kc-chat-head-sub')).toHaveText('Everything about the next release · 1 member');
    await expect(channelRow(a.page, name)).toBeVisible();
    await send(a.page, name, 'Welcome to the release channel');

    // B browses the public channels and joins it.
    await side(b.page).getByRole('button', { name: 'Browse channels', exact: true }).click();
    const browse = b.page.getByRole('dialog', { name: 'Browse channels' });
    // The search goes to the server once typing pauses: the list of its reply is the one to click in.
    const searched = b.page.waitForResponse(
      (reply) => reply.url().includes('/api/v1/chat/channels/browse') && reply.url().includes(`search=${name}`),
    );
    await browse.getByRole('textbox', { name: 'Search channels' }).fill(name);
    await searched;
    const listed = browse.getByRole('listitem').filter({ hasText: name });
    await expect(listed).toContainText('1 member · Everything about the next release');
    await shot(b.page, 'browse-channels-dialog');
    await listed.getByRole('button', { name: `Join ${name}` }).click();
    await expect(browse).toBeHidden();
    const bOpen = conversation(b.page, name);
    await expect(message(history(b.page), 'Welcome to the release channel')).toBeVisible();
    await expect(channelRow(b.page, name)).toBeVisible();
    await expect(bOpen.locator('.kc-chat-head-sub')).toHaveText('Everything about the next release · 2 members');
    await expect(open.locator('.kc-chat-head-sub')).toHaveText('Everything about the next release · 2 members');

    // Messages flow both ways.
    await send(b.page, name, 'Glad to be here');
    await expect(message(history(a.page), 'Glad to be here')).toBeVisible();
    await send(a.page, name, 'Release on Thursday');
    await expect(message(history(b.page), 'Release on Thursday')).toBeVisible();

    // View Members: both, the creator marked.
    await open.getByRole('button', { name: 'Conversation menu' }).click();
    await a.page.getByRole('menuitem', { name: 'View Members' }).click();
    const members = a.page.getByRole('dialog', { name: `Members · ${name}` });
    const rows = members.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: a.name })).toContainText('(you)');
    await expect(rows.filter({ hasText: a.name })).toContainText('Member · Creator');
    await expect(rows.filter({ hasText: b.name }).getByRole('img', { name: 'Online' })).toBeVisible();
    await shot(a.page, 'members-dialog');
    await members.getByRole('button', { name: 'Close' }).click();
    await expect(members).toBeHidden();

    // With the channel open, B sees a direct message from A arrive in DIRECT MESSAGES with its badge.
    await openDirectFromTeam(a, b);
    await send(a.page, b.name, 'A word in private');
    await expect(badge(directRow(b.page, a.name))).toHaveText('1');
    await expect(message(history(b.page), 'Release on Thursday')).toBeVisible();
    await expect(badge(channelRow(b.page, name))).toHaveCount(0);
    await directRow(b.page, a.name).click();
    await expect(message(history(b.page), 'A word in private')).toBeVisible();
    await expect(badge(directRow(b.page, a.name))).toHaveCount(0);
  });
});
