import { configureApiClient } from '@kanri/api-client';
import { AppProviders } from '@kanri/app-runtime';
import { createAppStore, signedIn } from '@kanri/app-state';
import type { Member } from '@kanri/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TEXTS } from '../../../texts';
import TeamMembersPage from './team-members-page';

const T = TEXTS.teamMembers;

function member(id: number, overrides: Partial<Member>): Member {
  return {
    id,
    first_name: 'First',
    last_name: 'Last',
    full_name: 'First Last',
    email: `user${id}@kanri.test`,
    phone: null,
    address: null,
    city: null,
    state: null,
    country: null,
    zip: null,
    status: 'active',
    email_verified: true,
    role: 'developer',
    role_id: 3,
    email_verified_at: null,
    workspace_id: 1,
    guard: 'api',
    photo_url: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    membership_status: 'active',
    joined_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const MEMBERS = [
  member(1, { first_name: 'Ada', last_name: 'Lovelace', full_name: 'Ada Lovelace', email: 'ada@kanri.test', role: 'admin' }),
  member(2, { first_name: 'Grace', last_name: 'Hopper', full_name: 'Grace Hopper', email: 'grace@kanri.test' }),
  member(3, { first_name: 'Alan', last_name: 'Turing', full_name: 'Alan Turing', email: 'alan@kanri.test', role: 'designer', membership_status: 'invited' }),
];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderPage(role: Member['role'], fetchImpl: jest.Mock) {
  configureApiClient({ fetch: fetchImpl as unknown as typeof fetch });
  const store = createAppStore();
  store.dispatch(signedIn({ id: 1, email: 'ada@kanri.test', first_name: 'Ada', role }));
  render(
    <AppProviders store={store}>
      <MemoryRouter>
        <TeamMembersPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('Team Members', () => {
  it('lists the members with real counts and filters them', async () => {
    const fetchMock = jest.fn(async (_url: string) => json({ error: false, message: 'OK', data: MEMBERS }));
    renderPage('admin', fetchMock);

    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText(T.subtitle)).toBeInTheDocument();
    const card = (title: string) => screen.getByText(title).parentElement!;
    expect(within(card(T.cards.total)).getByText('3')).toBeInTheDocument();
    expect(within(card(T.cards.invited)).getByText('1')).toBeInTheDocument();
    expect(within(card(T.cards.admins)).getByText('1')).toBeInTheDocument();
    expect(within(card(T.cards.developers)).getByText('1')).toBeInTheDocument();

    await userEvent.type(await screen.findByLabelText(T.searchPlaceholder), 'hopper');
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument());
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/v1\/users$/);
  });

  it('an admin invites a person: POST /users/store, toast, list reloaded', async () => {
    const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/users/store')) {
        expect(JSON.parse(String(init?.body))).toEqual({ name: 'Katherine Johnson', email: 'kj@kanri.test', role: 'developer' });
        return json({ error: false, message: 'Invitation sent', data: member(4, { membership_status: 'invited' }) }, 201);
      }
      return json({ error: false, message: 'OK', data: MEMBERS });
    });
    renderPage('admin', fetchMock);
    await userEvent.click(await screen.findByRole('button', { name: /Add User/ }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: T.dialog.submit });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByPlaceholderText(T.dialog.namePlaceholder), 'Katherine Johnson');
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByPlaceholderText(T.dialog.emailPlaceholder), 'kj@kanri.test');
    await userEvent.click(send);

    expect(await screen.findByText(T.invited('kj@kanri.test'))).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/users')).length).toBe(2));
  });

  it('shows each server field error as its own toast', async () => {
    const fetchMock = jest.fn(async (url: string) =>
      url.endsWith('/users/store')
        ? json({ error: true, message: 'The given data was invalid.', errors: { email: ['This person is already a member of this workspace.'] } }, 422)
        : json({ error: false, message: 'OK', data: MEMBERS }),
    );
    renderPage('admin', fetchMock);
    await userEvent.click(await screen.findByRole('button', { name: /Add User/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByPlaceholderText(T.dialog.namePlaceholder), 'Ada');
    await userEvent.type(within(dialog).getByPlaceholderText(T.dialog.emailPlaceholder), 'ada@kanri.test');
    await userEvent.click(within(dialog).getByRole('button', { name: T.dialog.submit }));
    expect(await screen.findByText('This person is already a member of this workspace.')).toBeInTheDocument();
  });

  it('hides Add User from roles that cannot invite', async () => {
    renderPage('developer', jest.fn(async () => json({ error: false, message: 'OK', data: MEMBERS })));
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add User/ })).not.toBeInTheDocument();
  });
});
