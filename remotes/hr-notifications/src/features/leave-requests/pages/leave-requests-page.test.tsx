import { HEADER_SLOT_ID } from '@kanri/design-system';
import { VALIDATION_FAILED_MESSAGE } from '@kanri/contracts';
import { LEAVE_MESSAGES } from '@kanri/contracts/hr';
import { makeLeaveRequest, Reply, skipContractCheck, spyOnToasts, toastTexts } from '@kanri/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import LeaveRequestsPage from './leave-requests-page';
import { LEAVE_TEXTS } from '../texts';
import {
  cardValue,
  findRow,
  menuLabels,
  openMenu,
  openOptions,
  pickOption,
  renderLeavePage,
  shownReasons,
} from '../test-support';
import { renderWithApp, fakeApi, makeLeavePage } from '@kanri/testing';

const T = LEAVE_TEXTS;
const M = LEAVE_MESSAGES;

/** Ada (id 1) is signed in; Grace (2) and Alan (3) are colleagues. */
const SAMPLE = [
  makeLeaveRequest(1, { reason: 'Family visit in Lisbon' }),
  makeLeaveRequest(2, {
    user_id: 3,
    user_name: 'Alan Turing',
    leave_type: 'sick',
    start_date: '2026-10-05',
    end_date: '2026-10-05',
    days_count: 1,
    reason: 'Flu',
    status: 'approved',
    decided_by: 1,
    decided_by_name: 'Ada Lovelace',
    decided_at: '2026-10-04T09:00:00.000Z',
  }),
  makeLeaveRequest(3, {
    user_id: 1,
    user_name: 'Ada Lovelace',
    leave_type: 'personal',
    start_date: '2026-11-20',
    end_date: '2026-11-20',
    days_count: 1,
    reason: 'Moving house',
  }),
  makeLeaveRequest(4, {
    user_id: 2,
    leave_type: 'emergency',
    start_date: '2026-09-01',
    end_date: '2026-09-02',
    days_count: 2,
    reason: 'Burst pipe',
    status: 'rejected',
    comments: 'Release week',
  }),
];

const bareFailure = (route: string) => {
  skipContractCheck(route, 'a gateway failure without the API’s envelope, to show the default failure text');
  return new Reply(502, '');
};
const refusal = (message: string) => new Reply(409, { error: true, message });

afterEach(() => jest.restoreAllMocks());

