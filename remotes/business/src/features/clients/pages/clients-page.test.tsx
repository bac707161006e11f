import { CLIENT_MESSAGES, type Client } from '@kanri/contracts/business';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeClient, Reply, spyOnToasts, toastTexts } from '../../../test-utils';
import { cardValue, clientPage, findRow, openMenu, renderClientsPage } from '../test-support';
import { CLIENT_TEXTS } from '../texts';

// Lazy design-system parts (table, inputs, modal, select) are slow to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const T = CLIENT_TEXTS;
const D = T.dialog;

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
const statusFilter = () => screen.getByRole('radiogroup', { name: T.statusFilter.label });
const lastQuery = (view: ReturnType<typeof renderClientsPage>) =>
  Object.fromEntries(view.api.callsTo('GET /clients').at(-1)!.query);

const ACME = makeClient(1, {
  name: 'Jane Cooper',
  email: 'jane@acme.test',
  phone: '+1 555 0100',
  company: 'Acme Inc.',
  status: 'potential',
  address: '1 Main St',
  projects: [
    { id: 1, name: 'Website', color: '#befca9' },
    { id: 2, name: 'Mobile app', color: '#a78bfa' },
  ],
  projects_count: 2,
});

/** Picks an option of an open antd select by its text (the list renders in a portal). */
async function pickOption(user: ReturnType<typeof renderClientsPage>['user'], text: string) {
  const option = await waitFor(() => {
    const found = screen
      .getAllByTitle(text)
      .find((element) => element.classList.contains('ant-select-item-option') && !element.closest('.ant-select-dropdown-hidden'));
    expect(found).toBeDefined();
    return found!;
  });
  await user.click(option);
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ClientsPage', () => {
  it('shows the header, the cards from the reply’s counts and the table', async () => {
    const view = renderClientsPage({
      list: clientPage([ACME, makeClient(2, { name: 'Bob Lee', status: 'inactive' })], {
        counts: { total: 9, active: 5, potential: 3, inactive: 1 },
      }),
    });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(screen.getByText(T.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.add })).toBeInTheDocument();
    await waitFor(() => expect(cardValue(T.cards.total)).toBe('9'));
    expect(cardValue(T.cards.active)).toBe('5');
    expect(cardValue(T.cards.potential)).toBe('3');
    expect(cardValue(T.cards.inactive)).toBe('1');

    const row = await findRow('Jane Cooper');
    for (const header of [T.table.client, T.table.contact, T.table.status, T.table.projects, T.table.added, T.table.actions]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('Acme Inc.')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: T.table.emailLabel('jane@acme.test') })).toHaveAttribute(
      'href',
      'mailto:jane@acme.test',
    );
    expect(within(row).getByText('+1 555 0100')).toBeInTheDocument();
    expect(within(row).getByText('Potential')).toBeInTheDocument();
    const projects = within(row).getByRole('group', { name: 'Projects: Website, Mobile app' });
    expect(projects).toHaveTextContent('WebsiteMobile app');
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('Nov 1, 2026')).toBeInTheDocument();
    expect(within(await findRow('Bob Lee')).getByText('Inactive')).toBeInTheDocument();

    expect(view.api.callsTo('GET /clients').map((call) => Object.fromEntries(call.query))).toEqual([
      { page: '1', per_page: '20' },
    ]);
    // The projects are asked for once a dialog needs them.
    expect(view.api.callsTo('GET /projects')).toHaveLength(0);
  });

  it('shows three project tags then +N', async () => {
    const projects = ['A', 'B', 'C', 'D', 'E'].map((name, index) => ({
      id: index + 1,
      name: `Project ${name}`,
      color: '#befca9',
    }));
    renderClientsPage({ list: clientPage([makeClient(1, { name: 'Many', projects, projects_count: 5 })]) });
    const row = await findRow('Many');
    const group = within(row).getByRole('group');
    expect(group).toHaveAccessibleName('Projects: Project A, Project B, Project C, Project D, Project E');
    expect(group).toHaveTextContent('Project AProject BProject C+2');
  });

  it('sends the search once typing pauses, the status filter, Show archived and the page; a new filter starts on page 1', async () => {
    // A few rows of a longer list (fewer rows render faster on a busy machine).
    const many = Array.from({ length: 5 }, (_, index) => makeClient(index + 1, { name: `Client ${index + 1}` }));
    const view = renderClientsPage({
      list: (call) => clientPage(many, { total: 45, page: Number(call.query.get('page') ?? 1), counts: { total: 45 } }),
    });
    await findRow('Client 1');

    await view.user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ page: '2' }));

    await view.user.type(screen.getByRole('textbox', { name: T.search.label }), 'acme');
    await waitFor(() => expect(lastQuery(view)).toEqual({ search: 'acme', page: '1', per_page: '20' }));
    // One request for the whole word, not one per key.
    expect(view.api.callsTo('GET /clients').filter((call) => call.query.has('search'))).toHaveLength(1);

    await view.user.click(within(statusFilter()).getByText(T.statuses.potential));
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ search: 'acme', status: 'potential', page: '1' }));
    await view.user.click(screen.getByRole('switch', { name: T.showArchived }));
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ status: 'potential', archived: 'true' }));
    await view.user.click(within(statusFilter()).getByText(T.statusFilter.all));
    await waitFor(() => expect(lastQuery(view)).not.toHaveProperty('status'));
    expect(
      within(statusFilter())
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['All', 'Active', 'Potential', 'Inactive']);
  });

  it('shows No clients found with Add your first client and the Add Client button when there are none', async () => {
    const view = renderClientsPage();
    expect(await screen.findByText(T.empty.title)).toBeInTheDocument();
    expect(screen.getByText(T.empty.hint)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: T.add })).toHaveLength(2);
    await view.user.click(screen.getAllByRole('button', { name: T.add })[1]!);
    expect(await dialogNamed(D.createTitle)).toBeInTheDocument();
  });

  it('shows No clients found with a hint to adjust the search when the filter matches none, and clears it', async () => {
    const view = renderClientsPage({
      list: (call) => (call.query.has('search') ? clientPage([], { counts: { total: 3 } }) : clientPage([ACME])),
    });
    await findRow('Jane Cooper');
    await view.user.type(screen.getByRole('textbox', { name: T.search.label }), 'zzz');
    expect(await screen.findByText(T.empty.filteredHint)).toBeInTheDocument();
    expect(screen.getByText(T.empty.title)).toBeInTheDocument();
    expect(screen.queryByText(T.empty.hint)).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: T.empty.clear }));
    await findRow('Jane Cooper');
    expect(screen.getByRole('textbox', { name: T.search.label })).toHaveValue('');
  });

  it('shows Failed to load clients with the server’s message, and retries', async () => {
    let fail = true;
    const view = renderClientsPage({
      list: () => (fail ? new Reply(500, { error: true, message: 'The database is asleep.' }) : clientPage([ACME])),
    });
    expect(await screen.findByText(CLIENT_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('The database is asleep.')).toBeInTheDocument();
    expect(cardValue(T.cards.total)).toBe('—');
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    await findRow('Jane Cooper');
  });

  it('shows a member a 403 panel and asks for nothing', async () => {
    const view = renderClientsPage({ list: clientPage([ACME]), options: { role: 'member' } });
    expect(await screen.findByText(T.forbidden)).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.add })).not.toBeInTheDocument();
    expect(view.api.calls).toHaveLength(0);
  });

  it('shows the 403 panel when the server refuses the list (the role changed meanwhile)', async () => {
    renderClientsPage({ list: () => new Reply(403, { error: true, message: 'Forbidden' }) });
    expect(await screen.findByText(T.forbidden)).toBeInTheDocument();
    expect(screen.queryByText(CLIENT_MESSAGES.loadFailed)).not.toBeInTheDocument();
  });

  describe('Add Client', () => {
    it('says Name and email are required under both fields, and sends nothing', async () => {
      const view = renderClientsPage();
      await view.user.click((await screen.findAllByRole('button', { name: T.add }))[0]!);
      const dialog = await dialogNamed(D.createTitle);
      await view.user.click(within(dialog).getByRole('button', { name: D.create }));
      await waitFor(() => expect(within(dialog).getAllByRole('alert')).toHaveLength(2));
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual([CLIENT_MESSAGES.required, CLIENT_MESSAGES.required]);
      for (const label of [D.name, D.email]) {
        expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      }
      expect(view.api.callsTo('POST /clients/store')).toHaveLength(0);
    });

    it('adds a client with its projects (Active by default), says so and refreshes the list', async () => {
      const toasts = spyOnToasts();
      const created: Client[] = [];
      const view = renderClientsPage({
        list: () => clientPage(created),
        handlers: {
          'POST /clients/store': () => {
            const client = makeClient(9, {
              name: 'Jane Cooper',
              email: 'jane@acme.test',
              projects: [{ id: 3, name: 'Rebrand', color: '#fb923c' }],
              projects_count: 1,
            });
            created.push(client);
            return new Reply(201, { error: false, message: CLIENT_MESSAGES.created, data: client });
          },
        },
      });
      await view.user.click((await screen.findAllByRole('button', { name: T.add }))[0]!);
      const dialog = await dialogNamed(D.createTitle);
      expect(within(dialog).getByTitle(T.statuses.active)).toBeInTheDocument();
      await view.user.type(within(dialog).getByLabelText(D.name), ' Jane Cooper ');
      await view.user.type(within(dialog).getByLabelText(D.email), 'jane@acme.test');
      await view.user.type(within(dialog).getByLabelText(D.phone), '+1 555 0100');
      await view.user.type(within(dialog).getByLabelText(D.company), 'Acme Inc.');
      await view.user.type(within(dialog).getByLabelText(D.address), '1 Main St');
      await view.user.click(within(dialog).getByRole('combobox', { name: D.projects }));
      await pickOption(view.user, 'Rebrand');

      await view.user.click(within(dialog).getByRole('button', { name: D.create }));
      await waitFor(() => expect(view.api.callsTo('POST /clients/store')).toHaveLength(1));
      expect(view.api.callsTo('POST /clients/store')[0]!.body).toEqual({
        name: 'Jane Cooper',
        email: 'jane@acme.test',
        phone: '+1 555 0100',
        company: 'Acme Inc.',
        status: 'active',
        address: '1 Main St',
        project_ids: [3],
      });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: D.createTitle })).not.toBeInTheDocument());
      expect(toastTexts(toasts.success)).toEqual([CLIENT_MESSAGES.created]);
      const row = await findRow('Jane Cooper');
      expect(within(row).getByRole('group', { name: 'Projects: Rebrand' })).toBeInTheDocument();
    });

    it('puts a 422’s messages under their fields, and toasts other failures (the server’s message, else Failed to add client)', async () => {
      const toasts = spyOnToasts();
      const replies = [
        new Reply(503, { error: true, message: 'Clients are read-only during maintenance.' }),
        new Reply(502, { error: true, message: '' }),
        new Reply(422, {
          error: true,
          message: 'The given data was invalid.',
          errors: { email: [CLIENT_MESSAGES.emailInvalid] },
        }),
      ];
      const view = renderClientsPage({ handlers: { 'POST /clients/store': () => replies.shift() } });
      await view.user.click((await screen.findAllByRole('button', { name: T.add }))[0]!);
      const dialog = await dialogNamed(D.createTitle);
      await view.user.type(within(dialog).getByLabelText(D.name), 'Jane');
      await view.user.type(within(dialog).getByLabelText(D.email), 'jane@acme.test');
      const save = within(dialog).getByRole('button', { name: D.create });

      await view.user.click(save);
      await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Clients are read-only during maintenance.']));
      await view.user.click(save);
      await waitFor(() => expect(toastTexts(toasts.error).at(-1)).toBe(CLIENT_MESSAGES.createFailed));
      await view.user.click(save);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(CLIENT_MESSAGES.emailInvalid);
      expect(within(dialog).getByLabelText(D.email)).toHaveAttribute('aria-invalid', 'true');
      expect(toastTexts(toasts.error)).toHaveLength(2);
      expect(screen.getByRole('dialog', { name: D.createTitle })).toBeInTheDocument();
    });
  });

  describe('Edit', () => {
    it('prefills the form, sends what changed (status, the projects as a set), says so and refreshes', async () => {
      const toasts = spyOnToasts();
      let stored = ACME;
      const view = renderClientsPage({
        list: () => clientPage([stored]),
        handlers: {
          'POST /clients/update': () => {
            stored = {
              ...ACME,
              status: 'active',
              projects: [
                { id: 2, name: 'Mobile app', color: '#a78bfa' },
                { id: 3, name: 'Rebrand', color: '#fb923c' },
              ],
            };
            return stored;
          },
        },
      });
      await view.user.click(within(await openMenu(view.user, 'Jane Cooper')).getByText(T.menu.edit));
      const dialog = await dialogNamed(D.editTitle);
      expect(within(dialog).getByLabelText(D.name)).toHaveValue('Jane Cooper');
      expect(within(dialog).getByLabelText(D.email)).toHaveValue('jane@acme.test');
      expect(within(dialog).getByLabelText(D.phone)).toHaveValue('+1 555 0100');
      expect(within(dialog).getByLabelText(D.company)).toHaveValue('Acme Inc.');
      expect(within(dialog).getByLabelText(D.address)).toHaveValue('1 Main St');
      expect(within(dialog).getByTitle(T.statuses.potential)).toBeInTheDocument();
      expect(within(dialog).getByTitle('Website')).toBeInTheDocument();
      expect(within(dialog).getByTitle('Mobile app')).toBeInTheDocument();

      await view.user.click(within(dialog).getByRole('combobox', { name: D.status }));
      await pickOption(view.user, T.statuses.active);
      // Unlink Website, link Rebrand.
      const website = within(dialog).getByTitle('Website').closest('.ant-select-selection-item')!;
      fireEvent.click(website.querySelector('.ant-select-selection-item-remove')!);
      await view.user.click(within(dialog).getByRole('combobox', { name: D.projects }));
      await pickOption(view.user, 'Rebrand');
      await view.user.click(within(dialog).getByRole('button', { name: D.save }));

      await waitFor(() => expect(view.api.callsTo('POST /clients/update')).toHaveLength(1));
      expect(view.api.callsTo('POST /clients/update')[0]!.body).toEqual({ id: 1, status: 'active', project_ids: [2, 3] });
      await waitFor(() => expect(toastTexts(toasts.success)).toEqual([CLIENT_MESSAGES.updated]));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: D.editTitle })).not.toBeInTheDocument());
      await waitFor(async () =>
        expect(
          within(await findRow('Jane Cooper')).getByRole('group', { name: 'Projects: Mobile app, Rebrand' }),
        ).toBeInTheDocument(),
      );
    });

    it('toasts the server’s refusal, else Failed to update client', async () => {
      const toasts = spyOnToasts();
      const replies = [
        new Reply(404, { error: true, message: 'Client not found.' }),
        new Reply(500, { error: true, message: '' }),
      ];
      const view = renderClientsPage({
        list: clientPage([ACME]),
        handlers: { 'POST /clients/update': () => replies.shift() },
      });
      await view.user.click(within(await openMenu(view.user, 'Jane Cooper')).getByText(T.menu.edit));
      const dialog = await dialogNamed(D.editTitle);
      fireEvent.change(within(dialog).getByLabelText(D.name), { target: { value: 'Jane C.' } });
      await view.user.click(within(dialog).getByRole('button', { name: D.save }));
      await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Client not found.']));
      await view.user.click(within(dialog).getByRole('button', { name: D.save }));
      await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Client not found.', CLIENT_MESSAGES.updateFailed]));
    });
  });

  describe('Archive and Restore', () => {
    it('archives a client from its menu and restores it from the archived list', async () => {
      const toasts = spyOnToasts();
      let stored = ACME;
      const view = renderClientsPage({
        list: (call) =>
          clientPage(
            call.query.get('archived') === 'true' ? (stored.is_archived ? [stored] : []) : stored.is_archived ? [] : [stored],
          ),
        handlers: {
          'POST /clients/update': (call) => {
            stored = { ...stored, is_archived: (call.body as { is_archived: boolean }).is_archived };
            return stored;
          },
        },
      });
      await view.user.click(within(await openMenu(view.user, 'Jane Cooper')).getByText(T.menu.archive));
      await waitFor(() => expect(toastTexts(toasts.success)).toEqual([CLIENT_MESSAGES.archived]));
      expect(view.api.callsTo('POST /clients/update').map((call) => call.body)).toEqual([{ id: 1, is_archived: true }]);
      expect(await screen.findByText(T.empty.hint)).toBeInTheDocument();

      await view.user.click(screen.getByRole('switch', { name: T.showArchived }));
      const row = await findRow('Jane Cooper');
      expect(within(row).getByText(T.table.archived)).toBeInTheDocument();
      const menu = await openMenu(view.user, 'Jane Cooper');
      expect(within(menu).queryByText(T.menu.archive)).not.toBeInTheDocument();
      await view.user.click(within(menu).getByText(T.menu.restore));
      await waitFor(() => expect(toastTexts(toasts.success)).toEqual([CLIENT_MESSAGES.archived, CLIENT_MESSAGES.restored]));
      expect(view.api.callsTo('POST /clients/update').at(-1)!.body).toEqual({ id: 1, is_archived: false });
    });
  });

  describe('Delete', () => {
    it('asks first, deletes, says so and refreshes the list', async () => {
      const toasts = spyOnToasts();
      let items = [ACME];
      const view = renderClientsPage({
        list: () => clientPage(items),
        handlers: {
          'DELETE /clients/destroy/:id': () => {
            items = [];
            return { id: 1 };
          },
        },
      });
      await view.user.click(within(await openMenu(view.user, 'Jane Cooper')).getByText(T.menu.delete));
      const dialog = await dialogNamed(T.deleteDialog.title);
      expect(within(dialog).getByText('Are you sure you want to delete this client?')).toBeInTheDocument();
      await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));
      await waitFor(() =>
        expect(view.api.callsTo('DELETE /clients/destroy/:id').map((call) => call.params)).toEqual([{ id: '1' }]),
      );
      await waitFor(() => expect(toastTexts(toasts.success)).toEqual([CLIENT_MESSAGES.deleted]));
      expect(await screen.findByText(T.empty.hint)).toBeInTheDocument();
    });

    it('shows the refusal of a client with invoices inside the question, and archives it instead', async () => {
      const toasts = spyOnToasts();
      let stored = makeClient(4, { name: 'Billed Ltd', invoices_count: 2 });
      const view = renderClientsPage({
        list: () => clientPage(stored.is_archived ? [] : [stored]),
        handlers: {
          'DELETE /clients/destroy/:id': () => new Reply(422, { error: true, message: CLIENT_MESSAGES.hasInvoices }),
          'POST /clients/update': () => {
            stored = { ...stored, is_archived: true };
            return stored;
          },
        },
      });
      await view.user.click(within(await openMenu(view.user, 'Billed Ltd')).getByText(T.menu.delete));
      const dialog = await dialogNamed(T.deleteDialog.title);
      await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));
      expect(await within(dialog).findByText(CLIENT_MESSAGES.hasInvoices)).toBeInTheDocument();
      expect(toastTexts(toasts.error)).toEqual([]);
      expect(screen.getByRole('dialog', { name: T.deleteDialog.title })).toBeInTheDocument();

      await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.archiveInstead }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: T.deleteDialog.title })).not.toBeInTheDocument());
      expect(view.api.callsTo('POST /clients/update').map((call) => call.body)).toEqual([{ id: 4, is_archived: true }]);
      expect(toastTexts(toasts.success)).toEqual([CLIENT_MESSAGES.archived]);
      expect(await screen.findByText(T.empty.hint)).toBeInTheDocument();
    });

    it('toasts another failure (the server’s message, else Failed to delete client) and keeps the question open', async () => {
      const toasts = spyOnToasts();
      const replies = [
        new Reply(404, { error: true, message: 'Client not found.' }),
        new Reply(500, { error: true, message: '' }),
      ];
      const view = renderClientsPage({
        list: clientPage([ACME]),
        handlers: { 'DELETE /clients/destroy/:id': () => replies.shift() },
      });
      await view.user.click(within(await openMenu(view.user, 'Jane Cooper')).getByText(T.menu.delete));
      const dialog = await dialogNamed(T.deleteDialog.title);
      await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));
      await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Client not found.']));
      await waitFor(() => expect(within(dialog).getByRole('button', { name: T.deleteDialog.ok })).toBeEnabled());
      await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));
      await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Client not found.', CLIENT_MESSAGES.deleteFailed]));
      expect(screen.getByRole('dialog', { name: T.deleteDialog.title })).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: T.deleteDialog.archiveInstead })).not.toBeInTheDocument();
    });
  });

  describe('?client=ID (a search result)', () => {
    const archivedClient = makeClient(7, { name: 'Old Co', email: 'old@co.test', is_archived: true });
    // Current clients, or the archived ones with archived=true (as the server pages them).
    const list = (call: { query: URLSearchParams }) =>
      clientPage(call.query.get('archived') === 'true' ? [archivedClient] : [ACME], {
        per_page: Number(call.query.get('per_page') ?? 20),
      });

    it('opens the client’s edit dialog, archived ones too; closing it takes the parameter off the URL', async () => {
      const view = renderClientsPage({ list, options: { path: '/dashboard/clients?client=7' } });
      const dialog = await dialogNamed(D.editTitle);
      expect(within(dialog).getByLabelText(D.name)).toHaveValue('Old Co');
      expect(view.router.state.location.search).toBe('?client=7');
      await view.user.click(within(dialog).getByRole('button', { name: D.cancel }));
      await waitFor(() => expect(view.router.state.location.search).toBe(''));
      expect(view.router.state.historyAction).toBe('REPLACE');
    });

    it('toasts No clients found for an unknown id and removes the parameter', async () => {
      const toasts = spyOnToasts();
      const view = renderClientsPage({ list, options: { path: '/dashboard/clients?client=404' } });
      await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['No clients found']));
      await waitFor(() => expect(view.router.state.location.search).toBe(''));
      expect(screen.queryByRole('dialog', { name: D.editTitle })).not.toBeInTheDocument();
      expect(await findRow('Jane Cooper')).toBeInTheDocument();
    });
  });
});
