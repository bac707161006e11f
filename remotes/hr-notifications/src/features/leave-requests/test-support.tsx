import { leaveDaysCount } from '@kanri/contracts/hr';
import type { LeaveCounts, LeavePage, LeaveRequest, LeaveStoreRequest, LeaveUpdateRequest } from '@kanri/contracts/hr';
import { fakeApi, makeLeaveRequest, renderWithApp, STAMP, type ApiCall, type RenderWithAppOptions } from '@kanri/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import LeaveRequestsPage from './pages/leave-requests-page';
import { LEAVE_TEXTS } from './texts';

const T = LEAVE_TEXTS;

/** The counts of the five cards over every request, as the API computes them (this month: November 2026). */
export function countsOf(requests: readonly LeaveRequest[]): LeaveCounts {
  const count = (status: LeaveRequest['status']) => requests.filter((request) => request.status === status).length;
  return {
    total: requests.length,
    pending: count('pending'),
    approved: count('approved'),
    rejected: count('rejected'),
    this_month: requests.filter((request) => request.start_date.startsWith('2026-11')).length,
  };
}

/**
 * The Leave Requests page over a fake `/api/v1` that keeps `requests` like the API does: GET
 * /leave-requests searches the name and reason, filters by status and type and counts over all;
 * store, update and destroy change the list. `handlers` replace any route.
 */
export function renderLeavePage({
  requests: initial = [],
  handlers = {},
  options = {},
}: {
  requests?: LeaveRequest[];
  handlers?: Record<string, (call: ApiCall) => unknown>;
  options?: RenderWithAppOptions;
} = {}) {
  const requests = [...initial];
  let nextId = Math.max(0, ...requests.map((request) => request.id)) + 1;
  const api = fakeApi({
    'GET /leave-requests': (call): LeavePage => {
      const search = call.query.get('search')?.toLowerCase();
      const status = call.query.get('status');
      const type = call.query.get('leave_type');
      return {
        items: requests.filter(
          (request) =>
            (!search || `${request.user_name} ${request.reason}`.toLowerCase().includes(search)) &&
            (!status || request.status === status) &&
            (!type || request.leave_type === type),
        ),
        counts: countsOf(requests),
      };
    },
    'POST /leave-requests/store': (call) => {
      const body = call.body as LeaveStoreRequest;
      const created = makeLeaveRequest(nextId++, {
        user_id: 1,
        user_name: 'Ada Lovelace',
        leave_type: body.leave_type ?? 'annual',
        start_date: body.start_date,
        end_date: body.end_date,
        days_count: leaveDaysCount(body.start_date, body.end_date),
        reason: body.reason,
      });
      requests.unshift(created);
      return created;
    },
    'POST /leave-requests/update': (call) => {
      const { id, status, comments } = call.body as LeaveUpdateRequest;
      const index = requests.findIndex((request) => request.id === id);
      const decided = status === 'cancelled' ? {} : { decided_by: 1, decided_by_name: 'Ada Lovelace', decided_at: STAMP };
      const updated: LeaveRequest = { ...requests[index]!, status, comments: comments ?? '', ...decided };
      requests[index] = updated;
      return updated;
    },
    'DELETE /leave-requests/destroy/:id': (call) => {
      const id = Number(call.params.id);
      requests.splice(
        requests.findIndex((request) => request.id === id),
        1,
      );
      return { id };
    },
    ...handlers,
  });
  const view = renderWithApp([{ path: '/dashboard/leave-requests', element: <LeaveRequestsPage /> }], {
    path: '/dashboard/leave-requests',
    ...options,
  });
  return { ...view, api, requests };
}

/** The figure on one of the five cards. */
export function cardValue(title: string): string {
  const cards = screen.getByRole('region', { name: T.cards.label });
  return within(cards).getByText(title).parentElement!.children[1]!.textContent ?? '';
}

/** The table row of a request, found by its reason. */
export async function findRow(reason: string): Promise<HTMLElement> {
  const cell = await screen.findByText(reason, { selector: '.ant-table-row *' });
  return cell.closest('tr')!;
}

/** The reasons of the rows shown, in order. */
export const shownReasons = () => screen.queryAllByTestId('leave-reason').map((element) => element.textContent ?? '');

/** Opens the menu of the row with `reason` and returns it; the menus closed earlier stay in the page, hidden. */
export async function openMenu(user: UserEvent, reason: string) {
  const row = await findRow(reason);
  await user.click(within(row).getByRole('button', { name: /^Actions for/ }));
  return waitFor(() => {
    const open = screen.getAllByRole('menu').filter((menu) => !menu.closest('.ant-dropdown-hidden'));
    expect(open).toHaveLength(1);
    return open[0]!;
  });
}

/** The item labels of an open menu. */
export const menuLabels = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

/** Opens an antd Select and picks the option showing `label`. */
export async function pickOption(user: UserEvent, select: HTMLElement, label: string) {
  await user.click(select);
  const option = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
    ].find((element) => element.textContent === label);
    if (!found) throw new Error(`No option ${label}`);
    return found;
  });
  await user.click(option);
}

/** The option texts of the open antd Select list. */
export const openOptions = () =>
  [
    ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
  ].map((element) => element.textContent);
