import { AUTH_MESSAGES, type Role, type Workspace } from '@kanri/contracts';
import { fakeApi, makeUser, Reply, type ApiCall, type Handler } from '@kanri/testing';

/** Test helpers of the workspace switch (used by tests only). */

export const WORKSPACES: Workspace[] = [
  { id: 1, name: 'Team Space', role: 'admin', member_count: 4, created_at: '2026-01-05T10:00:00.000Z' },
  { id: 2, name: 'Side Project', role: 'developer', member_count: 2, created_at: '2026-02-01T10:00:00.000Z' },
];

/** The signed-in user of these tests (id 5). */
export const USER = makeUser(5, { email: 'ada@kanri.test', first_name: 'Ada', last_name: 'Lovelace', full_name: 'Ada Lovelace' });

export interface FakeRequest {
  method: string;
  path: string;
  workspaceId: number;
}

export interface FakeWorkspaceServer {
  fetch: jest.Mock<Promise<Response>, [string, RequestInit?]>;
  memberOf: number[];
  requests: FakeRequest[];
  headersTo: (path: string) => number[];
}

/**
 * A fake server (@kanri/testing's contract-checked `fakeApi`) for one user (id 5) who is a member of
 * `memberOf` with the role each workspace of `workspaces` gives: GET /user and GET /workspaces like
 * the API (403 when the `workspace_id` header names a workspace the user is not in), and GET /probe
 * (not an API route) answering which workspace it served.
 */
export function fakeWorkspaceServer({
  workspaces = WORKSPACES,
  memberOf,
}: { workspaces?: Workspace[]; memberOf?: number[] } = {}) {
  const roleIn = (id: number): Role => workspaces.find((workspace) => workspace.id === id)?.role ?? 'member';
  const workspaceOf = (call: ApiCall) => Number(call.headers.workspace_id);
  const inWorkspace =
    (answer: (workspaceId: number) => unknown): Handler =>
    (call) =>
      server.memberOf.includes(workspaceOf(call))
        ? answer(workspaceOf(call))
        : new Reply(403, { error: true, message: AUTH_MESSAGES.notWorkspaceMember });
  const api = fakeApi({
    'GET /user': inWorkspace((workspaceId) => ({ ...USER, workspace_id: workspaceId, role: roleIn(workspaceId) })),
    'GET /workspaces': inWorkspace(() => workspaces.filter((workspace) => server.memberOf.includes(workspace.id))),
    'GET /probe': inWorkspace((workspaceId) => ({ workspace: workspaceId })),
  });
  const server: FakeWorkspaceServer = {
    fetch: api.fetchMock,
    memberOf: memberOf ?? workspaces.map((workspace) => workspace.id),
    get requests() {
      return api.calls.map((call) => ({ method: call.method, path: call.path, workspaceId: workspaceOf(call) }));
    },
    /** The workspace headers sent to `path`. */
    headersTo: (path: string) => api.calls.filter((call) => call.path === path).map(workspaceOf),
  };
  return server;
}
