import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiSignIn, useSignedInSession, type Account } from '../../support/session';
import { clickOption, openAccountPanel, pickOption } from '../../support/widgets';
import { workApi } from '../../support/work';

/** A small four-colour PNG (96 × 64): cropped to a square by the server. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAMAAADS6oI8AAAADFBMVEXIUKC+/Kn/qjxajP/3Rzp0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAATklEQVRYhe3QsQnAQBDAsEt+/51/BHNFIIW0gMHzLJ2lESgWJYuSRcmiZFGyKFmULEoW/WDRuzRbAsmiZFGyKFmULEoWJYuSRcmi9PWiC3YTJAEwILXtAAAAAElFTkSuQmCC',
  'base64',
);

/** Screenshots for a reviewer when SHOTS_DIR is set (dark theme: the suite's colour scheme). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

/** A member of their own, so changing names and passwords leaves the other stories' accounts alone. */
function newMember(tag: string): Account {
  const unique = `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return {
    first_name: 'Katherine',
    last_name: 'Johnson',
    email: `${unique}@kanri.test`,
    phone: '+1 757 555 0100',
    password: 'orbital-1962',
  };
}

test.describe('user menu: Profile and Settings', () => {
  test('a member changes their name and time zone and sees them after a reload', async ({ page, request }) => {
    const member = newMember('profile');
    await useSignedInSession(page, request, member);
    await page.goto('/dashboard');

    const drawer = await openAccountPanel(page, 'Profile');
    await expect(drawer.getByTestId('profile-name')).toHaveText('Katherine Johnson');
    await drawer.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Edit Profile' });
    await dialog.getByLabel('First name').fill('K');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('First name must be at least 2 characters')).toBeVisible();
    await shot(page, 'profile-edit-error');
    await dialog.getByLabel('First name').fill('Katherine Coleman Goble Johnson of the Langley West Area Computers');
    await dialog.getByLabel('Phone').fill('+1 (757) 555-0199');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
    await expect(drawer.getByTestId('profile-name')).toHaveText(
      'Katherine Coleman Goble Johnson of the Langley West Area Computers Johnson',
    );

    const zone = drawer.getByRole('combobox', { name: 'Time zone' });
    await zone.click();
    await zone.pressSequentially('kiritimati');
    await clickOption(
      page,
      page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Pacific/Kiritimati' }),
    );
    await expect(page.getByText('Profile updated successfully').first()).toBeVisible();

    await drawer.getByTestId('profile-photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(page.getByText('Photo updated').first()).toBeVisible();
    await expect(drawer.locator('.ant-avatar img')).toHaveAttribute('src', /\/api\/v1\/profile\/photos\/[0-9a-f]{32}$/);
    await drawer.getByTestId('profile-photo-input').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.7 not an image'),
    });
    await expect(drawer.getByRole('alert')).toHaveText('The photo must be a PNG, JPEG or WebP image.');
    await shot(page, 'profile-panel-long-name-photo-error');

    await page.reload();
    const again = await openAccountPanel(page, 'Profile');
    await expect(again.getByTestId('profile-name')).toHaveText(/^Katherine Coleman Goble Johnson/);
    await expect(again.getByText('+1 (757) 555-0199')).toBeVisible();
    await expect(again.locator('.ant-select').filter({ hasText: 'Pacific/Kiritimati' })).toBeVisible();
    // The signed-in user (and so every area's "today") carries the zone.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { time_zone?: string });
    expect(stored.time_zone).toBe('Pacific/Kiritimati');
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Katherine Coleman');
    await expect(again.locator('.ant-avatar img').first()).toBeVisible();
    await shot(page, 'profile-after-reload');
  });

  test('changing the password signs the same user out in another browser, not here', async ({ page, browser, request }) => {
    const member = newMember('password');
    await useSignedInSession(page, request, member);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await useSignedInSession(otherPage, request, member);
    await otherPage.goto('/dashboard');
    await expect(otherPage.getByRole('button', { name: 'User menu' })).toBeVisible();

    await page.goto('/dashboard');
    const drawer = await openAccountPanel(page, 'Profile');
    // Signed in here, in the other browser (and at registration): this one is marked.
    await expect(drawer.getByTestId('account-session').nth(1)).toBeVisible();
    await expect(drawer.getByTestId('account-session').filter({ hasText: 'This device' })).toHaveCount(1);
    await shot(page, 'profile-sessions');

    await drawer.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Change Password' });
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password', { exact: true }).fill('apollo-11-1969');
    await dialog.getByLabel('Confirm new password').fill('apollo-11-1969');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('The current password is incorrect.').first()).toBeVisible();
    await shot(page, 'profile-password-wrong');

    await dialog.getByLabel('Current password').fill(member.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Your other sessions were signed out.').first()).toBeVisible();
    await expect(drawer.getByTestId('account-session')).toHaveCount(1);

    // The other browser's next request is refused: it lands signed out.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/$|\/login/);
    await expect(otherPage.getByRole('button', { name: 'User menu' })).toHaveCount(0);
    // This one stays signed in.
    await page.reload();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    const login = await request.post('/api/v1/login', { data: { email: member.email, password: 'apollo-11-1969' } });
    expect(login.status()).toBe(200);
    await other.close();
  });

  test('an admin changes the week start and the default currency in Settings', async ({ page, request }) => {
    const { token } = await useSignedInSession(page, request, ADMIN);
    const api = workApi(request, token);
    const before = await api.call<Record<string, unknown>>('get', '/settings/general_settings');
    try {
      await page.goto('/dashboard');
      const drawer = await openAccountPanel(page, 'Settings');
      await expect(drawer.getByRole('switch', { name: 'Collapsed sidebar' })).toBeVisible();
      const name = drawer.getByLabel('Organisation name');
      await expect(name).toHaveValue(String(before.organisation_name));
      await name.fill('');
      await drawer.getByRole('button', { name: 'Save Settings' }).click();
      await expect(drawer.getByText('The organisation name is required.')).toBeVisible();
      await shot(page, 'settings-error');
      await name.fill(String(before.organisation_name));

      await drawer.getByText('Monday', { exact: true }).click();
      await pickOption(page, drawer.getByRole('combobox', { name: 'Default currency' }), 'EUR');
      await drawer.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Settings updated successfully').first()).toBeVisible();
      await shot(page, 'settings-saved');

      await page.reload();
      const again = await openAccountPanel(page, 'Settings');
      await expect(again.locator('.ant-segmented-item-selected')).toHaveText('Monday');
      await expect(again.locator('.ant-select').filter({ hasText: 'EUR' })).toBeVisible();
      expect(await api.call<Record<string, unknown>>('get', '/settings/general_settings')).toMatchObject({
        week_start: 'monday',
        default_currency: 'EUR',
      });
      // New invoices start in it.
      expect(await api.call<{ currency: string }>('get', '/invoices/next-number')).toMatchObject({ currency: 'EUR' });
    } finally {
      await api.call('put', '/settings/update', {
        week_start: before.week_start,
        default_currency: before.default_currency,
        organisation_name: before.organisation_name,
      });
    }
  });

  test('a member sees only their own preference in Settings; the server refuses them the workspace settings', async ({
    page,
    request,
  }) => {
    const member = newMember('settings');
    const { token } = await useSignedInSession(page, request, member);
    await page.goto('/dashboard');
    const drawer = await openAccountPanel(page, 'Settings');
    await expect(drawer.getByRole('switch', { name: 'Collapsed sidebar' })).toBeVisible();
    await expect(drawer.getByLabel('Organisation name')).toHaveCount(0);
    const refused = await request.get('/api/v1/settings/general_settings', {
      headers: { Authorization: `Bearer ${token}`, workspace_id: '1' },
    });
    expect(refused.status()).toBe(403);
    await apiSignIn(request, member);
  });
});
