import { selectCurrentUser, signedIn } from '@kanri/app-state';
import { act, waitFor, within } from '@testing-library/react';
import { makeProject, makeTask } from '../../../test-utils';
import { findRow, listServer, mockListGeometry, renderProjectPage } from '../test-support';
import { TASK_LIST_TEXTS as T } from '../texts';

jest.setTimeout(120_000);

let restoreGeometry: () => void;
beforeAll(() => {
  restoreGeometry = mockListGeometry();
});
afterAll(() => restoreGeometry());

describe("the task list's today is the user's", () => {
  afterEach(() => jest.useRealTimers());

  it('marks overdue by the date in their time zone and renews it at their midnight', async () => {
    // 07:59 UTC on Nov 28: the browser (UTC) is on the 28th, Los Angeles still on the 27th (23:59).
    jest.useFakeTimers({ now: Date.parse('2026-11-28T07:59:00.000Z') });
    listServer({
      project: makeProject(1, { name: 'Website', task_count: 1 }),
      tasks: [makeTask(1, { title: 'Due the 27th', due_date: '2026-11-27' })],
    });
    const { store } = renderProjectPage(1);
    // The user's profile says Los Angeles.
    act(() => store.dispatch(signedIn({ ...selectCurrentUser(store.getState())!, time_zone: 'America/Los_Angeles' })));
    const row = await findRow('Due the 27th');
    const date = () => within(row).getByText('Nov 27');
    await waitFor(() => expect(date()).toBeInTheDocument());
    expect(date()).not.toHaveClass('is-overdue');
    // Midnight in Los Angeles: the page left open marks it overdue.
    act(() => jest.advanceTimersByTime(60_000));
    await waitFor(() => expect(date()).toHaveClass('is-overdue'));
    expect(date().closest('[title]')).toHaveAttribute('title', T.overdue);
  });
});
