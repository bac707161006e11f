import { configureApiClient } from '@kanri/api-client';
import { AppProviders } from '@kanri/app-runtime';
import { createAppStore, signedIn, type AppStore } from '@kanri/app-state';
import {
  DEFAULT_CLICK_APPS,
  type Member,
  type Priority,
  type Project,
  type Role,
  type Status,
  type Tag,
  type Task,
  type Workspace,
} from '@kanri/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/** A recorded call to the fake API. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => unknown | Promise<unknown>;

/** A reply other than 200 `{ error: false, data }`. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A fake `/api/v1` for component tests: handlers keyed `'GET /projects'` (path without the query)
 * return the `data` of a `{ error: false, data }` reply, or a `Reply` for another status. Unknown
 * routes answer 404. Every call is recorded in `calls`.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call = { method, path, query: url.searchParams, body };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    if (!handler) return json({ error: true, message: `No fake for ${method} ${path}` }, 404);
    try {
      const result = await handler(call);
      if (result instanceof Reply) return json(result.body, result.status);
      return json({ error: false, message: 'OK', data: result }, method === 'POST' ? 201 : 200);
    } catch (error) {
      return json({ error: true, message: error instanceof Error ? error.message : 'failed' }, 500);
    }
  });
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch });
  return {
    calls,
    fetchMock,
    /** The calls to `METHOD /path`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/**
 * Renders `routes` (or one element at `/`) in the app's providers with a signed-in user of `role`,
 * starting at `path`. Returns the router to read the location.
 */
export function renderWithApp(
  routesOrElement: RouteObject[] | ReactElement,
  { path = '/', role = 'admin', store = createAppStore() }: { path?: string; role?: Role; store?: AppStore } = {},
) {
  store.dispatch(signedIn({ id: 1, email: 'ada@kanri.test', first_name: 'Ada', last_name: 'Lovelace', full_name: 'Ada Lovelace', role }));
  const routes = Array.isArray(routesOrElement) ? routesOrElement : [{ path: '/', element: routesOrElement }];
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Elsewhere</p> }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
  const view = render(
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, store, user, queryClient, pathname: () => router.state.location.pathname };
}

const STAMP = '2026-11-01T10:00:00.000Z';

export const STATUSES: Status[] = [
  { id: 1, name: 'To Do', slug: 'to-do', color: '#94a3b8', category: 'todo', position: 0, task_count: 1 },
  { id: 2, name: 'In Progress', slug: 'in-progress', color: '#3b82f6', category: 'in_progress', position: 1, task_count: 1 },
  { id: 3, name: 'Completed', slug: 'completed', color: '#22c55e', category: 'done', position: 2, task_count: 0 },
];

export const PRIORITIES: Priority[] = [
  { id: 1, name: 'Low', slug: 'low', color: '#22c55e', position: 0, task_count: 0 },
  { id: 2, name: 'Medium', slug: 'medium', color: '#f59e0b', position: 1, task_count: 2 },
  { id: 3, name: 'High', slug: 'high', color: '#ef4444', position: 2, task_count: 0 },
];

export const TAGS: Tag[] = [
  { id: 1, name: 'Frontend', color: '#3b82f6' },
  { id: 2, name: 'Backend', color: '#22c55e' },
  { id: 3, name: 'Design', color: '#ec4899' },
  { id: 4, name: 'Research', color: '#a855f7' },
  { id: 5, name: 'Bug', color: '#ef4444' },
  { id: 6, name: 'Feature', color: '#f59e0b' },
];

export function makeProject(id: number, overrides: Partial<Project> = {}): Project {
  return {
    id,
    workspace_id: 1,
    name: `Project ${id}`,
    description: null,
    color: '#befca9',
    status: 'active',
    start_date: null,
    end_date: null,
    template: 'starter',
    click_apps: { ...DEFAULT_CLICK_APPS },
    status_ids: [1, 2, 3],
    position: id - 1,
    task_count: 0,
    status_counts: [
      { status_id: 1, count: 0 },
      { status_id: 2, count: 0 },
      { status_id: 3, count: 0 },
    ],
    created_by: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeTask(id: number, overrides: Partial<Task> = {}): Task {
  return {
    id,
    workspace_id: 1,
    project_id: 1,
    title: `Task ${id}`,
    description: null,
    status_id: 1,
    priority_id: 2,
    assigned_to: null,
    assignee_ids: [],
    start_date: null,
    due_date: null,
    progress: 0,
    time_estimate_minutes: null,
    track_time: false,
    tag_ids: [],
    relationships: [],
    position: `a${String(id).padStart(6, '0')}`,
    custom_field_values: {},
    created_by: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeMember(id: number, overrides: Partial<Member> = {}): Member {
  return {
    id,
    first_name: 'First',
    last_name: 'Last',
    full_name: `Member ${id}`,
    email: `user${id}@kanri.test`,
    phone: null,
    address: null,
    city: null,
    state: null,
    country: null,
    zip: null,
    status: 'active',
    email_verified: true,
    role: 'developer',
    role_id: 3,
    email_verified_at: null,
    workspace_id: 1,
    guard: 'api',
    photo_url: null,
    created_at: STAMP,
    updated_at: STAMP,
    membership_status: 'active',
    joined_at: STAMP,
    ...overrides,
  };
}

/** Workspace 1 is named Team Space on the server (the spec's breadcrumb); the user is its admin unless told. */
export function makeWorkspace(id: number, overrides: Partial<Workspace> = {}): Workspace {
  return { id, name: id === 1 ? 'Team Space' : `Workspace ${id}`, role: 'admin', member_count: 1, created_at: STAMP, ...overrides };
}
