import { expect, test, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { openAccountPanel } from '../../support/widgets';

/** Screenshots for a reviewer when SHOTS_DIR is set (dark theme: the suite's colour scheme). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

test.describe('user menu: API tokens', () => {
  test('a read-only projects token reads projects, cannot write, and stops working once revoked', async ({ page, request }) => {
    const { token: session } = await useSignedInSession(page, request);
    const name = `E2E projects reader ${Date.now().toString(36)} — a long name to see how the list wraps it in the drawer`;
    // Another token beside it, for the list's look (made with the session, like the panel does).
    const other = await request.post('/api/v1/api-tokens', {
      headers: { Authorization: `Bearer ${session}`, workspace_id: '1' },
      data: {
        name: 'Nightly invoice export to the finance warehouse',
        scopes: ['business:write', 'time:read'],
        expires_in: '1y',
      },
    });
    expect(other.status(), await other.text()).toBe(201);

    await page.goto('/dashboard');
    const drawer = await openAccountPanel(page, 'API tokens');
    await drawer.getByRole('button', { name: 'New token' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'New API token' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('checkbox', { name: 'Projects: Read' }).check();
    await shot(page, 'api-tokens-create');
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const shown = drawer.getByRole('textbox', { name: 'New API token' });
    await expect(shown).toHaveValue(/^kanri_pat_[0-9A-Za-z]{40}$/);
    await expect(drawer.getByText('It will not be shown again: Kanri keeps only a hash of it.')).toBeVisible();
    await expect(page.getByText('API token created').first()).toBeVisible();
    const row = drawer.getByRole('listitem', { name });
    await expect(row.getByText('projects:read')).toBeVisible();
    await expect(row.getByText(/· Never used ·/)).toBeVisible();
    await shot(page, 'api-tokens-created');
    const token = await shown.inputValue();

    const asToken = { Authorization: `Bearer ${token}` };
    const read = await request.get('/api/v1/projects', { headers: asToken });
    expect(read.status(), await read.text()).toBe(200);
    const write = await request.post('/api/v1/projects/store', { headers: asToken, data: { name: 'Not with this token' } });
    expect(write.status(), await write.text()).toBe(403);
    expect((await write.json()).message).toBe('This API token lacks the projects:write scope.');

    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toHaveCount(0);
    await shot(page, 'api-tokens-list');
    await row.getByRole('button', { name: `Revoke: ${name}` }).click();
    const confirm = page.locator('.ant-modal').filter({ hasText: 'Revoke this token?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('API token revoked').first()).toBeVisible();
    await expect(row).toHaveCount(0);

    const after = await request.get('/api/v1/projects', { headers: asToken });
    expect(after.status()).toBe(401);
  });
});
