import { dispatchPresenceEvent } from '@kanri/api-client';
import { TEAM_MESSAGES, VALIDATION_FAILED_MESSAGE, type Member, type Role } from '@kanri/contracts';
import { fakeApi, makeMember, renderWithApp, Reply } from '@kanri/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { TEAM_TEXTS } from '../texts';
import TeamMembersPage from './team-members-page';

const T = TEAM_TEXTS;

const ADA = makeMember(1, {
  first_name: 'Ada',
  last_name: 'Lovelace',
  full_name: 'Ada Lovelace',
  email: 'ada@kanri.test',
  role: 'admin',
  presence: 'online',
  tasks_assigned: 5,
  tasks_completed: 3,
  hours_this_month: 12.5,
});
const GRACE = makeMember(2, {
  first_name: 'Grace',
  last_name: 'Hopper',
  full_name: 'Grace Hopper',
  email: 'grace@kanri.test',
  role: 'developer',
  presence: 'away',
  on_leave: true,
});
const ALAN = makeMember(3, {
  first_name: 'Alan',
  last_name: 'Turing',
  full_name: 'Alan Turing',
  email: 'alan@kanri.test',
  role: 'designer',
  status: 'invited',
  membership_status: 'invited',
});
const MEMBERS = [ADA, GRACE, ALAN];

const renderPage = (role: Role = 'admin') => renderWithApp(<TeamMembersPage />, { role });

/** The figure on a card (Total Users, Online, Admins, Developers). */
function cardValue(title: string): string {
  const cards = screen.getByRole('region', { name: T.cards.label });
  return within(cards).getByText(title).parentElement!.children[1]!.textContent ?? '';
}

/** The table row of a member, found by their name. */
async function findRow(name: string): Promise<HTMLElement> {
  const cell = await screen.findByText(name, { selector: '.ant-table-row *' });
  return cell.closest('tr')!;
}

/** Picks an option of an open antd select by its text (the list renders in a portal). */
async function pickOption(user: ReturnType<typeof renderPage>['user'], text: string) {
  const option = await waitFor(() => {
    const found = screen
      .getAllByTitle(text)
      .find((element) => element.classList.contains('ant-select-item-option') && !element.closest('.ant-select-dropdown-hidden'));
    expect(found).toBeDefined();
    return found!;
  });
  await user.click(option);
}

