import type { ApprovedLeave } from '@kanri/contracts/hr';
import { screen, waitFor } from '@testing-library/react';
import { LEAVE_TEXTS } from '../../../../shared/leave';
import { field, loaded, option, pencil, renderDetail, T, updates, within } from '../../testing';

/** Ada (1) is on approved leave around the task's due date. */
const ADA_AWAY: ApprovedLeave = {
  id: 5,
  user_id: 1,
  user_name: 'Ada Lovelace',
  leave_type: 'annual',
  start_date: '2031-03-04',
  end_date: '2031-03-06',
};

describe('Assignees and approved leave', () => {
  it('reads the leave of the due date once, marks who is away and warns on assigning them', async () => {
    const view = renderDetail({
      task: { due_date: '2031-03-05', assignee_ids: [2], assigned_to: 2 },
      handlers: { 'GET /leave-requests/approved': () => [ADA_AWAY] },
    });
    await loaded();
    await waitFor(() => expect(view.api.callsTo('GET /leave-requests/approved')).toHaveLength(1));
    const [call] = view.api.callsTo('GET /leave-requests/approved');
    expect([call!.query.get('from'), call!.query.get('to')]).toEqual(['2031-03-05', '2031-03-05']);

    await view.user.click(pencil(T.fields.assignees));
    const ada = await option(/Ada Lovelace/);
    expect(within(ada).getByText(LEAVE_TEXTS.tag)).toBeInTheDocument();
    expect(within(await option(/Alan Turing/)).queryByText(LEAVE_TEXTS.tag)).not.toBeInTheDocument();

    await view.user.click(ada);
    const warning = 'Ada Lovelace is on leave on Mar 5, 2031';
    // A toast, and a line under the field.
    expect(await screen.findAllByText(warning)).not.toHaveLength(0);
    expect(within(field('assignees')).getByTestId('assignees-on-leave')).toHaveTextContent(warning);

    // Assigning is still allowed.
    await view.user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(updates(view.api)).toEqual([{ id: 1, assignee_ids: [2, 1] }]));
    await waitFor(() => expect(within(field('assignees')).getByTestId('assignees-on-leave')).toHaveTextContent(warning));
  });

  it('marks nobody when the leave cannot be read', async () => {
    const view = renderDetail({ task: { due_date: '2031-03-05', assignee_ids: [1], assigned_to: 1 } });
    await loaded();
    await view.user.click(pencil(T.fields.assignees));
    expect(within(await option(/Grace Hopper/)).queryByText(LEAVE_TEXTS.tag)).not.toBeInTheDocument();
    expect(within(field('assignees')).queryByTestId('assignees-on-leave')).not.toBeInTheDocument();
  });
});