describe('LeaveRequestsPage', () => {
  it('shows the header, the loading text, the five cards from the counts and the table', async () => {
    const view = renderLeavePage({
      requests: [...SAMPLE, makeLeaveRequest(5, { user_name: '', user_id: 9, reason: 'Nameless' })],
    });
    expect(screen.getByText(M.loading)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: M.title })).toBeInTheDocument();
    expect(screen.getByText(M.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.requestLeave })).toBeInTheDocument();
    expect(await screen.findByPlaceholderText(M.searchPlaceholder)).toBeInTheDocument();

    const row = await findRow('Family visit in Lisbon');
    expect(screen.queryByText(M.loading)).not.toBeInTheDocument();
    expect(within(row).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(row).getByText(T.types.annual)).toBeInTheDocument();
    expect(within(row).getByText('Nov 9, 2026 - Nov 11, 2026')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText(T.statuses.pending)).toBeInTheDocument();
    expect(within(row).getByText('Nov 1, 2026')).toBeInTheDocument();
    expect(within(await findRow('Flu')).getByText(T.statuses.approved)).toBeInTheDocument();
    expect(within(await findRow('Burst pipe')).getByText(T.types.emergency)).toBeInTheDocument();
    expect(within(await findRow('Nameless')).getByText(T.table.userFallback(9))).toBeInTheDocument();

    expect(cardValue(T.cards.total)).toBe('5');
    expect(cardValue(T.cards.pending)).toBe('3');
    expect(cardValue(T.cards.approved)).toBe('1');
    expect(cardValue(T.cards.rejected)).toBe('1');
    expect(cardValue(T.cards.thisMonth)).toBe('3');
    expect(view.api.callsTo('GET /leave-requests')[0]!.query.get('time_zone')).toBeTruthy();
  });

  it('puts its search in the dashboard header when there is one', async () => {
    fakeApi({ 'GET /leave-requests': () => makeLeavePage([]) });
    renderWithApp(
      [
        {
          path: '/dashboard/leave-requests',
          element: (
            <>
              <header id={HEADER_SLOT_ID} data-testid="header" />
              <LeaveRequestsPage />
            </>
          ),
        },
      ],
      { path: '/dashboard/leave-requests' },
    );
    const header = screen.getByTestId('header');
    expect(await within(header).findByPlaceholderText(M.searchPlaceholder)).toBeInTheDocument();
    expect(await screen.findByText(T.empty.title)).toBeInTheDocument();
    expect(screen.getByText(T.empty.hint)).toBeInTheDocument();
  });

  it('filters by status and type and searches on the server', async () => {
    const view = renderLeavePage({ requests: SAMPLE });
    await waitFor(() => expect(shownReasons()).toHaveLength(4));
    const lastQuery = () => Object.fromEntries(view.api.callsTo('GET /leave-requests').at(-1)!.query);

    const status = screen.getByRole('combobox', { name: T.filters.status });
    await view.user.click(status);
    await waitFor(() => expect(openOptions()).toEqual(['All', 'Pending', 'Approved', 'Rejected', 'Cancelled']));
    await view.user.keyboard('{Escape}');
    await pickOption(view.user, status, 'Approved');
    await waitFor(() => expect(shownReasons()).toEqual(['Flu']));
    expect(lastQuery()).toMatchObject({ status: 'approved' });
    // The cards count every request, not the filter.
    expect(cardValue(T.cards.total)).toBe('4');

    await pickOption(view.user, status, 'All');
    const type = screen.getByRole('combobox', { name: T.filters.type });
    await view.user.click(type);
    await waitFor(() => expect(openOptions()).toEqual(['All', 'Annual', 'Sick', 'Personal', 'Maternity', 'Emergency']));
    await view.user.keyboard('{Escape}');
    await pickOption(view.user, type, 'Personal');
    await waitFor(() => expect(shownReasons()).toEqual(['Moving house']));
    expect(lastQuery()).toMatchObject({ leave_type: 'personal' });
    expect(lastQuery().status).toBeUndefined();

    await pickOption(view.user, type, 'All');
    await view.user.type(screen.getByRole('textbox', { name: T.search.label }), 'lisbon');
    await waitFor(() => expect(shownReasons()).toEqual(['Family visit in Lisbon']));
    expect(lastQuery()).toMatchObject({ search: 'lisbon' });

    await view.user.clear(screen.getByRole('textbox', { name: T.search.label }));
    await view.user.type(screen.getByRole('textbox', { name: T.search.label }), 'nothing like it');
    expect(await screen.findByText(T.empty.title)).toBeInTheDocument();
    expect(screen.getByText(T.empty.filteredHint)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: T.empty.clear }));
    await waitFor(() => expect(shownReasons()).toHaveLength(4));
  });

  it('submits a leave request: annual by default, all fields required, the end not before the start, the days counted live', async () => {
    const toasts = spyOnToasts();
    const view = renderLeavePage({ requests: SAMPLE, options: { role: 'member' } });
    await waitFor(() => expect(shownReasons()).toHaveLength(4));
    await view.user.click(screen.getByRole('button', { name: M.requestLeave }));
    const dialog = await screen.findByRole('dialog', { name: M.dialogTitle });
    expect(within(dialog).getByText(T.types.annual)).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.submit }));
    await waitFor(() => expect(within(dialog).getAllByText(M.allFieldsRequired)).toHaveLength(3));
    expect(view.api.callsTo('POST /leave-requests/store')).toHaveLength(0);

    await pickOption(view.user, within(dialog).getByRole('combobox', { name: T.dialog.leaveType }), T.types.sick);
    const start = await within(dialog).findByRole('textbox', { name: T.dialog.startDate });
    await view.user.click(start);
    await view.user.type(start, 'Nov 12, 2026{Enter}');
    const end = within(dialog).getByRole('textbox', { name: T.dialog.endDate });
    await view.user.click(end);
    await view.user.type(end, 'Nov 10, 2026{Enter}');
    await waitFor(() => expect(within(dialog).getAllByText(M.endBeforeStart).length).toBeGreaterThan(0));
    await view.user.type(within(dialog).getByRole('textbox', { name: T.dialog.reason }), '  Dentist and recovery  ');
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.submit }));
    expect(view.api.callsTo('POST /leave-requests/store')).toHaveLength(0);

    await view.user.click(end);
    await view.user.clear(end);
    await view.user.type(end, 'Nov 14, 2026{Tab}');
    await waitFor(() => expect(within(dialog).getByText(T.dialog.dayCount(3))).toBeInTheDocument());
    expect(within(dialog).queryByText(M.endBeforeStart)).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.submit }));

    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([M.submitted]));
    expect(view.api.callsTo('POST /leave-requests/store').map((call) => call.body)).toEqual([
      { leave_type: 'sick', start_date: '2026-11-12', end_date: '2026-11-14', reason: 'Dentist and recovery', days_count: 3 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.dialogTitle })).not.toBeInTheDocument());
    await waitFor(() => expect(shownReasons()[0]).toBe('Dentist and recovery'));
    expect(cardValue(T.cards.total)).toBe('5');
  });

  it('a refused submission shows the server’s message under its field, else Failed to submit leave request', async () => {
    const toasts = spyOnToasts();
    let reply: unknown = new Reply(422, {
      error: true,
      message: VALIDATION_FAILED_MESSAGE,
      errors: { start_date: [M.overlap] },
    });
    const view = renderLeavePage({ handlers: { 'POST /leave-requests/store': () => reply } });
    await screen.findByText(T.empty.title);
    await view.user.click(screen.getByRole('button', { name: M.requestLeave }));
    const dialog = await screen.findByRole('dialog', { name: M.dialogTitle });
    for (const name of [T.dialog.startDate, T.dialog.endDate]) {
      const field = await within(dialog).findByRole('textbox', { name });
      await view.user.click(field);
      await view.user.type(field, 'Nov 12, 2026{Tab}');
    }
    await view.user.type(within(dialog).getByRole('textbox', { name: T.dialog.reason }), 'Dentist');
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.submit }));
    expect(await within(dialog).findByText(M.overlap)).toBeInTheDocument();
    expect(dialog.querySelector('[data-field="start_date"]')).toHaveTextContent(M.overlap);
    // The same dates are not sent again; other dates are.
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.submit }));
    expect(view.api.callsTo('POST /leave-requests/store')).toHaveLength(1);
    const start = within(dialog).getByRole('textbox', { name: T.dialog.startDate });
    await view.user.click(start);
    await view.user.clear(start);
    await view.user.type(start, 'Nov 11, 2026{Tab}');
    await waitFor(() => expect(within(dialog).queryByText(M.overlap)).not.toBeInTheDocument());
    reply = bareFailure('POST /leave-requests/store');
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.submit }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.submitFailed]));
    expect(view.api.callsTo('POST /leave-requests/store').at(-1)!.body).toMatchObject({
      start_date: '2026-11-11',
      days_count: 2,
    });
    expect(screen.getByRole('dialog', { name: M.dialogTitle })).toBeInTheDocument();
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('an approver approves a pending request of someone else', async () => {
    const toasts = spyOnToasts();
    const view = renderLeavePage({ requests: SAMPLE, options: { role: 'manager' } });
    const menu = await openMenu(view.user, 'Family visit in Lisbon');
    expect(menuLabels(menu)).toEqual([T.menu.approve, T.menu.reject]);
    await view.user.click(within(menu).getByText(T.menu.approve));
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([M.approved]));
    expect(view.api.callsTo('POST /leave-requests/update').map((call) => call.body)).toEqual([{ id: 1, status: 'approved' }]);
    await waitFor(() =>
      expect(
        within(screen.getByText('Family visit in Lisbon').closest('tr')!).getByText(T.statuses.approved),
      ).toBeInTheDocument(),
    );
    expect(cardValue(T.cards.pending)).toBe('1');
  });

  it('rejecting asks for a reason: cancelling sends nothing, a blank reason is refused, a reason is sent', async () => {
    const toasts = spyOnToasts();
    const view = renderLeavePage({ requests: SAMPLE, options: { role: 'admin' } });
    let menu = await openMenu(view.user, 'Family visit in Lisbon');
    expect(menuLabels(menu)).toEqual([T.menu.approve, T.menu.reject, T.menu.delete]);
    await view.user.click(within(menu).getByText(T.menu.reject));
    let dialog = await screen.findByRole('dialog', { name: T.reject.title });
    expect(within(dialog).getByText(M.rejectPrompt)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: T.reject.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.reject.title })).not.toBeInTheDocument());
    expect(view.api.callsTo('POST /leave-requests/update')).toHaveLength(0);

    menu = await openMenu(view.user, 'Family visit in Lisbon');
    await view.user.click(within(menu).getByText(T.menu.reject));
    dialog = await screen.findByRole('dialog', { name: T.reject.title });
    await view.user.type(within(dialog).getByRole('textbox', { name: M.rejectPrompt }), '   ');
    await view.user.click(within(dialog).getByRole('button', { name: T.reject.ok }));
    expect(await within(dialog).findByText(M.reasonRequired)).toBeInTheDocument();
    expect(view.api.callsTo('POST /leave-requests/update')).toHaveLength(0);

    await view.user.type(within(dialog).getByRole('textbox', { name: M.rejectPrompt }), 'Release week');
    await view.user.click(within(dialog).getByRole('button', { name: T.reject.ok }));
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([M.rejected]));
    expect(view.api.callsTo('POST /leave-requests/update').map((call) => call.body)).toEqual([
      { id: 1, status: 'rejected', comments: 'Release week' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.reject.title })).not.toBeInTheDocument());
  });

  it('toasts a refused decision: the server’s message, else Failed to approve request / Failed to reject request', async () => {
    const toasts = spyOnToasts();
    let reply: unknown = refusal(M.notPending);
    const view = renderLeavePage({
      requests: SAMPLE,
      options: { role: 'manager' },
      handlers: { 'POST /leave-requests/update': () => reply },
    });
    await view.user.click(within(await openMenu(view.user, 'Family visit in Lisbon')).getByText(T.menu.approve));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.notPending]));
    reply = bareFailure('POST /leave-requests/update');
    await view.user.click(within(await openMenu(view.user, 'Family visit in Lisbon')).getByText(T.menu.approve));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.notPending, M.approveFailed]));

    await view.user.click(within(await openMenu(view.user, 'Family visit in Lisbon')).getByText(T.menu.reject));
    const dialog = await screen.findByRole('dialog', { name: T.reject.title });
    await view.user.type(within(dialog).getByRole('textbox', { name: M.rejectPrompt }), 'No');
    await view.user.click(within(dialog).getByRole('button', { name: T.reject.ok }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.notPending, M.approveFailed, M.rejectFailed]));
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('a member sees no decisions: cancels and deletes their own pending request only', async () => {
    const toasts = spyOnToasts();
    const view = renderLeavePage({ requests: SAMPLE, options: { role: 'member' } });
    await findRow('Family visit in Lisbon');
    // Someone else's request and a decided one of the member's have no menu.
    expect(
      within(await findRow('Family visit in Lisbon')).queryByRole('button', { name: /^Actions for/ }),
    ).not.toBeInTheDocument();
    expect(within(await findRow('Flu')).queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();

    const menu = await openMenu(view.user, 'Moving house');
    expect(menuLabels(menu)).toEqual([T.menu.cancel, T.menu.delete]);
    await view.user.click(within(menu).getByText(T.menu.cancel));
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([M.cancelled]));
    expect(view.api.callsTo('POST /leave-requests/update').map((call) => call.body)).toEqual([{ id: 3, status: 'cancelled' }]);
    await waitFor(() =>
      expect(within(screen.getByText('Moving house').closest('tr')!).getByText(T.statuses.cancelled)).toBeInTheDocument(),
    );
    // Cancelled: no longer pending, nothing left to do for a member.
    expect(within(await findRow('Moving house')).queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('a manager’s own pending request offers Cancel and Delete, never Approve', async () => {
    const view = renderLeavePage({ requests: SAMPLE, options: { role: 'manager' } });
    expect(menuLabels(await openMenu(view.user, 'Moving house'))).toEqual([T.menu.cancel, T.menu.delete]);
  });

  it('deletes after the spec’s question; an admin deletes a decided request; a failure is toasted', async () => {
    const toasts = spyOnToasts();
    let fail = true;
    const view = renderLeavePage({
      requests: SAMPLE,
      options: { role: 'admin' },
      handlers: {
        'DELETE /leave-requests/destroy/:id': (call) =>
          fail ? bareFailure('DELETE /leave-requests/destroy/:id') : { id: Number(call.params.id) },
      },
    });
    const menu = await openMenu(view.user, 'Flu');
    expect(menuLabels(menu)).toEqual([T.menu.delete]);
    await view.user.click(within(menu).getByText(T.menu.delete));
    const dialog = await screen.findByRole('dialog', { name: T.deleteDialog.title });
    expect(within(dialog).getByText(M.deleteConfirm)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.deleteFailed]));
    expect(screen.getByRole('dialog', { name: T.deleteDialog.title })).toBeInTheDocument();

    fail = false;
    await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([M.deleted]));
    expect(view.api.callsTo('DELETE /leave-requests/destroy/:id').map((call) => call.params.id)).toEqual(['2', '2']);
  });

  describe('?request=ID (a notification, a link)', () => {
    // More requests than a table page holds (20): the SAMPLE's are on the second page.
    const many = [
      ...Array.from({ length: 25 }, (_, index) =>
        makeLeaveRequest(100 + index, {
          user_id: 2,
          start_date: '2026-12-01',
          end_date: '2026-12-01',
          days_count: 1,
          reason: `Trip ${index}`,
        }),
      ),
      ...SAMPLE,
    ];
    const linkedRows = () => document.querySelectorAll('tr[aria-current="true"]');

    it('turns to the request’s page, highlights and scrolls to its row; changing a filter lets go of it', async () => {
      const scrolled = jest.fn();
      Element.prototype.scrollIntoView = scrolled;
      const view = renderLeavePage({ requests: many, options: { path: '/dashboard/leave-requests?request=4' } });
      const row = await findRow('Burst pipe');
      await waitFor(() => expect(row).toHaveAttribute('aria-current', 'true'));
      expect(row).toHaveClass('kh-leave-linked');
      expect(shownReasons()).not.toContain('Trip 0');
      await waitFor(() => expect(scrolled.mock.contexts).toContain(row));
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(linkedRows()).toHaveLength(1);
      expect(view.router.state.location.search).toBe('?request=4');
      // One list request: the lookup shares the page's own.
      expect(view.api.callsTo('GET /leave-requests')).toHaveLength(1);

      await pickOption(view.user, screen.getByRole('combobox', { name: T.filters.status }), 'Approved');
      await waitFor(() => expect(shownReasons()).toEqual(['Flu']));
      await waitFor(() => expect(view.router.state.location.search).toBe(''));
      expect(view.router.state.historyAction).toBe('REPLACE');
      expect(linkedRows()).toHaveLength(0);
    });

    it('a link followed on the page clears the filters that hid the request and finds one just submitted', async () => {
      const view = renderLeavePage({ requests: SAMPLE });
      await waitFor(() => expect(shownReasons()).toHaveLength(4));
      await pickOption(view.user, screen.getByRole('combobox', { name: T.filters.status }), 'Approved');
      await view.user.type(screen.getByRole('textbox', { name: T.search.label }), 'flu');
      await waitFor(() => expect(shownReasons()).toEqual(['Flu']));

      view.requests.unshift(makeLeaveRequest(9, { user_id: 3, user_name: 'Alan Turing', reason: 'Chess tournament' }));
      await act(() => view.router.navigate('/dashboard/leave-requests?request=9'));
      const row = await findRow('Chess tournament');
      await waitFor(() => expect(row).toHaveAttribute('aria-current', 'true'));
      await waitFor(() => expect(shownReasons()).toHaveLength(5));
      expect(screen.getByRole('textbox', { name: T.search.label })).toHaveValue('');
      const lastQuery = Object.fromEntries(view.api.callsTo('GET /leave-requests').at(-1)!.query);
      expect(lastQuery.status).toBeUndefined();
      expect(lastQuery.search).toBeUndefined();
    });

    it.each([
      ['one gone or not the caller’s to see', '404'],
      ['a malformed id', 'abc'],
    ])('toasts that the request is not found for %s, and removes the parameter', async (_case, id) => {
      const toasts = spyOnToasts();
      const view = renderLeavePage({ requests: SAMPLE, options: { path: `/dashboard/leave-requests?request=${id}` } });
      await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.notFound]));
      await waitFor(() => expect(view.router.state.location.search).toBe(''));
      await waitFor(() => expect(shownReasons()).toHaveLength(4));
      expect(linkedRows()).toHaveLength(0);
    });
  });

  it('shows the load failure with the server’s message and a retry', async () => {
    fakeApi({ 'GET /leave-requests': () => new Reply(500, { error: true, message: 'The database is being upgraded' }) });
    renderWithApp(<LeaveRequestsPage />);
    expect(await screen.findByText(M.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('The database is being upgraded')).toBeInTheDocument();
  });
});
