import { onWorkspaceChange, workspaceStorage, type WorkspaceChange } from '@kanri/api-client';
import { ROLE_LABELS, WORKSPACE_MESSAGES, type Workspace } from '@kanri/contracts';
import { formatDay } from '@kanri/design-system';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, makeWorkspace, renderWithApp, Reply, type ApiCall } from '../../../test-utils';
import { WORKSPACE_TEXTS } from '../texts';
import WorkspacesPage from './workspaces-page';

// Lazy design-system parts (table, modal, input) are slow to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const T = WORKSPACE_TEXTS;

const TEAM = makeWorkspace(1, { member_count: 4, created_at: '2026-01-05T10:00:00.000Z' });
const SIDE = makeWorkspace(2, {
  name: 'Side Project',
  role: 'developer',
  member_count: 1,
  created_at: '2026-02-01T10:00:00.000Z',
});
const CLIENT = makeWorkspace(3, { name: 'Client Work', role: 'admin', member_count: 7 });

let stopListening: () => void = () => undefined;
afterEach(() => {
  stopListening();
  workspaceStorage.set(1);
});

function setup({
  workspaces = [TEAM, SIDE, CLIENT],
  currentId = 1,
  handlers = {},
}: { workspaces?: Workspace[]; currentId?: number; handlers?: Record<string, (call: ApiCall) => unknown> } = {}) {
  workspaceStorage.set(currentId);
  let rows = [...workspaces];
  const api = fakeApi({
    'GET /workspaces': () => rows,
    'POST /workspaces/store': (call) => {
      const created = makeWorkspace(9, { name: (call.body as { name: string }).name, created_at: new Date().toISOString() });
      rows = [...rows, created];
      return created;
    },
    'PUT /workspaces/update': (call) => {
      const body = call.body as { id: number; name: string };
      rows = rows.map((row) => (row.id === body.id ? { ...row, name: body.name } : row));
      return rows.find((row) => row.id === body.id);
    },
    ...handlers,
  });
  const changes: WorkspaceChange[] = [];
  stopListening = onWorkspaceChange((change) => changes.push(change));
  const view = renderWithApp(<WorkspacesPage />);
  return { ...view, api, changes };
}

const row = (id: number) =>
  screen.getAllByTestId('workspace-row').find((element) => element.getAttribute('data-workspace-id') === String(id))!;

async function rows() {
  return screen.findAllByTestId('workspace-row');
}

describe('WorkspacesPage', () => {
  it("lists the user's workspaces with their role, member count and creation date, and marks the current one", async () => {
    setup({ currentId: 2 });
    expect(await rows()).toHaveLength(3);
    expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(within(row(1)).getByText('Team Space')).toBeInTheDocument();
    expect(within(row(1)).getByText(ROLE_LABELS.admin)).toBeInTheDocument();
    expect(within(row(1)).getByText(T.members(4))).toBeInTheDocument();
    expect(within(row(1)).getByText(formatDay(TEAM.created_at))).toBeInTheDocument();
    expect(within(row(2)).getByText(ROLE_LABELS.developer)).toBeInTheDocument();
    expect(within(row(2)).getByText(T.members(1))).toBeInTheDocument();

    expect(within(row(2)).getByTestId('workspace-current')).toHaveTextContent(T.current);
    expect(within(row(2)).queryByText(T.switchTo)).not.toBeInTheDocument();
    expect(within(row(1)).queryByTestId('workspace-current')).not.toBeInTheDocument();
    expect(within(row(1)).getByText(T.switchTo)).toBeInTheDocument();
  });

  it('Switch switches to that workspace with the same call as the header', async () => {
    const view = setup();
    await rows();
    await view.user.click(within(row(3)).getByText(T.switchTo));
    expect(workspaceStorage.get()).toBe(3);
    expect(view.changes).toEqual([{ workspaceId: 3, previousId: 1, reason: 'switch' }]);
    await waitFor(() => expect(within(row(3)).getByTestId('workspace-current')).toBeInTheDocument());
  });

  it('offers New Workspace only to admins of the current workspace, and Rename only where the user is admin', async () => {
    setup({ currentId: 2 });
    await rows();
    expect(screen.queryByText(T.newWorkspace)).not.toBeInTheDocument();
    expect(within(row(1)).getByLabelText(T.renameLabel('Team Space'))).toBeInTheDocument();
    expect(within(row(2)).queryByLabelText(T.renameLabel('Side Project'))).not.toBeInTheDocument();
  });

  it('creates a workspace, says so, and switches to it', async () => {
    const view = setup();
    await rows();
    await view.user.click(screen.getByText(T.newWorkspace));
    const input = await screen.findByLabelText(T.name);
    await view.user.type(input, '  Moon Base  ');
    await view.user.click(screen.getByText(T.createDialog.submit));
    expect(await screen.findByText(WORKSPACE_MESSAGES.created)).toBeInTheDocument();
    expect(view.api.callsTo('POST /workspaces/store').map((call) => call.body)).toEqual([{ name: 'Moon Base' }]);
    expect(workspaceStorage.get()).toBe(9);
    expect(view.changes).toEqual([{ workspaceId: 9, previousId: 1, reason: 'switch' }]);
    await waitFor(() => expect(within(row(9)).getByText('Moon Base')).toBeInTheDocument());
  });

  it('refuses a blank name without sending, and shows the server’s 422 message under the name', async () => {
    const view = setup({
      handlers: {
        'PUT /workspaces/update': () =>
          new Reply(422, {
            error: true,
            message: 'The given data was invalid.',
            errors: { name: [WORKSPACE_MESSAGES.nameTooLong] },
          }),
      },
    });
    await rows();
    await view.user.click(within(row(3)).getByLabelText(T.renameLabel('Client Work')));
    const input = await screen.findByLabelText(T.name);
    expect(input).toHaveValue('Client Work');
    await view.user.clear(input);
    await view.user.type(input, '   ');
    await view.user.click(screen.getByText(T.renameDialog.submit));
    expect(await screen.findByText(WORKSPACE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(view.api.callsTo('PUT /workspaces/update')).toHaveLength(0);

    await view.user.type(input, 'Clients');
    await view.user.click(screen.getByText(T.renameDialog.submit));
    expect(await screen.findByText(WORKSPACE_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(view.api.callsTo('PUT /workspaces/update').map((call) => call.body)).toEqual([{ id: 3, name: 'Clients' }]);
  });

  it('renames a workspace and shows the new name', async () => {
    const view = setup();
    await rows();
    await view.user.click(within(row(1)).getByLabelText(T.renameLabel('Team Space')));
    const input = await screen.findByLabelText(T.name);
    await view.user.clear(input);
    await view.user.type(input, 'Headquarters{Enter}');
    expect(await screen.findByText(WORKSPACE_MESSAGES.updated)).toBeInTheDocument();
    await waitFor(() => expect(within(row(1)).getByText('Headquarters')).toBeInTheDocument());
    expect(view.changes).toEqual([]);
  });

  it('shows an error with Retry when the list cannot be loaded, and an empty state for no workspaces', async () => {
    let fail = true;
    const view = setup({
      handlers: { 'GET /workspaces': () => (fail ? new Reply(500, { error: true, message: 'Server down' }) : []) },
    });
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('Server down')).toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByText('Retry'));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });
});
