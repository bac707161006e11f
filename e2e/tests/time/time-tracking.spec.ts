import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { uniqueName, workApi } from '../../support/work';

interface Entry {
  id: number;
  description: string;
  duration_ms: number;
  is_active: boolean;
  is_paused: boolean;
}

/** Removes the signed-in user's time entries (stops the timer first), so each test starts idle. */
async function clearTime(request: APIRequestContext, token: string) {
  const api = workApi(request, token);
  const active = await api.call<Entry | null>('get', '/time-entries/active');
  if (active) await api.call('post', '/time-entries/stop', {});
  for (;;) {
    const page = await api.call<{ items: Entry[] }>('get', '/time-entries?per_page=500');
    if (page.items.length === 0) return;
    for (const entry of page.items) await api.call('delete', `/time-entries/destroy/${entry.id}`);
  }
}

const banner = (page: Page) => page.getByRole('region', { name: 'Active timer' });
const trackerButton = (page: Page) => page.getByRole('button', { name: /^Time tracker/ });

/** Seconds of a `1h 2m 3s` text. */
function seconds(text: string): number {
  let total = 0;
  for (const [, value, unit] of text.matchAll(/(\d+)([hms])/g))
    total += Number(value) * { h: 3600, m: 60, s: 1 }[unit as 'h' | 'm' | 's'];
  return total;
}

