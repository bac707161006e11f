import { API_TOKEN_MESSAGES, type ApiToken, type ApiTokenCreated } from '@kanri/contracts/api-tokens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ApiTokensPanel from './api-tokens-panel';
import { API_TOKEN_TEXTS as T } from './api-tokens-texts';
import { json, ok, renderSignedIn, type Call } from './test-support';

const LONG_NAME = 'Nightly export of every project, task and time entry to the finance warehouse (production)';

const TOKENS: ApiToken[] = [
  {
    id: 2,
    name: LONG_NAME,
    prefix: 'kanri_pat_Ab12Cd',
    scopes: ['projects:read', 'projects:write', 'time:read'],
    created_at: '2026-03-04T10:00:00.000Z',
    last_used_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    expires_at: null,
    state: 'active',
  },
  {
    id: 1,
    name: 'Old script',
    prefix: 'kanri_pat_Zz99Yy',
    scopes: ['search:read'],
    created_at: '2026-01-01T10:00:00.000Z',
    last_used_at: null,
    expires_at: '2026-01-08T10:00:00.000Z',
    state: 'expired',
  },
];

const SECRET = `kanri_pat_${'N3w'.repeat(13)}x`;

function server(initial: ApiToken[] = TOKENS, overrides: (call: Call) => Response | undefined = () => undefined) {
  let tokens = [...initial];
  return (call: Call): Response => {
    const special = overrides(call);
    if (special) return special;
    if (call.method === 'GET' && call.path === '/api-tokens') return ok(tokens);
    if (call.method === 'POST' && call.path === '/api-tokens') {
      const body = call.body as { name: string; scopes: string[] };
      const created: ApiTokenCreated = {
        id: 3,
        name: body.name,
        prefix: SECRET.slice(0, 16),
        scopes: body.scopes,
        created_at: new Date().toISOString(),
        last_used_at: null,
        expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        state: 'active',
        token: SECRET,
      };
      const { token: _secret, ...listed } = created;
      tokens = [listed, ...tokens];
      return json({ error: false, message: API_TOKEN_MESSAGES.created, data: created }, 201);
    }
    if (call.method === 'DELETE' && call.path.startsWith('/api-tokens/')) {
      const id = Number(call.path.split('/').at(-1));
      tokens = tokens.filter((token) => token.id !== id);
      return ok({ id }, API_TOKEN_MESSAGES.revoked);
    }
    return json({ error: true, message: 'Not found.' }, 404);
  };
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: /New token/ }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  expect(within(dialog).getByText(T.createTitle)).toBeInTheDocument();
  return dialog;
}

describe('ApiTokensPanel', () => {
  it('lists the tokens with prefix, scopes, last use and expiry, and links to the API docs', async () => {
    renderSignedIn(<ApiTokensPanel />, server());

    const rows = await screen.findAllByTestId('api-token');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(LONG_NAME)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('kanri_pat_Ab12Cd…')).toBeInTheDocument();
    for (const scope of ['projects:read', 'projects:write', 'time:read'])
      expect(within(rows[0]!).getByText(scope)).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Created Mar 4, 2026 · Last used 2h ago · Never expires/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Created Jan 1, 2026 · Never used · Expired Jan 8, 2026/)).toBeInTheDocument();
    // The Expired tag: only on the expired one.
    expect(within(rows[1]!).getByText(T.expired)).toBeInTheDocument();
    expect(within(rows[0]!).queryByText(T.expired)).toBeNull();
    expect(screen.getByRole('link', { name: T.docsLink })).toHaveAttribute('href', '/developers');
  });

  it('shows a skeleton while loading, then the empty state', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = server([]);
    const { container } = renderSignedIn(<ApiTokensPanel />, async (call) => {
      await gate;
      return answer(call);
    });
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    release();
    expect(await screen.findByText(T.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(T.emptyHint)).toBeInTheDocument();
  });

  it('creates a read-only token from the shortcuts and shows it once with a Copy button', async () => {
    const user = userEvent.setup();
    const { calls } = renderSignedIn(<ApiTokensPanel />, server([]));
    await screen.findByText(T.emptyTitle);
    const dialog = await openDialog();

    // Nothing chosen: the contract's messages, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await within(dialog).findByText(API_TOKEN_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(API_TOKEN_MESSAGES.scopesRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(T.name), 'CI reader');
    await user.click(within(dialog).getByRole('button', { name: T.allWrite }));
    expect(within(dialog).getByRole('checkbox', { name: 'Projects: Write' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: T.allRead }));
    expect(within(dialog).getByRole('checkbox', { name: 'Projects: Write' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Time tracking: Read' }));
    await user.click(within(dialog).getByRole('button', { name: T.create }));

    const shown = await screen.findByRole('textbox', { name: T.tokenLabel });
    expect(shown).toHaveValue(SECRET);
    expect(screen.getByText(T.shownOnceTitle)).toBeInTheDocument();
    expect(screen.getByText(T.shownOnce)).toBeInTheDocument();
    expect(await screen.findByText(API_TOKEN_MESSAGES.created)).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api-tokens',
      body: {
        name: 'CI reader',
        scopes: ['projects:read', 'collaboration:read', 'business:read', 'hr:read', 'search:read'],
        expires_in: '30d',
      },
    });

    await user.click(screen.getByRole('button', { name: /Copy/ }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText(T.copied)).toBeInTheDocument();
    expect(await screen.findByText('CI reader')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.done }));
    expect(screen.queryByRole('textbox', { name: T.tokenLabel })).toBeNull();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('puts a 422 under its field', async () => {
    const user = userEvent.setup();
    const refusal = () =>
      json({ error: true, message: API_TOKEN_MESSAGES.nameTooLong, errors: { name: [API_TOKEN_MESSAGES.nameTooLong] } }, 422);
    renderSignedIn(
      <ApiTokensPanel />,
      server([], (call) => (call.method === 'POST' ? refusal() : undefined)),
    );
    await screen.findByText(T.emptyTitle);
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText(T.name), 'Anything');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Search: Read' }));
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await within(dialog).findByText(API_TOKEN_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: T.tokenLabel })).toBeNull();
  });

  it('revokes a token after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = renderSignedIn(<ApiTokensPanel />, server());
    const rows = await screen.findAllByTestId('api-token');
    await user.click(within(rows[1]!).getByRole('button', { name: 'Revoke: Old script' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText(T.revokeBody('Old script'))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: T.revoke }));

    expect(await screen.findByText(API_TOKEN_MESSAGES.revoked)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('api-token')).toHaveLength(1));
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api-tokens/1', body: undefined });
  });
});
