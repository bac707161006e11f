import { expect, type APIRequestContext } from '@playwright/test';

/** Calls `/api/v1` as a signed-in user (token from `apiSignIn`/`useSignedInSession`). */
export function workApi(request: APIRequestContext, token: string, workspaceId = 1) {
  const headers = { Authorization: `Bearer ${token}`, workspace_id: String(workspaceId) };
  async function call<T>(method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown): Promise<T> {
    const reply = await request[method](`/api/v1${path}`, { headers, ...(data === undefined ? {} : { data }) });
    expect(reply.ok(), `${method.toUpperCase()} ${path}: ${await reply.text()}`).toBe(true);
    return ((await reply.json()) as { data: T }).data;
  }
  return {
    createProject: (name: string, fields: Record<string, unknown> = {}) =>
      call<{ id: number; name: string; status_ids: number[] }>('post', '/projects/store', { name, ...fields }),
    deleteProject: (id: number) => call('delete', '/projects/destroy', { id }),
    createTask: (projectId: number, title: string, fields: Record<string, unknown> = {}) =>
      call<{ id: number; title: string }>('post', '/tasks/store', { project_id: projectId, title, ...fields }),
    getTask: (id: number) => call<Record<string, unknown>>('get', `/tasks/${id}`),
    call,
  };
}

/** A name no earlier run of the suite used (the data dir is fresh per run, but specs share it). */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
