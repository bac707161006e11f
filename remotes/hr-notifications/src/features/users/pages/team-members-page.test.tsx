import { TEAM_MESSAGES, VALIDATION_FAILED_MESSAGE, type Role } from '@kanri/contracts';
import { fakeApi, makeMember, renderWithApp, Reply } from '@kanri/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { TEXTS } from '../../../texts';
import TeamMembersPage from './team-members-page';

const T = TEXTS.teamMembers;

const MEMBERS = [
  makeMember(1, { first_name: 'Ada', last_name: 'Lovelace', full_name: 'Ada Lovelace', email: 'ada@kanri.test', role: 'admin' }),
  makeMember(2, { first_name: 'Grace', last_name: 'Hopper', full_name: 'Grace Hopper', email: 'grace@kanri.test' }),
  makeMember(3, {
    first_name: 'Alan',
    last_name: 'Turing',
    full_name: 'Alan Turing',
    email: 'alan@kanri.test',
    role: 'designer',
    membership_status: 'invited',
  }),
];

const renderPage = (role: Role) => renderWithApp(<TeamMembersPage />, { role });

describe('Team Members', () => {
  it('lists the members with real counts and filters them', async () => {
    const api = fakeApi({ 'GET /users': () => MEMBERS });
    const { user } = renderPage('admin');

    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText(T.subtitle)).toBeInTheDocument();
    const card = (title: string) => screen.getByText(title).parentElement!;
    expect(within(card(T.cards.total)).getByText('3')).toBeInTheDocument();
    expect(within(card(T.cards.invited)).getByText('1')).toBeInTheDocument();
    expect(within(card(T.cards.admins)).getByText('1')).toBeInTheDocument();
    expect(within(card(T.cards.developers)).getByText('1')).toBeInTheDocument();

    await user.type(await screen.findByLabelText(T.searchPlaceholder), 'hopper');
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument());
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /users']);
  });

  it('an admin invites a person: POST /users/store, toast, list reloaded', async () => {
    const api = fakeApi({
      'GET /users': () => MEMBERS,
      'POST /users/store': () => makeMember(4, { membership_status: 'invited' }),
    });
    const { user } = renderPage('admin');
    await user.click(await screen.findByRole('button', { name: /Add User/ }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: T.dialog.submit });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByPlaceholderText(T.dialog.namePlaceholder), 'Katherine Johnson');
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByPlaceholderText(T.dialog.emailPlaceholder), 'kj@kanri.test');
    await user.click(send);

    expect(await screen.findByText(T.invited('kj@kanri.test'))).toBeInTheDocument();
    expect(api.callsTo('POST /users/store').map((call) => call.body)).toEqual([
      { name: 'Katherine Johnson', email: 'kj@kanri.test', role: 'developer' },
    ]);
    await waitFor(() => expect(api.callsTo('GET /users')).toHaveLength(2));
  });

  it('shows a server field error under its field, keeping the dialog open', async () => {
    fakeApi({
      'GET /users': () => MEMBERS,
      'POST /users/store': () =>
        new Reply(422, { error: true, message: VALIDATION_FAILED_MESSAGE, errors: { email: [TEAM_MESSAGES.alreadyMember] } }),
    });
    const { user } = renderPage('admin');
    await user.click(await screen.findByRole('button', { name: /Add User/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText(T.dialog.namePlaceholder), 'Ada');
    await user.type(within(dialog).getByPlaceholderText(T.dialog.emailPlaceholder), 'ada@kanri.test');
    await user.click(within(dialog).getByRole('button', { name: T.dialog.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.alreadyMember);
    expect(within(dialog).getByPlaceholderText(T.dialog.emailPlaceholder)).toHaveAttribute('aria-invalid', 'true');
  });

  it('hides Add User from roles that cannot invite', async () => {
    fakeApi({ 'GET /users': () => MEMBERS });
    renderPage('developer');
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add User/ })).not.toBeInTheDocument();
  });
});
