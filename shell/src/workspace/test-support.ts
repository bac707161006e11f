import { configureApiClient } from '@kanri/api-client';
import { AUTH_MESSAGES, type Role, type Workspace } from '@kanri/contracts';

/** Test helpers of the workspace switch (used by tests only). */

export const WORKSPACES: Workspace[] = [
  { id: 1, name: 'Team Space', role: 'admin', member_count: 4, created_at: '2026-01-05T10:00:00.000Z' },
  { id: 2, name: 'Side Project', role: 'developer', member_count: 2, created_at: '2026-02-01T10:00:00.000Z' },
];

/** The signed-in user of these tests (id 5). */
export const USER = { id: 5, email: 'ada@kanri.test', first_name: 'Ada', last_name: 'Lovelace', full_name: 'Ada Lovelace' };

export interface FakeRequest {
  method: string;
  path: string;
  workspaceId: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface FakeWorkspaceServer {
  fetch: jest.Mock<Promise<Response>, [string, RequestInit?]>;
  memberOf: number[];
  requests: FakeRequest[];
  headersTo: (path: string) => number[];
}

/**
 * A fake server for one user (id 5) who is a member of `memberOf` with the role each workspace of
 * `workspaces` gives: GET /user and GET /workspaces like the API (403 when the `workspace_id` header
 * names a workspace the user is not in), and GET /probe answering which workspace it served.
 */
export function fakeWorkspaceServer({ workspaces = WORKSPACES, memberOf }: { workspaces?: Workspace[]; memberOf?: number[] } = {}) {
  const requests: FakeRequest[] = [];
  const roleIn = (id: number): Role => workspaces.find((workspace) => workspace.id === id)?.role ?? 'member';
  const fetchMock = jest.fn(async (url: string, init?: RequestInit): Promise<Response> => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1/, '');
    const workspaceId = Number((init?.headers as Record<string, string>).workspace_id);
    requests.push({ method: init?.method ?? 'GET', path, workspaceId });
    if (!server.memberOf.includes(workspaceId)) return json({ error: true, message: AUTH_MESSAGES.notWorkspaceMember }, 403);
    if (path === '/user') return json({ error: false, message: 'OK', data: { ...USER, workspace_id: workspaceId, role: roleIn(workspaceId) } });
    if (path === '/workspaces') return json({ error: false, message: 'OK', data: workspaces.filter((w) => server.memberOf.includes(w.id)) });
    if (path === '/probe') return json({ error: false, message: 'OK', data: { workspace: workspaceId } });
    return json({ error: true, message: 'Not found' }, 404);
  });
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch });
  const server: FakeWorkspaceServer = {
    fetch: fetchMock,
    memberOf: memberOf ?? workspaces.map((workspace) => workspace.id),
    requests,
    /** The workspace headers sent to `path`. */
    headersTo: (path: string) => requests.filter((request) => request.path === path).map((request) => request.workspaceId),
  };
  return server;
}
