import { expect, test, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { uniqueName, workApi } from '../../support/work';

const switcher = (page: Page) => page.getByTestId('workspace-switcher');
const projectNamed = (page: Page, name: string) => page.getByTestId('sidebar-project').filter({ hasText: name });

test('an admin creates a workspace, switches in the header and sees only that workspace’s projects', async ({
  page,
  request,
}) => {
  const { token } = await useSignedInSession(page, request);
  const teamProject = await workApi(request, token).createProject(uniqueName('Team project'));
  const workspaceName = uniqueName('Ops Space');

  await page.goto('/dashboard/workspaces');
  const teamRow = page.getByTestId('workspace-row').filter({ hasText: 'Team Space' });
  await expect(teamRow).toContainText('Current');
  await expect(teamRow).toContainText(/admin/i);
  await expect(switcher(page)).toContainText('Team Space');

  await page.getByRole('button', { name: 'New Workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Workspace' });
  await dialog.getByLabel('Workspace name').fill(workspaceName);
  await dialog.getByRole('button', { name: 'Create Workspace' }).click();

  // The creator is the new workspace's admin and Kanri opens it.
  await expect(switcher(page)).toContainText(workspaceName);
  const newRow = page.getByTestId('workspace-row').filter({ hasText: workspaceName });
  await expect(newRow).toContainText('Current');
  await expect(newRow).toContainText(/admin/i);
  await expect(newRow).toContainText('1 member');
  const opsId = Number(await switcher(page).getAttribute('data-workspace-id'));
  expect(opsId).toBeGreaterThan(1);

  const opsProject = await workApi(request, token, opsId).createProject(uniqueName('Ops project'));
  await page.goto('/dashboard/projects');
  await expect(projectNamed(page, opsProject.name)).toBeVisible();
  await expect(projectNamed(page, teamProject.name)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/workspace-switched.png' });

  await switcher(page).click();
  await page.locator('[data-testid="workspace-option"][data-workspace-id="1"]').click();
  await expect(switcher(page)).toContainText('Team Space');
  await expect(projectNamed(page, teamProject.name)).toBeVisible();
  await expect(projectNamed(page, opsProject.name)).toHaveCount(0);

  // The choice is remembered.
  await page.reload();
  await expect(switcher(page)).toHaveAttribute('data-workspace-id', '1');
  await expect(projectNamed(page, teamProject.name)).toBeVisible();
});