describe('Team Members', () => {
  it('shows the subtitle, the cards, and per member role, presence, leave, tasks, hours and joined date', async () => {
    const api = fakeApi({ 'GET /users': () => MEMBERS });
    renderPage('developer');

    const ada = await findRow('Ada Lovelace');
    expect(screen.getByText(T.subtitle)).toBeInTheDocument();
    expect(cardValue(T.cards.total)).toBe('3');
    expect(cardValue(T.cards.online)).toBe('1');
    expect(cardValue(T.cards.admins)).toBe('1');
    expect(cardValue(T.cards.developers)).toBe('1');

    expect(within(ada).getByText('AL')).toBeInTheDocument();
    expect(within(ada).getByText(T.roles.admin)).toBeInTheDocument();
    expect(within(ada).getByText(T.presence.online)).toBeInTheDocument();
    expect(within(ada).getByLabelText(T.tasks(5, 3))).toHaveTextContent('5 / 3');
    expect(within(ada).getByText('12.5 h')).toBeInTheDocument();
    expect(within(ada).getByText('(You)', { exact: false })).toBeInTheDocument();
    const grace = await findRow('Grace Hopper');
    expect(within(grace).getByText(T.presence.away)).toBeInTheDocument();
    expect(within(grace).getByText(T.onLeave)).toBeInTheDocument();
    const alan = await findRow('Alan Turing');
    expect(within(alan).getByText(T.invited)).toBeInTheDocument();
    expect(within(alan).queryByText(T.presence.offline)).not.toBeInTheDocument();

    // The list asks in the viewer's time zone (today's leave, this month's hours).
    expect(api.callsTo('GET /users')[0]!.query.get('time_zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // Not an admin: no actions, no Add User.
    expect(screen.queryByRole('columnheader', { name: T.columns.actions })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add User/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.actions.remove('Grace Hopper') })).not.toBeInTheDocument();
  });

  it('searches by name or e-mail and filters by role and status', async () => {
    fakeApi({ 'GET /users': () => MEMBERS });
    const { user } = renderPage();
    await findRow('Ada Lovelace');

    await user.type(screen.getByLabelText(T.searchPlaceholder), 'hopper');
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument());
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(T.searchPlaceholder));
    await user.type(screen.getByLabelText(T.searchPlaceholder), 'alan@');
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(screen.getByText('Alan Turing')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(T.searchPlaceholder));

    await user.click(screen.getByRole('combobox', { name: T.filters.role }));
    await pickOption(user, 'Designer');
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument());
    expect(screen.getByText('Alan Turing')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: T.filters.role }));
    await pickOption(user, T.filters.allRoles);

    await user.click(screen.getByRole('combobox', { name: T.filters.status }));
    await pickOption(user, T.onLeave);
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument());
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByText('Alan Turing')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: T.filters.status }));
    await pickOption(user, T.presence.online);
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: T.filters.status }));
    await pickOption(user, T.presence.offline);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.clearFilters }));
    expect(await screen.findByText('Alan Turing')).toBeInTheDocument();
  });

  it('shows presence changes live: the badge and the Online card follow presence.changed', async () => {
    fakeApi({ 'GET /users': () => MEMBERS });
    renderPage('member');
    const grace = await findRow('Grace Hopper');
    expect(cardValue(T.cards.online)).toBe('1');

    act(() => dispatchPresenceEvent({ type: 'presence.changed', workspace_id: 1, user_id: 2, status: 'online', at: '' }, 1));
    await waitFor(() => expect(within(grace).getByText(T.presence.online)).toBeInTheDocument());
    expect(cardValue(T.cards.online)).toBe('2');

    act(() => dispatchPresenceEvent({ type: 'presence.changed', workspace_id: 1, user_id: 1, status: 'offline', at: '' }, 1));
    const ada = await findRow('Ada Lovelace');
    await waitFor(() => expect(within(ada).getByText(T.presence.offline)).toBeInTheDocument());
    expect(cardValue(T.cards.online)).toBe('1');
  });

  it('reloads when someone the list does not hold yet comes online', async () => {
    const api = fakeApi({ 'GET /users': () => MEMBERS });
    renderPage('member');
    await findRow('Ada Lovelace');
    act(() => dispatchPresenceEvent({ type: 'presence.changed', workspace_id: 1, user_id: 9, status: 'online', at: '' }, 1));
    await waitFor(() => expect(api.callsTo('GET /users')).toHaveLength(2));
  });

  describe('Add User', () => {
    it('needs a name and an e-mail, starts at developer, shows the uppercased initials, and invites', async () => {
      const api = fakeApi({
        'GET /users': () => MEMBERS,
        'POST /users/store': () => makeMember(4, { membership_status: 'invited' }),
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: /Add User/ }));
      const dialog = await screen.findByRole('dialog');
      const send = within(dialog).getByRole('button', { name: T.dialog.submit });
      expect(send).toBeDisabled();
      expect(within(dialog).getByTitle('Developer')).toBeInTheDocument();
      await user.type(within(dialog).getByPlaceholderText(T.dialog.namePlaceholder), 'katherine johnson');
      expect(within(dialog).getByLabelText(T.dialog.avatarLabel('KJ'))).toHaveTextContent('KJ');
      expect(send).toBeDisabled();
      await user.type(within(dialog).getByPlaceholderText(T.dialog.emailPlaceholder), 'kj@kanri.test');
      await user.click(send);

      expect(await screen.findByText(T.invitedToast('kj@kanri.test'))).toBeInTheDocument();
      expect(api.callsTo('POST /users/store').map((call) => call.body)).toEqual([
        { name: 'katherine johnson', email: 'kj@kanri.test', role: 'developer' },
      ]);
      await waitFor(() => expect(api.callsTo('GET /users')).toHaveLength(2));
    });

    it('shows a server field error under its field, keeping the dialog open', async () => {
      fakeApi({
        'GET /users': () => MEMBERS,
        'POST /users/store': () =>
          new Reply(422, { error: true, message: VALIDATION_FAILED_MESSAGE, errors: { email: [TEAM_MESSAGES.alreadyMember] } }),
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: /Add User/ }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByPlaceholderText(T.dialog.namePlaceholder), 'Ada');
      await user.type(within(dialog).getByPlaceholderText(T.dialog.emailPlaceholder), 'ada@kanri.test');
      await user.click(within(dialog).getByRole('button', { name: T.dialog.submit }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.alreadyMember);
      expect(within(dialog).getByPlaceholderText(T.dialog.emailPlaceholder)).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe("an admin's actions", () => {
    it("changes a member's role: PUT /users/update, toast, list reloaded", async () => {
      let members: Member[] = MEMBERS;
      const api = fakeApi({
        'GET /users': () => members,
        'PUT /users/update': (call) => {
          const body = call.body as { id: number; role: Role };
          members = members.map((member) => (member.id === body.id ? { ...member, role: body.role } : member));
          return members.find((member) => member.id === body.id);
        },
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: T.actions.changeRole('Grace Hopper') }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('combobox', { name: T.roleDialog.role }));
      await pickOption(user, 'Manager');
      await user.click(within(dialog).getByRole('button', { name: T.roleDialog.submit }));

      expect(await screen.findByText(T.toasts.roleChanged('Grace Hopper', 'Manager'))).toBeInTheDocument();
      expect(api.callsTo('PUT /users/update').map((call) => call.body)).toEqual([{ id: 2, role: 'manager' }]);
      const grace = await findRow('Grace Hopper');
      await waitFor(() => expect(within(grace).getByText('Manager')).toBeInTheDocument());
      expect(cardValue(T.cards.developers)).toBe('0');
    });

    it('keeps the last admin: their role change and removal are off, with the reason on hover', async () => {
      fakeApi({ 'GET /users': () => MEMBERS });
      const { user } = renderPage();
      const changeRole = await screen.findByRole('button', { name: T.actions.changeRole('Ada Lovelace') });
      const remove = screen.getByRole('button', { name: T.actions.remove('Ada Lovelace') });
      expect(changeRole).toBeDisabled();
      expect(remove).toBeDisabled();
      await user.hover(remove.parentElement!);
      expect(await screen.findByText(T.actions.lastAdminRemove)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: T.actions.remove('Grace Hopper') })).toBeEnabled();
    });

    it('with a second admin, either can be demoted or removed; the server refusal still shows', async () => {
      const second = makeMember(4, { full_name: 'Linus Torvalds', first_name: 'Linus', last_name: 'Torvalds', role: 'admin' });
      fakeApi({
        'GET /users': () => [...MEMBERS, second],
        'DELETE /users/destroy': () =>
          new Reply(422, {
            error: true,
            message: TEAM_MESSAGES.lastAdminRemove,
            errors: { id: [TEAM_MESSAGES.lastAdminRemove] },
          }),
      });
      const { user } = renderPage();
      expect(await screen.findByRole('button', { name: T.actions.changeRole('Ada Lovelace') })).toBeEnabled();
      await user.click(screen.getByRole('button', { name: T.actions.remove('Linus Torvalds') }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(T.removeDialog.title('Linus Torvalds'))).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: T.removeDialog.submit }));
      expect(await within(dialog).findByText(TEAM_MESSAGES.lastAdminRemove)).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('removes a member after confirmation: DELETE /users/destroy {id}, toast, list reloaded', async () => {
      let members: Member[] = MEMBERS;
      const api = fakeApi({
        'GET /users': () => members,
        'DELETE /users/destroy': (call) => {
          const { id } = call.body as { id: number };
          members = members.filter((member) => member.id !== id);
          return { id };
        },
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: T.actions.remove('Grace Hopper') }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(T.removeDialog.body)).toBeInTheDocument();
      expect(api.callsTo('DELETE /users/destroy')).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: T.removeDialog.submit }));

      expect(await screen.findByText(T.toasts.removed('Grace Hopper'))).toBeInTheDocument();
      expect(api.callsTo('DELETE /users/destroy').map((call) => call.body)).toEqual([{ id: 2 }]);
      await waitFor(() => expect(screen.queryByText('Grace Hopper', { selector: '.ant-table-row *' })).not.toBeInTheDocument());
      expect(cardValue(T.cards.total)).toBe('2');
    });

    it("resends and revokes an invited member's invitation", async () => {
      let members: Member[] = MEMBERS;
      const api = fakeApi({
        'GET /users': () => members,
        'POST /users/resend-invitation': () => ALAN,
        'DELETE /users/destroy': (call) => {
          const { id } = call.body as { id: number };
          members = members.filter((member) => member.id !== id);
          return { id };
        },
      });
      const { user } = renderPage();
      expect(screen.queryByRole('button', { name: T.actions.resend('Grace Hopper') })).not.toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: T.actions.resend('Alan Turing') }));
      expect(await screen.findByText(T.toasts.resent('alan@kanri.test'))).toBeInTheDocument();
      expect(api.callsTo('POST /users/resend-invitation').map((call) => call.body)).toEqual([{ id: 3 }]);

      await user.click(screen.getByRole('button', { name: T.actions.revoke('Alan Turing') }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(T.removeDialog.revokeTitle('Alan Turing'))).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: T.removeDialog.revokeSubmit }));
      expect(await screen.findByText(T.toasts.revoked('Alan Turing'))).toBeInTheDocument();
      expect(api.callsTo('DELETE /users/destroy').map((call) => call.body)).toEqual([{ id: 3 }]);
    });

    it('toasts a failed resend with the server message', async () => {
      fakeApi({
        'GET /users': () => MEMBERS,
        'POST /users/resend-invitation': () =>
          new Reply(422, { error: true, message: TEAM_MESSAGES.notInvited, errors: { id: [TEAM_MESSAGES.notInvited] } }),
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: T.actions.resend('Alan Turing') }));
      expect(await screen.findByText(TEAM_MESSAGES.notInvited)).toBeInTheDocument();
    });
  });

  it('shows the failure with Retry when the list cannot load', async () => {
    fakeApi({ 'GET /users': () => new Reply(500, { error: true, message: 'Server down' }) });
    renderPage();
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('Server down')).toBeInTheDocument();
    expect(cardValue(T.cards.total)).toBe('—');
  });

  describe('?user=ID (a search result)', () => {
    const renderLinked = (id: number) =>
      renderWithApp([{ path: '/dashboard/users', element: <TeamMembersPage /> }], { path: `/dashboard/users?user=${id}` });
    // More members than a table page holds (20): the linked one is shown whatever page they were on.
    const many = [
      ...MEMBERS,
      ...Array.from({ length: 30 }, (_, index) =>
        makeMember(10 + index, { full_name: `Member ${index + 10}`, email: `member${index + 10}@kanri.test` }),
      ),
    ];

    it('narrows the list to the member and highlights their row; changing the filters lets go of it', async () => {
      fakeApi({ 'GET /users': () => many });
      const view = renderLinked(38);
      const row = await findRow('Member 38');
      await waitFor(() => expect(row).toHaveAttribute('aria-current', 'true'));
      expect(row).toHaveClass('kh-member-linked');
      expect(screen.getByRole('textbox', { name: T.searchPlaceholder })).toHaveValue('member38@kanri.test');
      expect(screen.queryByText('Ada Lovelace', { selector: '.ant-table-row *' })).not.toBeInTheDocument();
      expect(view.router.state.location.search).toBe('?user=38');

      await view.user.clear(screen.getByRole('textbox', { name: T.searchPlaceholder }));
      await waitFor(() => expect(view.router.state.location.search).toBe(''));
      expect(view.router.state.historyAction).toBe('REPLACE');
      expect(await findRow('Ada Lovelace')).not.toHaveAttribute('aria-current');
    });

    it('toasts that the person is not a member for an unknown id, and removes the parameter', async () => {
      fakeApi({ 'GET /users': () => MEMBERS });
      const view = renderLinked(404);
      expect(await screen.findByText(TEAM_MESSAGES.memberNotFound)).toBeInTheDocument();
      await waitFor(() => expect(view.router.state.location.search).toBe(''));
      expect(await findRow('Ada Lovelace')).not.toHaveAttribute('aria-current');
      expect(screen.getByRole('textbox', { name: T.searchPlaceholder })).toHaveValue('');
    });
  });
});
