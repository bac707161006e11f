import {
  memberSchema,
  prioritySchema,
  projectSchema,
  statusSchema,
  tagSchema,
  taskSchema,
  userSchema,
  workspaceSchema,
} from '@kanri/contracts';
import { leavePageSchema, leaveRequestSchema, notificationPageSchema, notificationSchema } from '@kanri/contracts/hr';
import type { z } from 'zod';
import {
  makeLeavePage,
  makeLeaveRequest,
  makeMember,
  makeNotification,
  makeNotificationPage,
  makeProject,
  makeTask,
  makeUser,
  makeWorkspace,
  PRIORITIES,
  STATUSES,
  TAGS,
} from './fixtures';

/** Parses like the API's replies are checked: every key of the schema, no other. */
function expectExactly(schema: z.ZodType, value: unknown) {
  const parsed = schema.parse(value);
  expect(parsed).toEqual(value);
}

describe('fixtures', () => {
  it.each([
    ['makeUser', userSchema, makeUser(1)],
    ['makeMember', memberSchema, makeMember(2)],
    ['makeWorkspace', workspaceSchema, makeWorkspace(1)],
    ['makeProject', projectSchema, makeProject(3)],
    ['makeTask', taskSchema, makeTask(4)],
    ['makeLeaveRequest', leaveRequestSchema, makeLeaveRequest(5)],
    ['makeLeavePage', leavePageSchema, makeLeavePage([makeLeaveRequest(5)])],
    ['makeNotification', notificationSchema, makeNotification(6)],
    ['makeNotificationPage', notificationPageSchema, makeNotificationPage([makeNotification(6)])],
  ] as const)('%s gives what the contract describes', (_name, schema, value) => {
    expectExactly(schema, value);
  });

  it('gives the workflow and the tags in the contract shapes', () => {
    for (const status of STATUSES) expectExactly(statusSchema, status);
    for (const priority of PRIORITIES) expectExactly(prioritySchema, priority);
    for (const tag of TAGS) expectExactly(tagSchema, tag);
  });

  it('keeps the values the tests rely on', () => {
    expect(makeMember(4)).toMatchObject({
      full_name: 'Member 4',
      email: 'user4@kanri.test',
      role: 'developer',
      membership_status: 'active',
    });
    expect(makeProject(2)).toMatchObject({ name: 'Project 2', position: 1, status_ids: [1, 2, 3] });
    expect(makeTask(12)).toMatchObject({ title: 'Task 12', status_id: 1, priority_id: 2, position: 'a000012' });
    expect(makeWorkspace(1).name).toBe('Team Space');
    expect(makeTask(1, { title: 'Mine', assignee_ids: [2] })).toMatchObject({ title: 'Mine', assignee_ids: [2] });
  });
});
