import { AUDIT_ACTION_LABELS, AUDIT_CATEGORY_LABELS, type AuditEvent } from '@kanri/contracts/audit';
import { fakeApi, makeMember, renderWithApp, Reply } from '@kanri/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AuditPanel from './audit-panel';
import { AUDIT_TEXTS as T } from './audit-texts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const GRACE = { id: 2, name: 'Grace Hopper', email: 'grace@kanri.test' };
const ADA = { id: 7, name: 'Ada Lovelace', email: 'ada@kanri.test' };

function event(id: number, overrides: Partial<AuditEvent>): AuditEvent {
  return {
    id,
    action: 'auth.sign_in',
    actor: GRACE,
    account: null,
    target_type: null,
    target_id: null,
    target_label: null,
    details: {},
    ip: '203.0.113.7',
    device: 'Firefox on macOS',
    via: 'session',
    created_at: minutesAgo(id),
    ...overrides,
  };
}

const NEWEST: AuditEvent[] = [
  event(30, {
    action: 'auth.sign_in_failed',
    actor: null,
    account: GRACE,
    details: { email: 'grace@kanri.test', reason: 'invalid_credentials' },
  }),
  event(29, {
    action: 'member.role_changed',
    actor: ADA,
    target_type: 'member',
    target_id: '2',
    target_label: 'Grace Hopper <grace@kanri.test>',
    details: { from: 'member', to: 'manager' },
  }),
  event(28, { action: 'record.deleted', actor: ADA, target_type: 'projects', target_id: '12', via: 'token' }),
];
const OLDER: AuditEvent[] = [event(27, { action: 'auth.sign_in', actor: GRACE, account: GRACE })];

function renderPanel(
  pages: { events: AuditEvent[]; next_cursor: number | null }[] = [
    { events: NEWEST, next_cursor: 28 },
    { events: OLDER, next_cursor: null },
  ],
) {
  const api = fakeApi({
    'GET /audit-log': (call) => (call.query.get('cursor') === '28' ? pages[1]! : pages[0]!),
    'GET /users': () => [makeMember(2, { first_name: 'Grace', last_name: 'Hopper', full_name: 'Grace Hopper' })],
  });
  return { api, ...renderWithApp(<AuditPanel />) };
}

describe('AuditPanel', () => {
  it('lists the events newest first: who, what, on what, from where', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: T.listLabel });
    const rows = within(list).getAllByTestId('audit-event');
    expect(rows).toHaveLength(3);

    expect(rows[0]).toHaveTextContent('Grace Hopper');
    expect(rows[0]).toHaveTextContent(AUDIT_ACTION_LABELS['auth.sign_in_failed']);
    expect(rows[0]).toHaveTextContent(`${T.failureReasons.invalid_credentials} · ${T.triedAs('grace@kanri.test')}`);
    expect(within(rows[0]!).getByText(T.failed)).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Firefox on macOS · 203.0.113.7');

    expect(rows[1]).toHaveTextContent('Ada Lovelace');
    expect(rows[1]).toHaveTextContent(`Grace Hopper <grace@kanri.test> · ${T.roleChange('member', 'manager')}`);
    expect(rows[2]).toHaveTextContent('projects #12');
    expect(within(rows[2]!).getByText(T.viaToken)).toBeInTheDocument();
  });

  it('loads older events with the cursor of the last page', async () => {
    const { api, user } = renderPanel();
    await screen.findByRole('list', { name: T.listLabel });
    await user.click(screen.getByRole('button', { name: T.loadMore }));
    await waitFor(() => expect(screen.getAllByTestId('audit-event')).toHaveLength(4));
    expect(api.callsTo('GET /audit-log').map((call) => call.query.get('cursor'))).toEqual([null, '28']);
    expect(screen.queryByRole('button', { name: T.loadMore })).not.toBeInTheDocument();
  });

  it('asks the server for one category or one member, and says when nothing matches', async () => {
    const { api, user } = renderPanel([{ events: [], next_cursor: null }]);
    expect(await screen.findByText(T.emptyTitle)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: T.category }));
    await user.click(await screen.findByTitle(AUDIT_CATEGORY_LABELS.deletions));
    expect(await screen.findByText(T.noMatchTitle)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: T.member }));
    await user.click(await screen.findByTitle('Grace Hopper'));
    await waitFor(() => expect(api.callsTo('GET /audit-log').at(-1)?.query.get('user_id')).toBe('2'));
    const last = api.callsTo('GET /audit-log').at(-1)!;
    expect(last.query.get('category')).toBe('deletions');
  });

  it('shows the error with a way to retry', async () => {
    fakeApi({ 'GET /audit-log': () => new Reply(500, { error: true, message: 'Server Error' }), 'GET /users': () => [] });
    renderWithApp(<AuditPanel />);
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
