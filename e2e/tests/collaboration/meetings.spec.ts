import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSignIn, GRACE, useSignedInSession, type Account } from '../../support/session';
import { uniqueName, workApi } from '../../support/work';

/**
 * The Meetings screen (issue 15, spec §2 Meetings screen, §3, §5, §8, §9): a meeting scheduled
 * through the dialog with a participant, in the table and the cards, the search, an edit that moves
 * it, Join Meeting in a new tab, its .ics file, the calendar feed link fetched without sign-in, the
 * delete after the confirmation, and the empty state.
 */

interface Meeting {
  id: number;
  title: string;
  start_time: string;
  end_time: string;
  is_organizer: boolean;
  participants: { id: number; full_name: string }[];
}

/** Deletes the meetings the signed-in user organises, so the test starts from the empty state. */
async function clearMeetings(request: APIRequestContext, token: string) {
  const api = workApi(request, token);
  for (;;) {
    const page = await api.call<{ items: Meeting[] }>('get', '/meetings?per_page=100');
    const own = page.items.filter((meeting) => meeting.is_organizer);
    if (own.length === 0) return;
    for (const meeting of own) await api.call('delete', '/meetings/destroy', { id: meeting.id });
  }
}

/** A workspace member other than the admin (invited and registered through the mailed link on first use). */
const colleague = (first_name: string, last_name: string): Account => ({
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}.${last_name.toLowerCase()}@kanri.test`,
  phone: '+1 555 010 0100',
  password: `${first_name.toLowerCase()}-password`,
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A local day `days` from today at `hours`:`minutes`. */
function localTime(days: number, hours: number, minutes = 0): Date {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hours, minutes, 0, 0);
  return date;
}

/** A time as the picker shows it and takes it typed: `Nov 5, 2026 2:30 PM`. */
function pickerText(date: Date): string {
  const hours = date.getHours() % 12 || 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} ${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Types a day and time into a picker of the dialog and takes it with Enter (which does not save the form). */
async function typeTime(field: Locator, date: Date) {
  const text = pickerText(date);
  await field.click();
  await field.fill(text);
  await field.press('Enter');
  await expect(field).toHaveValue(text);
}

/**
 * Adds `name` in the dialog's participant picker (a multiple select: an option clicked again would
 * remove the person, so a retry first checks whether the first click took).
 */
async function pickParticipant(page: Page, dialog: Locator, name: string) {
  const picker = dialog.getByRole('combobox', { name: 'Participants' });
  const chosen = dialog.locator('.ant-select-selection-item', { hasText: name });
  const openList = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    if ((await openList.count()) === 0) await picker.click({ timeout: 2_000 });
    await openList.locator('.ant-select-item-option', { hasText: name }).first().click({ timeout: 2_000 });
    await expect(chosen).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // The list stays open for more people: a click outside it closes it.
  await dialog.locator('.ant-modal-title').click();
  await expect(openList).toHaveCount(0);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const row = (page: Page, title: string) => page.locator('.ant-table-row').filter({ hasText: title });
/** A card's figure: `Total Meetings` → `1`. */
const figure = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Meeting statistics' })
    .locator('.ant-card')
    .filter({ hasText: title })
    .locator('.ant-card-body > div > div > div');

async function openMenu(page: Page, title: string) {
  await row(page, title)
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
  const menu = page.locator('.ant-dropdown:visible').getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test('meetings: schedule with a participant, cards, search, edit, join, .ics, calendar feed, delete, empty state', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await useSignedInSession(page, request);
  await apiSignIn(request, GRACE);
  await clearMeetings(request, token);
  const title = uniqueName('Design review');
  const start = localTime(1, 10);
  const end = localTime(1, 11);
  // An address of the app itself: the new tab loads it without the internet.
  const meetingUrl = `${baseURL}/api/v1/health?room=${encodeURIComponent(title)}`;

  await page.goto('/dashboard/meetings');
  await expect(page.getByText('No meetings yet')).toBeVisible();
  await expect(figure(page, 'Total Meetings')).toHaveText('0');

  // Nothing typed: the spec's message under each required field, nothing sent.
  await page.getByRole('button', { name: 'Schedule Meeting' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Meeting' });
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Title, start time, and end time are required')).toHaveCount(3);

  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Walk through the new onboarding screens.');
  await typeTime(dialog.getByRole('textbox', { name: 'Start time' }), start);
  // The end follows a first start (30 minutes); an end before the start is refused.
  await expect(dialog.getByRole('textbox', { name: 'End time' })).toHaveValue(pickerText(localTime(1, 10, 30)));
  await typeTime(dialog.getByRole('textbox', { name: 'End time' }), localTime(1, 9));
  await dialog.getByRole('textbox', { name: 'Meeting URL' }).fill('ftp://files.example.com');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('The end time must be after the start time.')).toBeVisible();
  await typeTime(dialog.getByRole('textbox', { name: 'End time' }), end);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('The meeting URL must be a web address starting with http:// or https://.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/meetings-schedule-dialog.png' });
  await dialog.getByRole('textbox', { name: 'Meeting URL' }).fill(meetingUrl);
  await dialog.getByRole('textbox', { name: 'Location' }).fill('Room 4');
  await pickParticipant(page, dialog, 'Grace Hopper');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Meeting created successfully')).toBeVisible();

  await expect(row(page, title)).toBeVisible();
  await expect(row(page, title)).toContainText('Walk through the new onboarding screens. · Room 4');
  await expect(row(page, title)).toContainText('60 min');
  await expect(row(page, title)).toContainText('Scheduled');
  await expect(row(page, title).getByRole('group')).toHaveAccessibleName('Participants: Ada Lovelace (organiser), Grace Hopper');
  await expect(figure(page, 'Total Meetings')).toHaveText('1');
  await expect(figure(page, 'Upcoming')).toHaveText('1');
  await expect(figure(page, 'Completed')).toHaveText('0');
  const api = workApi(request, token);
  const [stored] = (await api.call<{ items: Meeting[] }>('get', '/meetings')).items;
  expect(stored).toMatchObject({ title, start_time: start.toISOString(), end_time: end.toISOString() });
  expect(stored!.participants.map((person) => person.full_name)).toEqual(['Grace Hopper']);

  // Search, on the server.
  const search = page.getByRole('textbox', { name: 'Search meetings' });
  await search.fill('onboarding screens');
  await expect(row(page, title)).toBeVisible();
  await search.fill(`nothing like this ${title}`);
  await expect(page.getByText('No meetings found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(row(page, title)).toBeVisible();

  // Edit: a later start moves the end with it.
  await (await openMenu(page, title)).getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Meeting' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(edit.getByRole('textbox', { name: 'Start time' })).toHaveValue(pickerText(start));
  await typeTime(edit.getByRole('textbox', { name: 'Start time' }), localTime(1, 14, 30));
  await expect(edit.getByRole('textbox', { name: 'End time' })).toHaveValue(pickerText(localTime(1, 15, 30)));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(toast(page, 'Meeting updated successfully')).toBeVisible();
  await expect(row(page, title)).toContainText('2:30 PM');
  await expect
    .poll(async () => (await api.call<{ items: Meeting[] }>('get', '/meetings')).items[0]?.start_time)
    .toBe(localTime(1, 14, 30).toISOString());

  // Join Meeting: the address in a new tab that cannot reach back.
  const opened = context.waitForEvent('page');
  await (await openMenu(page, title)).getByRole('menuitem', { name: 'Join Meeting' }).click();
  const tab = await opened;
  await expect.poll(() => tab.url()).toBe(meetingUrl);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();

  // Download .ics.
  const downloading = page.waitForEvent('download');
  await (await openMenu(page, title)).getByRole('menuitem', { name: 'Download .ics' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = fs.readFileSync(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(title);

  // The calendar feed: a link shown once, fetched by a calendar app without signing in.
  await page.getByRole('button', { name: 'Subscribe to calendar' }).click();
  const feed = page.getByRole('dialog', { name: 'Subscribe to calendar' });
  await expect(feed.getByRole('status')).toBeVisible();
  if (await feed.getByRole('button', { name: 'Revoke link' }).isVisible()) {
    await feed.getByRole('button', { name: 'Revoke link' }).click();
  }
  await expect(feed.getByText('You have no calendar link yet.')).toBeVisible();
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/meetings/feed') && response.request().method() === 'POST',
  );
  await feed.getByRole('button', { name: 'Create link' }).click();
  const link = ((await (await created).json()) as { data: { webcal_url: string; https_url: string } }).data;
  await expect(feed.getByRole('textbox', { name: 'Calendar link' })).toHaveValue(link.webcal_url);
  expect(link.webcal_url).toMatch(/^webcal:\/\//);
  await expect(feed).toContainText('From URL');
  await expect(feed).toContainText('Subscribe from web');
  await expect(feed).toContainText('New Calendar Subscription');
  await expect(feed.getByText('You have a calendar link.')).toBeVisible();
  const calendar = await request.get(link.https_url);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toContain('text/calendar');
  const calendarText = await calendar.text();
  expect(calendarText).toContain('BEGIN:VCALENDAR');
  expect(calendarText).toContain(title);
  await page.screenshot({ path: 'test-results/screens/meetings-feed-dialog.png' });

  // Reset: a new link; the old one stops working. Then revoke it.
  const reset = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/meetings/feed') && response.request().method() === 'POST',
  );
  await feed.getByRole('button', { name: 'Reset link' }).click();
  const newLink = ((await (await reset).json()) as { data: { https_url: string; webcal_url: string } }).data;
  await expect(feed.getByRole('textbox', { name: 'Calendar link' })).toHaveValue(newLink.webcal_url);
  expect((await request.get(link.https_url)).status()).not.toBe(200);
  expect((await request.get(newLink.https_url)).status()).toBe(200);
  await feed.getByRole('button', { name: 'Revoke link' }).click();
  await expect(feed.getByText('You have no calendar link yet.')).toBeVisible();
  expect((await request.get(newLink.https_url)).status()).not.toBe(200);
  await feed.getByRole('button', { name: 'Done' }).click();
  await expect(feed).toBeHidden();

  // Delete, after the confirmation: back to the empty state.
  await (await openMenu(page, title)).getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Meeting' });
  await expect(confirm).toContainText('Are you sure you want to delete this meeting?');
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(toast(page, 'Meeting deleted successfully')).toBeVisible();
  await expect(page.getByText('No meetings yet')).toBeVisible();
  await expect(figure(page, 'Total Meetings')).toHaveText('0');
  await page.screenshot({ path: 'test-results/screens/meetings-empty.png', fullPage: true });
});

test('meetings: a long title and many participants in the dark theme; a participant sees it without Edit and Delete', async ({
  browser,
  page,
  request,
}) => {
  const { token } = await useSignedInSession(page, request);
  await clearMeetings(request, token);
  const people = [
    GRACE,
    colleague('Alan', 'Turing'),
    colleague('Edsger', 'Dijkstra'),
    colleague('Barbara', 'Liskov'),
    colleague('Donald', 'Knuth'),
  ];
  const signedIn = [];
  for (const person of people) signedIn.push(await apiSignIn(request, person));
  const api = workApi(request, token);
  const longTitle = `${uniqueName('Quarterly planning')}: every team lead walks through their roadmap, risks, hiring plans and the budget for the next two quarters`;
  await api.call('post', '/meetings/store', {
    title: longTitle,
    description: 'A long agenda: numbers from every team, then the roadmap, then questions from everyone in the room.',
    location: 'Main hall, second floor',
    meeting_url: 'https://meet.example.com/quarterly-planning',
    start_time: localTime(2, 9).toISOString(),
    end_time: localTime(2, 12, 30).toISOString(),
    participants: signedIn.map((reply) => reply.user.id),
  });
  const short = uniqueName('Standup');
  await api.call('post', '/meetings/store', {
    title: short,
    start_time: localTime(0, 0, 5).toISOString(),
    end_time: localTime(0, 0, 20).toISOString(),
  });

  await page.goto('/dashboard/meetings');
  await expect(row(page, longTitle)).toBeVisible();
  await expect(row(page, longTitle).getByRole('group')).toHaveAccessibleName(
    'Participants: Ada Lovelace (organiser), Alan Turing, Barbara Liskov, Donald Knuth, Edsger Dijkstra, Grace Hopper',
  );
  await expect(row(page, longTitle).getByRole('group')).toContainText('+3');
  await expect(row(page, longTitle)).toContainText('210 min');
  await expect(figure(page, 'Total Meetings')).toHaveText('2');
  await expect(figure(page, 'Today')).toHaveText('1');
  await page.screenshot({ path: 'test-results/screens/meetings-page.png', fullPage: true });

  await (await openMenu(page, longTitle)).getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Meeting' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(longTitle);
  await page.screenshot({ path: 'test-results/screens/meetings-edit-dialog.png' });
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // Grace is invited: she sees it, can join and download it, and cannot change it.
  const grace = await browser.newContext();
  const gracePage = await grace.newPage();
  await useSignedInSession(gracePage, request, GRACE);
  await gracePage.goto('/dashboard/meetings');
  await expect(row(gracePage, longTitle)).toBeVisible();
  await expect(row(gracePage, short)).toHaveCount(0);
  const menu = await openMenu(gracePage, longTitle);
  await expect(menu.getByRole('menuitem', { name: 'Join Meeting' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Download .ics' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await grace.close();

  await clearMeetings(request, token);
});
