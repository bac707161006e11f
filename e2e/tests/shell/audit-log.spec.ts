import { expect, test, type Page } from '@playwright/test';
import { ADMIN, useSignedInSession } from '../../support/session';
import { openAccountPanel, pickOption } from '../../support/widgets';
import { uniqueName, workApi } from '../../support/work';

/** Screenshots for a reviewer when SHOTS_DIR is set (dark theme: the suite's colour scheme). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

test.describe('user menu: Audit log', () => {
  test('an admin sees a failed sign-in, the sign-in and a deletion, and filters to deletions', async ({ page, request }) => {
    const refused = await request.post('/api/v1/login', { data: { email: ADMIN.email, password: 'not-the-password-1' } });
    expect([401, 422]).toContain(refused.status());
    const { token } = await useSignedInSession(page, request);
    const api = workApi(request, token);
    const project = await api.createProject(uniqueName('Audited project'));
    await api.deleteProject(project.id);

    await page.goto('/dashboard');
    const drawer = await openAccountPanel(page, 'Audit log');
    const events = drawer.getByRole('list', { name: 'Audit events' }).getByTestId('audit-event');
    const failed = events.filter({ hasText: 'Failed sign-in' }).first();
    await expect(failed).toContainText(`wrong e-mail or password · as ${ADMIN.email}`);
    await expect(failed.getByText('Failed', { exact: true })).toBeVisible();
    await expect(events.filter({ hasText: 'Signed in' }).first()).toContainText('Ada Lovelace');
    const deletion = events.filter({ hasText: `projects #${project.id}` });
    await expect(deletion).toContainText('Deleted');
    await shot(page, 'audit-log');

    // A click on an option of a list still opening may not take on a busy machine: pickOption retries.
    await pickOption(page, drawer.getByRole('combobox', { name: 'Event type' }), 'Deletions');
    await expect(events.filter({ hasText: 'Signed in' })).toHaveCount(0);
    await expect(events.filter({ hasText: `projects #${project.id}` })).toHaveCount(1);
    await shot(page, 'audit-log-deletions');
  });
});
