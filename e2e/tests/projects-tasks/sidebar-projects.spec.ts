import { expect, test, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { uniqueName, workApi } from '../../support/work';

/**
 * The sidebar's Projects section (spec §2, issue 4), served by the projects-tasks remote's
 * `./sidebar-projects` widget inside the shell: projects from the server, expandable with Task List
 * and Board, selecting one opens its task list, the plus button adds one inline (Enter adds, blank
 * refused, Escape cancels), and the project menu deletes one after confirmation.
 */

const section = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('group', { name: 'Projects' });
const projectLink = (page: Page, name: string) => section(page).getByRole('link', { name, exact: true });
const projectNode = (page: Page, name: string) =>
  section(page)
    .getByTestId('sidebar-project')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test.describe('sidebar Projects section', () => {
  test('adds a project with Enter; blank is refused and Escape cancels', async ({ page, request }) => {
    const { token } = await useSignedInSession(page, request);
    const api = workApi(request, token);
    await page.goto('/dashboard/projects');
    const name = uniqueName('Sidebar Added');

    // Escape cancels without sending anything.
    await section(page).getByRole('button', { name: 'Add project' }).click();
    const field = section(page).getByRole('textbox', { name: 'New project name' });
    await field.fill('Never sent');
    await field.press('Escape');
    await expect(field).toHaveCount(0);

    // A blank name is refused.
    await section(page).getByRole('button', { name: 'Add project' }).click();
    await field.fill('   ');
    await field.press('Enter');
    await expect(section(page).getByRole('alert')).toHaveText('The project name is required.');

    // Enter adds the trimmed name, selects the new project and opens its task list.
    await field.fill(`  ${name}  `);
    await field.press('Enter');
    await expect(toast(page, 'Project created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/projects\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(projectLink(page, name)).toHaveAttribute('aria-current', 'true');
    await expect(projectNode(page, name).getByRole('link', { name: 'Task List' })).toHaveAttribute(
      'href',
      `/dashboard/projects/${id}`,
    );
    await expect(projectNode(page, name).getByRole('link', { name: 'Board' })).toHaveAttribute(
      'href',
      `/dashboard/projects/${id}/board`,
    );

    const projects = await api.call<{ id: number; name: string }[]>('get', '/projects');
    expect(projects.filter((project) => project.name === 'Never sent')).toHaveLength(0);
    expect(projects.find((project) => project.id === id)?.name).toBe(name);

    // It is stored: still there after a reload.
    await page.reload();
    await expect(projectLink(page, name)).toBeVisible();
  });

  test('selecting a project opens its task list; its Board link opens the board', async ({ page, request }) => {
    const { token } = await useSignedInSession(page, request);
    const api = workApi(request, token);
    const project = await api.createProject(uniqueName('Sidebar Select'));
    await page.goto('/dashboard');

    await projectLink(page, project.name).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${project.id}$`));
    await expect(projectLink(page, project.name)).toHaveAttribute('aria-current', 'true');

    const node = projectNode(page, project.name);
    const expander = node.getByRole('button', { name: `Expand ${project.name}` });
    if (await expander.count()) await expander.click();
    await node.getByRole('link', { name: 'Board' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${project.id}/board$`));
    await expect(projectLink(page, project.name)).toHaveAttribute('aria-current', 'true');

    await node.getByRole('button', { name: `Collapse ${project.name}` }).click();
    await expect(node.getByRole('link', { name: 'Board' })).toHaveCount(0);
  });

  test('deletes the current project after confirmation; another project becomes current', async ({ page, request }) => {
    const { token } = await useSignedInSession(page, request);
    const api = workApi(request, token);
    const keep = await api.createProject(uniqueName('Sidebar Keep'));
    const doomed = await api.createProject(uniqueName('Sidebar Doomed'));
    await page.goto(`/dashboard/projects/${doomed.id}`);
    await expect(projectLink(page, doomed.name)).toHaveAttribute('aria-current', 'true');

    // Cancel first: nothing is deleted.
    await projectNode(page, doomed.name)
      .getByRole('button', { name: `Project menu: ${doomed.name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Project' });
    await expect(dialog).toContainText(doomed.name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(projectLink(page, doomed.name)).toBeVisible();

    await projectNode(page, doomed.name)
      .getByRole('button', { name: `Project menu: ${doomed.name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete Project' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Project deleted successfully')).toBeVisible();
    await expect(projectLink(page, doomed.name)).toHaveCount(0);

    // The first remaining project is current and open.
    const remaining = await api.call<{ id: number; name: string }[]>('get', '/projects');
    expect(remaining.map((project) => project.id)).not.toContain(doomed.id);
    expect(remaining.map((project) => project.id)).toContain(keep.id);
    const first = remaining[0]!;
    await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${first.id}$`));
    await expect(projectLink(page, first.name)).toHaveAttribute('aria-current', 'true');
  });

  test('collapsed sidebar: the Projects button lists the projects to switch to', async ({ page, request }) => {
    const { token } = await useSignedInSession(page, request);
    // Not "Sidebar …": the first project's node has a "Collapse <name>" button beside "Collapse sidebar".
    const project = await workApi(request, token).createProject(uniqueName('Switch Target'));
    await page.goto('/dashboard');
    await expect(section(page).getByTestId('sidebar-project').first()).toBeVisible();
    await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar', exact: true })).toBeVisible();

    await section(page).getByRole('button', { name: 'Projects', exact: true }).click();
    const list = page.getByRole('list', { name: 'Projects', exact: true });
    await list.getByRole('link', { name: project.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${project.id}$`));
    await expect(list).toBeHidden();
    await page.getByRole('button', { name: 'Expand sidebar', exact: true }).click();
    await expect(projectLink(page, project.name)).toHaveAttribute('aria-current', 'true');
  });
});