test('a timer started on one device ticks on another, pauses there, stops on the first, and lands in the recent entries', async ({
  browser,
  page,
  request,
}) => {
  const { token } = await useSignedInSession(page, request);
  await clearTime(request, token);
  const description = uniqueName('Writing the spec');

  // A second device: another browser context of the same user, on another page of the app.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await useSignedInSession(other, request);
  await other.goto('/dashboard');
  await expect(trackerButton(other)).toHaveAccessibleName('Time tracker');

  await page.goto('/dashboard/tasks');
  await expect(page.getByText('No time entries yet.')).toBeVisible();
  const quickStart = page.getByRole('textbox', { name: 'Quick Start description' });
  await quickStart.fill(description);
  await quickStart.press('Enter');
  await expect(banner(page).getByTestId('timer-state')).toHaveText('Tracking');
  await expect(banner(page)).toContainText(description);

  // The other device shows the running timer, ticking, without a reload.
  await expect(trackerButton(other)).toHaveAccessibleName('Time tracker: Tracking');
  const firstReading = seconds((await trackerButton(other).textContent()) ?? '');
  await expect.poll(async () => seconds((await trackerButton(other).textContent()) ?? '')).toBeGreaterThan(firstReading);
  await trackerButton(other).click();
  const panel = other.getByRole('dialog', { name: 'Time Tracker' });
  await expect(panel).toContainText(description);
  await expect(panel).toContainText('Tracking');
  await other.screenshot({ path: 'test-results/screens/time-floating-tracker.png' });

  // Paused there: the first device shows Paused, and its figure stands still.
  await panel.getByRole('button', { name: 'Pause' }).click();
  await expect(banner(page).getByTestId('timer-state')).toHaveText('Paused');
  const pausedAt = await banner(page).getByTestId('timer-duration').textContent();
  await expect(panel.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect.poll(() => banner(page).getByTestId('timer-duration').textContent(), { timeout: 3_000 }).toBe(pausedAt);

  // Stopped on the first: the other device goes idle, the entry is in the recent list.
  await banner(page).getByRole('button', { name: 'Stop' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(trackerButton(other)).toHaveAccessibleName('Time tracker');
  const recent = page.getByRole('region', { name: 'Recent Time Entries' });
  await expect(recent).toContainText(description);
  await expect(recent).toContainText('Completed');
  const stored = await workApi(request, token).call<{ items: Entry[] }>('get', '/time-entries');
  expect(stored.items).toHaveLength(1);
  expect(stored.items[0]).toMatchObject({ description, is_active: false });
  expect(stored.items[0]!.duration_ms).toBeGreaterThanOrEqual(seconds(pausedAt ?? '') * 1000);
  await page.screenshot({ path: 'test-results/screens/time-tracking-page.png', fullPage: true });
  await otherDevice.close();
});

test('a timesheet cell typed as 1:30 is saved as one and a half hours of that day', async ({ page, request }) => {
  const { token } = await useSignedInSession(page, request);
  await clearTime(request, token);
  const row = uniqueName('Code review');

  await page.goto('/dashboard/time/timesheet');
  // The header's button (an empty week shows a second one in its empty state).
  await page.getByRole('button', { name: 'Add Row' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Row' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(row);
  await dialog.getByRole('button', { name: 'Add Row' }).click();
  await expect(dialog).toBeHidden();

  const weekday = new Date().toLocaleDateString('en-US', { weekday: 'short' });
  const cell = page.getByRole('textbox', { name: new RegExp(`^${row}, ${weekday} `) });
  await cell.fill('1:30');
  await cell.press('Enter');
  await expect(cell).toHaveValue('1h 30m 0s');
  await expect(page.getByLabel(`${row} total`)).toHaveText('1h 30m 0s');
  const stored = await workApi(request, token).call<{ items: Entry[]; total_ms: number }>('get', '/time-entries?period=today');
  expect(stored.total_ms).toBe(90 * 60_000);
  expect(stored.items.map((entry) => entry.description)).toEqual([row]);

  // Lowered to 45 minutes: the same cell, the entry shortened.
  await cell.fill('45m');
  await cell.press('Enter');
  await expect(page.getByLabel(`${row} total`)).toHaveText('45m 0s');
  await expect
    .poll(async () => (await workApi(request, token).call<{ total_ms: number }>('get', '/time-entries?period=today')).total_ms)
    .toBe(45 * 60_000);
  await page.screenshot({ path: 'test-results/screens/time-timesheet.png', fullPage: true });
});

test('Export downloads the period’s entries as CSV, with quoting and decimal hours that add up', async ({ page, request }) => {
  const { token } = await useSignedInSession(page, request);
  await clearTime(request, token);
  const api = workApi(request, token);
  const now = Date.now();
  const minutes = (n: number) => n * 60_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  await api.call('post', '/time-entries/store', {
    description: 'Review, "quoted" notes',
    started_at: iso(now - minutes(40)),
    ended_at: iso(now - minutes(25)),
  });
  await api.call('post', '/time-entries/store', {
    description: 'Planning',
    started_at: iso(now - minutes(20)),
    duration_ms: minutes(6),
  });
  // The smallest period of the page that holds both entries (a run just after midnight needs a wider one).
  const sameDay = new Date(now - minutes(40)).toDateString() === new Date(now).toDateString();
  const sameWeek = new Date(now).getDay() * 1440 + new Date(now).getHours() * 60 + new Date(now).getMinutes() >= 40;

  await page.goto('/dashboard/tasks');
  const period = sameDay ? 'Today' : sameWeek ? 'This Week' : 'This Month';
  // The period selector is a segmented control: its options are labels over hidden radios.
  await page.getByLabel('Period').getByText(period, { exact: true }).click();
  await expect(page.getByLabel('Period').getByRole('radio', { name: period })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Recent Time Entries' })).toContainText('Planning');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^time-entries.*\.csv$/);
  const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));

  const lines = csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('Date,Start,End,Duration,Hours,User,Project,Task,Description,Billable');
  expect(lines).toHaveLength(3);
  expect(csv).toContain('"Review, ""quoted"" notes"');
  const hours = lines.slice(1).map((line) => Number(line.split(',')[4]));
  expect(hours.sort()).toEqual([0.1, 0.25]);
  expect(lines.slice(1).every((line) => line.includes('Ada Lovelace'))).toBe(true);
});

test('Track Time on a task-list row starts a timer on that task; its Time tracked cell ticks and keeps the total', async ({
  page,
  request,
}) => {
  const { token } = await useSignedInSession(page, request);
  await clearTime(request, token);
  const api = workApi(request, token);
  const project = await api.createProject(uniqueName('Timed'));
  const task = await api.createTask(project.id, uniqueName('Timed task'));

  await page.goto(`/dashboard/projects/${project.id}`);
  const row = page.locator(`[data-testid="task-row"][data-task-id="${task.id}"]`);
  await row.getByRole('button', { name: `Start timer on ${task.title}` }).click();
  await expect(trackerButton(page)).toHaveAccessibleName('Time tracker: Tracking');
  const tracked = row.getByTestId('task-tracked-time');
  await expect.poll(async () => seconds((await tracked.textContent()) ?? '')).toBeGreaterThanOrEqual(2);
  await trackerButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Time Tracker' })).toContainText(task.title);

  await row.getByRole('button', { name: `Stop timer on ${task.title}` }).click();
  await expect(trackerButton(page)).toHaveAccessibleName('Time tracker');
  const stopped = await workApi(request, token).call<{ tracked_ms: number }>('get', `/tasks/${task.id}`);
  expect(stopped.tracked_ms).toBeGreaterThanOrEqual(2000);
  await expect.poll(async () => seconds((await tracked.textContent()) ?? '')).toBe(Math.floor(stopped.tracked_ms / 1000));
});
