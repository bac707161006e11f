import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configureApiClient } from './http';
import { useMembers, useProject, useProjects, useWorkspaces } from './queries';
import { queryKeys } from './query-keys';

function fakeApi(replies: Record<string, [number, unknown]>) {
  const fetchMock = jest.fn(async (url: string) => {
    const [status, body] = replies[url.replace('/api/v1', '')] ?? [404, { error: true, message: 'Not found.' }];
    return { ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
  });
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch });
  return fetchMock;
}

function renderWithClient<T>(hook: () => T) {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(hook, { wrapper }) };
}

describe('shared query hooks', () => {
  it('read the lists under their area keys', async () => {
    fakeApi({
      '/projects': [200, { data: [{ id: 1, name: 'Apollo' }] }],
      '/users': [200, { data: [{ id: 5, email: 'a@kanri.test' }] }],
      '/workspaces': [200, { data: [{ id: 1, name: 'Kanri' }] }],
    });
    const { result, client } = renderWithClient(() => ({
      projects: useProjects(),
      members: useMembers(),
      workspaces: useWorkspaces(),
    }));
    await waitFor(() =>
      expect(result.current.workspaces.isSuccess && result.current.members.isSuccess && result.current.projects.isSuccess).toBe(
        true,
      ),
    );
    expect(client.getQueryData(queryKeys.projects.list())).toEqual([{ id: 1, name: 'Apollo' }]);
    expect(client.getQueryData(queryKeys.team.members())).toEqual([{ id: 5, email: 'a@kanri.test' }]);
    expect(client.getQueryData(queryKeys.workspaces.list())).toEqual([{ id: 1, name: 'Kanri' }]);
  });

  it('useProject waits for an id and does not retry a missing project', async () => {
    const fetchMock = fakeApi({});
    const idle = renderWithClient(() => useProject(null));
    expect(idle.result.current.fetchStatus).toBe('idle');
    const missing = renderWithClient(() => useProject(9));
    await waitFor(() => expect(missing.result.current.isError).toBe(true));
    expect(missing.result.current.error).toMatchObject({ status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
