import type { ApprovedLeave } from '@kanri/contracts/hr';
import { screen, waitFor, within } from '@testing-library/react';
import { toLocalDateString } from '../../../domain';
import { LEAVE_TEXTS } from '../../../shared/leave';
import { makeMember, makeTask } from '../../../test-utils';
import { card, openBoard, withBoardGeometry } from '../test-support';
import { BOARD_TEXTS as T } from '../texts';

withBoardGeometry();

const MEMBERS = [
  makeMember(1, { full_name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace' }),
  makeMember(2, { full_name: 'Grace Hopper', first_name: 'Grace', last_name: 'Hopper' }),
];
const today = toLocalDateString(new Date());
const LEAVE: ApprovedLeave[] = [
  { id: 5, user_id: 1, user_name: 'Ada Lovelace', leave_type: 'annual', start_date: '2031-03-04', end_date: '2031-03-06' },
  { id: 6, user_id: 2, user_name: 'Grace Hopper', leave_type: 'sick', start_date: today, end_date: today },
];

describe('the board and approved leave', () => {
  it("marks a card's assignee away on its due date, with the reason on hover, from one request", async () => {
    const { server, user } = await openBoard({
      tasks: [
        makeTask(1, { title: 'Write brief', due_date: '2031-03-05', assignee_ids: [1, 2], assigned_to: 1 }),
        makeTask(2, { title: 'Ship it', due_date: '2031-03-09', assignee_ids: [1], assigned_to: 1 }),
      ],
      members: MEMBERS,
      handlers: { 'GET /leave-requests/approved': () => LEAVE },
    });

    const mark = await within(card(1)).findByTestId('on-leave-mark');
    expect(mark).toHaveAccessibleName('Ada Lovelace is on leave on Mar 5, 2031');
    // Grace is away today, not on the due date; Ada is back by the second card's.
    expect(within(card(1)).getAllByTestId('on-leave-mark')).toHaveLength(1);
    expect(within(card(2)).queryByTestId('on-leave-mark')).not.toBeInTheDocument();
    await user.hover(mark);
    expect(await screen.findByRole('tooltip', { name: 'Ada Lovelace is on leave on Mar 5, 2031' })).toBeInTheDocument();

    const calls = server.callsTo('GET /leave-requests/approved');
    expect(calls).toHaveLength(1);
    expect([calls[0]!.query.get('from'), calls[0]!.query.get('to')]).toEqual([today, '2031-03-09']);
  });

  it('marks the people away today in the assignee filter', async () => {
    const { server, user } = await openBoard({
      tasks: [makeTask(1, { title: 'Write brief', due_date: '2031-03-05', assignee_ids: [1], assigned_to: 1 })],
      members: MEMBERS,
      handlers: { 'GET /leave-requests/approved': () => LEAVE },
    });
    await waitFor(() => expect(server.callsTo('GET /leave-requests/approved')).toHaveLength(1));
    await within(card(1)).findByTestId('on-leave-mark');
    await user.click(screen.getByTestId('board-filter-button'));
    await user.click(await screen.findByRole('combobox', { name: T.filterAssignees }));
    const grace = await screen.findByTitle('Grace Hopper');
    expect(within(grace).getByText(LEAVE_TEXTS.tag)).toBeInTheDocument();
    expect(within(await screen.findByTitle('Ada Lovelace')).queryByText(LEAVE_TEXTS.tag)).not.toBeInTheDocument();
  });
});
