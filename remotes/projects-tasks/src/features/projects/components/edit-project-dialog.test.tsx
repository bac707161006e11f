import { updateProject } from '@kanri/api-client';
import { PROJECT_MESSAGES, type Project, type ProjectUpdateRequest, type Role } from '@kanri/contracts';
import type { Client, ClientPage } from '@kanri/contracts/business';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, makeProject, renderWithApp, Reply, STAMP } from '../../../test-utils';
import { EditProjectDialog } from './edit-project-dialog';
import { PROJECT_TEXTS } from './project-texts';

// Lazy design-system parts (modal, select) are slow to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const E = PROJECT_TEXTS.edit;

/** A client of the workspace as GET /clients lists it. */
const client = (id: number, name: string, company = ''): Client => ({
  id,
  name,
  email: `client${id}@example.test`,
  phone: '',
  company,
  status: 'active',
  address: '',
  projects_count: 0,
  projects: [],
  invoices_count: 0,
  is_archived: false,
  created_at: STAMP,
  updated_at: STAMP,
});

const CLIENTS = [client(1, 'Jane Cooper', 'Acme Inc.'), client(2, 'Bob Lee')];

const page = (items: Client[]): ClientPage => ({
  items,
  total: items.length,
  page: 1,
  per_page: 100,
  counts: { total: items.length, active: items.length, potential: 0, inactive: 0, archived: 0 },
});

function setup({ project = makeProject(7, { name: 'Apollo' }), role = 'admin' }: { project?: Project; role?: Role } = {}) {
  const api = fakeApi({ 'GET /clients': () => page(CLIENTS) });
  const onSave = jest.fn<Promise<unknown>, [ProjectUpdateRequest]>(async () => undefined);
  const onClose = jest.fn();
  const view = renderWithApp(<EditProjectDialog project={project} onClose={onClose} onSave={onSave} />, { role });
  return { ...view, api, onSave, onClose };
}

const dialog = () => screen.findByRole('dialog', { name: E.title });

/** Picks an option of the open select by its text (the list renders in a portal). */
async function pickOption(user: ReturnType<typeof setup>['user'], text: string) {
  const option = await waitFor(() => {
    const found = screen
      .getAllByTitle(text)
      .find((element) => element.classList.contains('ant-select-item-option') && !element.closest('.ant-select-dropdown-hidden'));
    expect(found).toBeDefined();
    return found!;
  });
  await user.click(option);
}

describe('EditProjectDialog: the client', () => {
  it('links the project to a client picked among the workspace’s clients, sent with the rest', async () => {
    const { user, api, onSave } = setup();
    const edit = await dialog();
    const select = await within(edit).findByRole('combobox', { name: E.client });
    expect(within(edit).getByText(E.noClient)).toBeInTheDocument();
    await user.click(select);
    await pickOption(user, 'Jane Cooper · Acme Inc.');
    expect(screen.getAllByTitle('Bob Lee').length).toBeGreaterThan(0);
    // The non-archived clients, one page of 100.
    expect(api.callsTo('GET /clients').map((call) => Object.fromEntries(call.query))).toEqual([{ per_page: '100' }]);
    await user.click(within(edit).getByRole('button', { name: E.save }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual(expect.objectContaining({ id: 7, name: 'Apollo', client_id: 1 }));
    // The clients' Projects column changed: their lists refetch.
    await waitFor(() => expect(api.callsTo('GET /clients')).toHaveLength(2));
  });

  it('clears the client (no client), and sends no client when it did not change', async () => {
    const linked = makeProject(7, { name: 'Apollo', client_id: 2 });
    const first = setup({ project: linked });
    let edit = await dialog();
    await waitFor(() => expect(within(edit).getByTitle('Bob Lee')).toBeInTheDocument());
    await first.user.click(within(edit).getByRole('button', { name: E.save }));
    await waitFor(() => expect(first.onSave).toHaveBeenCalledTimes(1));
    expect(first.onSave.mock.calls[0]![0]).not.toHaveProperty('client_id');
    first.unmount();

    const second = setup({ project: linked });
    edit = await dialog();
    await waitFor(() => expect(within(edit).getByTitle('Bob Lee')).toBeInTheDocument());
    await second.user.click(edit.querySelector<HTMLElement>('[data-field="client_id"] .ant-select-clear')!);
    expect(within(edit).getByText(E.noClient)).toBeInTheDocument();
    await second.user.click(within(edit).getByRole('button', { name: E.save }));
    await waitFor(() => expect(second.onSave).toHaveBeenCalledTimes(1));
    expect(second.onSave.mock.calls[0]![0]).toEqual(expect.objectContaining({ id: 7, client_id: null }));
  });

  it('shows a linked client that is archived (not listed) as such', async () => {
    setup({ project: makeProject(7, { name: 'Apollo', client_id: 99 }) });
    const edit = await dialog();
    expect(await within(edit).findByTitle(E.archivedClient)).toBeInTheDocument();
  });

  it('puts the server’s refusal of the client under the field', async () => {
    const refusal = new Reply(422, {
      error: true,
      message: 'The given data was invalid.',
      errors: { client_id: [PROJECT_MESSAGES.clientInvalid] },
    });
    const api = fakeApi({ 'GET /clients': () => page(CLIENTS), 'PUT /projects/update': () => refusal });
    const view = renderWithApp(
      <EditProjectDialog project={makeProject(7, { name: 'Apollo' })} onClose={() => undefined} onSave={updateProject} />,
    );
    const edit = await dialog();
    await view.user.click(await within(edit).findByRole('combobox', { name: E.client }));
    await pickOption(view.user, 'Bob Lee');
    await view.user.click(within(edit).getByRole('button', { name: E.save }));
    const field = edit.querySelector<HTMLElement>('[data-field="client_id"]')!;
    expect(await within(field).findByRole('alert')).toHaveTextContent(PROJECT_MESSAGES.clientInvalid);
    expect(api.callsTo('PUT /projects/update').map((call) => (call.body as { client_id: number }).client_id)).toEqual([2]);
  });

  it('has no client select for a role without clients.list, and asks for no client', async () => {
    const { api } = setup({ role: 'member' });
    const edit = await dialog();
    expect(within(edit).getByLabelText(E.name)).toHaveValue('Apollo');
    expect(within(edit).queryByRole('combobox', { name: E.client })).not.toBeInTheDocument();
    expect(within(edit).queryByText(E.client)).not.toBeInTheDocument();
    expect(api.callsTo('GET /clients')).toHaveLength(0);
  });
});
