import type { Member, Project, Role, Task, TaskActivity, TaskMedia, TaskRelationshipInput } from '@kanri/contracts';
import { configure, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import {
  fakeApi,
  makeMember,
  makeProject,
  makeTask,
  makeWorkspace,
  PRIORITIES,
  renderWithApp,
  STATUSES,
  TAGS,
  type ApiCall,
} from '../../test-utils';
import TaskDetailPage from './pages/task-detail-page';
import { TASK_DETAIL_TEXTS } from './texts';

/** Test helpers of the task detail page (used by its tests only). */

// antd under jsdom is slow on a busy 2-core machine: give lazy chunks and popups time to appear.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(90_000);

export const T = TASK_DETAIL_TEXTS;

export const MEMBERS: Member[] = [
  makeMember(1, { full_name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace', role: 'admin' }),
  makeMember(2, { full_name: 'Grace Hopper', first_name: 'Grace', last_name: 'Hopper' }),
  makeMember(3, { full_name: 'Alan Turing', first_name: 'Alan', last_name: 'Turing' }),
];

export const ACTOR = { id: 1, full_name: 'Ada Lovelace', email: 'ada@kanri.test', photo_url: null };

export function makeActivity(id: number, overrides: Partial<TaskActivity> = {}): TaskActivity {
  return {
    id,
    task_id: 1,
    type: 'created',
    field: null,
    custom_field_id: null,
    old_value: null,
    new_value: null,
    body: null,
    user: ACTOR,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function makeMedia(id: number, overrides: Partial<TaskMedia> = {}): TaskMedia {
  return {
    id,
    task_id: 1,
    file_name: `file-${id}.pdf`,
    mime_type: 'application/pdf',
    size: 2048,
    uploaded_by: ACTOR,
    created_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    ...overrides,
  };
}

type Handler = (call: ApiCall) => unknown;

export interface DetailSetup {
  task?: Partial<Task>;
  project?: Partial<Project>;
  activity?: TaskActivity[];
  media?: TaskMedia[];
  handlers?: Record<string, Handler>;
  role?: Role;
  path?: string;
  /** Extra routes (e.g. a page that links to the task). */
  routes?: RouteObject[];
}

/**
 * The task detail page on a fake API: task 1 of project 1 (statuses To Do, In Progress, Completed;
 * priorities; three members; the six tags). `PUT /tasks/update` answers with the task merged with
 * the change, so the page shows what was saved.
 */
export function renderDetail(setup: DetailSetup = {}) {
  let task: Task = makeTask(1, { title: 'Write the launch plan', ...setup.task });
  const project = makeProject(1, { name: 'Website Redesign', ...setup.project });
  const activity = setup.activity ?? [makeActivity(1)];
  const api = fakeApi({
    'GET /tasks/1': () => task,
    'GET /projects/1': () => project,
    'GET /projects': () => [project],
    'GET /statuses': () => STATUSES,
    'GET /priorities': () => PRIORITIES,
    'GET /users': () => MEMBERS,
    'GET /tags': () => TAGS,
    'GET /custom-fields': () => [],
    'GET /tasks/1/activity': () => activity,
    'GET /tasks/get-media': () => setup.media ?? [],
    'GET /workspaces': () => [makeWorkspace(1)],
    // The caller has no timer running (task-timer/testing.ts fakes one).
    'GET /time-entries/active': () => null,
    'PUT /tasks/update': (call) => {
      const {
        id: _id,
        relationships,
        ...changes
      } = call.body as Partial<Omit<Task, 'relationships'>> & {
        relationships?: TaskRelationshipInput[];
      };
      const links = task.relationships;
      task = { ...task, ...changes };
      // The API answers each link with the other task's name and project (a known link keeps its own).
      if (relationships) {
        task.relationships = relationships.map(
          (link) =>
            links.find((known) => known.task_id === link.task_id && known.type === link.type) ?? {
              ...link,
              title: `Task ${link.task_id}`,
              project_id: 1,
            },
        );
      }
      if ('assignee_ids' in changes) task.assigned_to = task.assignee_ids[0] ?? null;
      return task;
    },
    ...setup.handlers,
  });
  const routes: RouteObject[] = [
    { path: '/dashboard/tasks/:taskId', element: <TaskDetailPage /> },
    { path: '/dashboard', element: <p>Dashboard home</p> },
    { path: '/dashboard/projects/:projectId', element: <p>Project page</p> },
    ...(setup.routes ?? []),
  ];
  const view = renderWithApp(routes, { path: setup.path ?? '/dashboard/tasks/1', role: setup.role });
  return { ...view, api, current: () => task };
}

/** Waits for the page to show the task. */
export async function loaded() {
  await screen.findByRole('heading', { level: 1 });
  await screen.findByTestId('task-field-status');
}

export const field = (name: string) => screen.getByTestId(`task-field-${name}`);

export const pencil = (label: string) => screen.getByRole('button', { name: T.edit(label) });
export const saveButton = (label: string) => screen.getByRole('button', { name: T.save(label) });
export const cancelButton = (label: string) => screen.getByRole('button', { name: T.cancel(label) });

/** The bodies sent to `PUT /tasks/update`. */
export const updates = (api: ReturnType<typeof fakeApi>) => api.callsTo('PUT /tasks/update').map((call) => call.body);

/** An option of the open dropdown (rendered in a portal, outside the field). */
export const option = (name: string | RegExp) => screen.findByRole('option', { name });

export { within };
