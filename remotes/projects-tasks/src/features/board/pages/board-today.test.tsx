import { selectCurrentUser, signedIn } from '@kanri/app-state';
import { act, waitFor, within } from '@testing-library/react';
import { makeTask } from '../../../test-utils';
import { card, openBoard, withBoardGeometry } from '../test-support';
import { BOARD_TEXTS as T } from '../texts';

withBoardGeometry();

describe("the board's today is the user's", () => {
  afterEach(() => jest.useRealTimers());

  it('marks overdue by the date in their time zone, not the browser clock', async () => {
    // 20:00 UTC on Nov 27: the browser (UTC) is on the 27th, Auckland (UTC+13) already on the 28th.
    jest.useFakeTimers({ now: Date.parse('2026-11-27T20:00:00.000Z') });
    const { store } = await openBoard({
      tasks: [
        makeTask(1, { title: 'Due the 27th', due_date: '2026-11-27' }),
        makeTask(2, { title: 'Due the 28th', due_date: '2026-11-28' }),
      ],
    });
    expect(within(card(1)).getByTestId('board-card-due')).not.toHaveClass('is-overdue');
    // The user's profile says Auckland.
    act(() => store.dispatch(signedIn({ ...selectCurrentUser(store.getState())!, time_zone: 'Pacific/Auckland' })));
    await waitFor(() => expect(within(card(1)).getByTestId('board-card-due')).toHaveClass('is-overdue'));
    expect(within(card(1)).getByTestId('board-card-due')).toHaveAttribute('title', T.overdue);
    expect(within(card(2)).getByTestId('board-card-due')).not.toHaveClass('is-overdue');
  });
});
