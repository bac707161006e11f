import { expect, test } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { chooseMenuItem } from '../../support/widgets';

test.describe('route guard and 404 (spec §2)', () => {
  test('a guarded URL while signed out lands on / and remembers the page', async ({ page }) => {
    await page.goto('/dashboard/notes?view=grid');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('kanri.returnTo'))).toBe('/dashboard/notes?view=grid');
  });

  test('the 404 page shows its texts, logs the path, and both buttons work', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/login');
    await page.goto('/no/such/page');
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    expect(warnings.some((text) => text.includes('/no/such/page'))).toBe(true);

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/also/missing');
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed in: the dashboard layout, sidebar groups and user menu', async ({ page, request }) => {
    await useSignedInSession(page, request);
    await page.goto('/dashboard/meetings');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const group of ['Project Management', 'Collaboration', 'Business', 'Team and HR']) {
      await expect(nav.getByRole('group', { name: group })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Meetings', exact: true })).toBeVisible();
    await expect(page.getByText('Task Management v1.0')).toBeVisible();
    await expect(page.getByText('Ada Lovelace')).toBeVisible();
    await expect(page.getByText('ada@kanri.test')).toBeVisible();

    await nav.getByRole('link', { name: 'Leave Requests' }).click();
    await expect(page).toHaveURL(/\/dashboard\/leave-requests$/);
    await expect(page.getByRole('heading', { name: 'Leave Requests' })).toBeVisible();

    await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar', exact: true })).toBeVisible();
    await expect(page.getByText('Task Management v1.0')).toBeHidden();
    await page.getByRole('button', { name: 'Expand sidebar', exact: true }).click();
    // The expanded sidebar has settled (its footer is back) before the menu opens beside it.
    await expect(page.getByText('Task Management v1.0')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collapse sidebar', exact: true })).toBeVisible();

    await chooseMenuItem(page.getByRole('button', { name: 'User menu' }), page.getByRole('menuitem', { name: 'Sign Out' }));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test('a signed-in user on a signed-out-only page goes to /dashboard', async ({ page, request }) => {
    await useSignedInSession(page, request);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
