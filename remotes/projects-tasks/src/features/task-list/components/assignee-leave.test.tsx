import type { ApprovedLeave } from '@kanri/contracts/hr';
import { DEFAULT_CLICK_APPS } from '@kanri/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { makeMember, makeProject, makeTask } from '../../../test-utils';
import { LEAVE_TEXTS } from '../../../shared/leave';
import { findRow, listServer, mockListGeometry, renderProjectPage } from '../test-support';

jest.setTimeout(120_000);

let restoreGeometry: () => void;
beforeAll(() => {
  restoreGeometry = mockListGeometry();
});
afterAll(() => restoreGeometry());

const MEMBERS = [
  makeMember(1, { full_name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace' }),
  makeMember(2, { full_name: 'Grace Hopper', first_name: 'Grace', last_name: 'Hopper' }),
];
const ADA_AWAY: ApprovedLeave = {
  id: 5,
  user_id: 1,
  user_name: 'Ada Lovelace',
  leave_type: 'sick',
  start_date: '2031-03-04',
  end_date: '2031-03-06',
};
const tasks = () => [
  makeTask(1, { title: 'Write brief', due_date: '2031-03-05', assignee_ids: [1], assigned_to: 1 }),
  makeTask(2, { title: 'Ship it', due_date: '2031-03-05' }),
  makeTask(3, { title: 'Retro', due_date: '2031-03-09' }),
];

/** Opens a row's assignee picker and returns Ada's option. */
async function adaOption(user: ReturnType<typeof renderProjectPage>['user'], title: string) {
  const row = await findRow(title);
  await user.click(within(row).getByRole('button', { name: new RegExp(`Assignees of ${title}`) }));
  await screen.findByRole('combobox', { name: new RegExp(`Assignees of ${title}`) });
  return waitFor(() => {
    const found = screen
      .getAllByTitle('Ada Lovelace')
      .find((element) => element.classList.contains('ant-select-item-option') && !element.closest('.ant-select-dropdown-hidden'));
    expect(found).toBeDefined();
    return found!;
  });
}

describe('the task list and approved leave', () => {
  it('reads the leave of the loaded due dates in one request and marks avatars of people away on the due date', async () => {
    const server = listServer({
      project: makeProject(1, { name: 'Website', task_count: 3 }),
      tasks: tasks(),
      members: MEMBERS,
      handlers: { 'GET /leave-requests/approved': () => [ADA_AWAY] },
    });
    renderProjectPage(1);
    const row = await findRow('Write brief');
    const mark = await within(row).findByTestId('on-leave-mark');
    expect(mark).toHaveAccessibleName('Ada Lovelace is on leave on Mar 5, 2031');
    const calls = server.callsTo('GET /leave-requests/approved');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('from')! <= '2031-03-05').toBe(true);
    expect(calls[0]!.query.get('to')).toBe('2031-03-09');
  });

  it('marks Ada in the picker of a task due while she is away and warns when she is assigned', async () => {
    const single = { ...DEFAULT_CLICK_APPS, 'multiple-assignees': false };
    const server = listServer({
      project: makeProject(1, { name: 'Website', task_count: 3, click_apps: single }),
      tasks: tasks(),
      members: MEMBERS,
      handlers: { 'GET /leave-requests/approved': () => [ADA_AWAY] },
    });
    const { user } = renderProjectPage(1);
    await waitFor(() => expect(server.callsTo('GET /leave-requests/approved')).toHaveLength(1));
    const ada = await adaOption(user, 'Ship it');
    expect(within(ada).getByText(LEAVE_TEXTS.tag)).toBeInTheDocument();
    await user.click(ada);
    expect(await screen.findByText('Ada Lovelace is on leave on Mar 5, 2031')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('PUT /tasks/update').map((call) => call.body)).toEqual([{ id: 2, assignee_ids: [1] }]),
    );
  });

  it('does not mark her for a task due after her leave', async () => {
    listServer({
      project: makeProject(1, { name: 'Website', task_count: 3 }),
      tasks: tasks(),
      members: MEMBERS,
      handlers: { 'GET /leave-requests/approved': () => [ADA_AWAY] },
    });
    const { user } = renderProjectPage(1);
    await within(await findRow('Write brief')).findByTestId('on-leave-mark');
    const ada = await adaOption(user, 'Retro');
    expect(within(ada).queryByText(LEAVE_TEXTS.tag)).not.toBeInTheDocument();
  });
});
