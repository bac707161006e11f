import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from '../../support/session';

/** Screenshots for a reviewer when SHOTS_DIR is set (dark theme: the suite's colour scheme). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: false });
}

test.describe('API docs page (/developers)', () => {
  test('signed out: finds GET /api/v1/projects, reads its schema and example, tries it with a personal token, and lists the events', async ({
    page,
    request,
  }) => {
    // A personal access token made the way the user menu makes it: with a signed-in session.
    const { access_token: session } = await apiSignIn(request);
    const asSession = { Authorization: `Bearer ${session}`, workspace_id: '1' };
    const projectName = `Docs page project ${Date.now().toString(36)}`;
    const created = await request.post('/api/v1/projects/store', { headers: asSession, data: { name: projectName } });
    expect(created.status(), await created.text()).toBe(201);
    const tokenReply = await request.post('/api/v1/api-tokens', {
      headers: asSession,
      data: { name: 'API docs page try-it', scopes: ['projects:read'], expires_in: '7d' },
    });
    expect(tokenReply.status(), await tokenReply.text()).toBe(201);
    const token = ((await tokenReply.json()) as { data: { token: string } }).data.token;
    expect(token).toMatch(/^kanri_pat_/);

    await page.goto('/developers');
    await expect(page.getByRole('heading', { name: 'Kanri API reference', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Authentication' })).toBeVisible();
    const index = page.getByRole('navigation', { name: 'API index' });
    await index.getByLabel('Filter endpoints').fill('GET /api/v1/projects');
    await expect(index.getByRole('button', { name: 'GET /api/v1/projects', exact: true })).toBeVisible();
    await expect(index.getByRole('button', { name: 'GET /api/v1/health' })).toHaveCount(0);
    await shot(page, 'developers-filtered');
    await index.getByRole('button', { name: 'GET /api/v1/projects', exact: true }).click();

    const card = page.getByRole('article', { name: 'GET /api/v1/projects', exact: true });
    await expect(card.getByText('projects:read')).toBeVisible();
    await expect(card.getByText('Permission: projects.list')).toBeVisible();
    await expect(card.getByLabel('Example response')).toContainText('"error": false');
    await expect(card.getByLabel('Example response')).toContainText('"name": "name"');
    await card.getByText('Responses 200: schema').click();
    const schema = card.getByRole('list', { name: 'Responses 200' });
    await expect(schema.getByText('data', { exact: true })).toBeVisible();
    await expect(schema.getByText('array of object').first()).toBeVisible();
    await expect(card.getByRole('link', { name: 'Failure envelope' }).first()).toBeVisible();

    await card.getByLabel('Personal access token').fill(token);
    await card.getByRole('button', { name: 'Send' }).click();
    await expect(card.getByTestId('try-it-status')).toHaveText('200 OK');
    const body = card.getByLabel('Response body');
    await expect(body).toContainText('"error": false');
    await expect(body).toContainText(projectName);
    await expect(card.getByRole('table', { name: 'Headers' })).toContainText('content-type');
    await card.getByTestId('try-it-status').scrollIntoViewIfNeeded();
    await shot(page, 'developers-try-it');
    // The token stays in this tab only.
    expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toContain(token);
    expect(await page.evaluate(() => window.sessionStorage.getItem('kanri.developers.token'))).toBe(token);

    const event = page.getByRole('article', { name: 'task.created' });
    await event.scrollIntoViewIfNeeded();
    const payload = event.getByRole('list', { name: 'task.created Payload' });
    for (const field of ['task', 'title', 'status_id', 'due_date'])
      await expect(payload.getByText(field, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Verifying a delivery')).toContainText('timingSafeEqual');
    await shot(page, 'developers-events');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/developers');
    await expect(page.getByRole('heading', { name: 'Kanri API reference', level: 1 })).toBeVisible();
    await shot(page, 'developers-narrow');
    await page.getByRole('navigation', { name: 'API index' }).getByLabel('Filter endpoints').fill('tasks/{id}/comments');
    await page
      .getByRole('navigation', { name: 'API index' })
      .getByRole('button', { name: 'POST /api/v1/tasks/{id}/comments' })
      .click();
    const comments = page.getByRole('article', { name: 'POST /api/v1/tasks/{id}/comments' });
    await expect(comments.getByLabel('JSON body')).toHaveValue(/"body"/);
    await shot(page, 'developers-narrow-endpoint');
  });

  test('says when the API cannot be reached, and loads on retry', async ({ page }) => {
    await page.route('**/api/openapi.json', (route) => route.abort('connectionrefused'));
    await page.goto('/developers');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'The API reference could not be loaded' })).toBeVisible();
    await expect(alert).toContainText('Unable to connect to the server.');
    await shot(page, 'developers-unreachable');

    await page.unroute('**/api/openapi.json');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('navigation', { name: 'API index' })).toBeVisible();
  });

  test('the landing page footer links to the API reference', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/\/developers$/);
    await expect(page.getByRole('heading', { name: 'Kanri API reference', level: 1 })).toBeVisible();
  });
});
