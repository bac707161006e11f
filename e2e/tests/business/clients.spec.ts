import { expect, test, type Locator, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { pickOption } from '../../support/widgets';
import { uniqueName, workApi } from '../../support/work';

interface Client {
  id: number;
  name: string;
  status: string;
  is_archived: boolean;
  projects: { id: number; name: string }[];
}

const statValue = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Client statistics' })
    .getByText(title, { exact: true })
    .locator('xpath=following-sibling::div[1]');

/** The table row of a client, by its (unique) name. */
const row = (page: Page, name: string) => page.locator('.ant-table-row', { hasText: name });

/** Opens a client's menu and picks an item. */
async function pickFromMenu(page: Page, name: string, item: string) {
  await row(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

const figure = async (locator: Locator) => Number((await locator.textContent())?.trim());

test('clients: added through the dialog, counted, searched, edited, linked to a project, archived, restored and deleted', async ({
  page,
  request,
}) => {
  const { token } = await useSignedInSession(page, request);
  const api = workApi(request, token);
  const name = uniqueName('Jane Cooper');
  const company = uniqueName('Acme');
  const project = await api.createProject(uniqueName('Client site'));
  // Another client, deleted at the end: it has no invoices.
  const other = await api.call<Client>('post', '/clients/store', { name: uniqueName('Bob Lee'), email: 'bob@example.test' });

  await page.goto('/dashboard/clients');
  await expect(page.getByRole('heading', { name: 'Clients', exact: true })).toBeVisible();
  await expect(row(page, other.name)).toBeVisible();
  const total = await figure(statValue(page, 'Total Clients'));
  const active = await figure(statValue(page, 'Active'));
  const potential = await figure(statValue(page, 'Potential'));

  // An empty form says what is missing under both fields and sends nothing.
  await page.getByRole('button', { name: 'Add Client' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Client' });
  await add.getByRole('button', { name: 'Add Client' }).click();
  await expect(add.getByText('Name and email are required')).toHaveCount(2);

  await add.getByRole('textbox', { name: 'Name' }).fill(name);
  await add.getByRole('textbox', { name: 'Email' }).fill('jane@acme.test');
  await add.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0100');
  await add.getByRole('textbox', { name: 'Company' }).fill(company);
  await add.getByRole('textbox', { name: 'Address' }).fill('1 Main St\nSpringfield');
  await expect(add.locator('[data-field="status"]')).toContainText('Active');
  await page.screenshot({ path: '/tmp/shots/clients-dialog.png' });
  await add.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByText('Client added successfully')).toBeVisible();
  await expect(add).toBeHidden();

  const added = row(page, name);
  await expect(added).toBeVisible();
  await expect(added.getByText(company)).toBeVisible();
  await expect(added.getByRole('link', { name: 'Email jane@acme.test' })).toHaveAttribute('href', 'mailto:jane@acme.test');
  await expect(added.getByText('+1 555 0100')).toBeVisible();
  await expect(added.getByText('Active', { exact: true })).toBeVisible();
  await expect(statValue(page, 'Total Clients')).toHaveText(String(total + 1));
  await expect(statValue(page, 'Active')).toHaveText(String(active + 1));
  await page.screenshot({ path: '/tmp/shots/clients-page.png', fullPage: true });

  // Search: only the matching client is listed.
  const search = page.getByRole('textbox', { name: 'Search clients' });
  await search.fill(company);
  await expect(row(page, other.name)).toBeHidden();
  await expect(added).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);

  // Edit: status Potential, and link the project from the client's dialog.
  await pickFromMenu(page, name, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await pickOption(page, edit.getByRole('combobox', { name: 'Status' }), 'Potential');
  // A multiple select: one click picks (a second would drop it again).
  await edit.getByRole('combobox', { name: 'Projects' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: project.name }).click();
  await expect(edit.locator('[data-field="project_ids"] .ant-select-selection-item', { hasText: project.name })).toBeVisible();
  await edit.getByRole('textbox', { name: 'Name' }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(edit).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/clients-edit-dialog.png' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(added.getByText('Potential', { exact: true })).toBeVisible();
  await expect(added.getByRole('group', { name: `Projects: ${project.name}` })).toBeVisible();
  await expect(statValue(page, 'Potential')).toHaveText(String(potential + 1));
  await page.screenshot({ path: '/tmp/shots/clients-page-linked.png', fullPage: true });
  await expect(statValue(page, 'Active')).toHaveText(String(active));
  // The project is the client's on the server too.
  const projects = await api.call<{ id: number; client_id: number | null }[]>('get', '/projects');
  const linkedClient = (await api.call<{ items: Client[] }>('get', `/clients?search=${encodeURIComponent(company)}`)).items[0]!;
  expect(projects.find((candidate) => candidate.id === project.id)?.client_id).toBe(linkedClient.id);

  // Archive: it leaves the list and the cards; Show archived lists it, Restore brings it back.
  await pickFromMenu(page, name, 'Archive');
  await expect(page.getByText('Client archived')).toBeVisible();
  await expect(added).toBeHidden();
  await expect(statValue(page, 'Total Clients')).toHaveText(String(total));
  await page.getByRole('switch', { name: 'Show archived' }).click();
  await expect(added).toBeVisible();
  await expect(added.getByText('Archived', { exact: true })).toBeVisible();
  await pickFromMenu(page, name, 'Restore');
  await expect(page.getByText('Client restored')).toBeVisible();
  await expect(added).toBeHidden();
  await page.getByRole('switch', { name: 'Show archived' }).click();
  await expect(added).toBeVisible();
  await expect(statValue(page, 'Total Clients')).toHaveText(String(total + 1));

  // Nothing matches: the filtered empty state.
  await search.fill(uniqueName('nobody'));
  await expect(page.getByText('No clients found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/clients-empty-filtered.png', fullPage: true });
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toHaveValue('');

  // Delete a client without invoices: asked first.
  await expect(row(page, other.name)).toBeVisible();
  await pickFromMenu(page, other.name, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete Client' });
  await expect(confirm.getByText('Are you sure you want to delete this client?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Client deleted successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row(page, other.name)).toBeHidden();
  await expect(statValue(page, 'Total Clients')).toHaveText(String(total));
});
