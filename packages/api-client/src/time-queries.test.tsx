import type { TimeEntry } from '@kanri/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configureApiClient } from './http';
import { queryKeys } from './query-keys';
import { useUpdateTimeEntry } from './time-queries';

const entry = (id: number, overrides: Partial<TimeEntry> = {}) =>
  ({ id, task_id: null, description: 'General work', is_active: true, is_paused: false, ...overrides }) as TimeEntry;

function setup(active: TimeEntry | null, reply: TimeEntry) {
  const fetchMock = jest.fn(
    async () =>
      ({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify({ error: false, data: reply }) }) as Response,
  );
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch });
  const client = new QueryClient();
  client.setQueryData(queryKeys.time.active(), active);
  client.setQueryData(queryKeys.time.report({ period: 'today' }), { any: 'data' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdateTimeEntry(), { wrapper });
  return { client, result, fetchMock };
}

test('an update of the active entry replaces it in the active timer’s cache; the time queries go stale', async () => {
  const { client, result, fetchMock } = setup(entry(7), entry(7, { description: 'Reviewing' }));
  await act(() => result.current.update({ id: 7, description: 'Reviewing' }));
  expect(fetchMock).toHaveBeenCalledWith(
    expect.stringMatching(/\/time-entries\/update$/),
    expect.objectContaining({ method: 'PUT' }),
  );
  expect(client.getQueryData<TimeEntry>(queryKeys.time.active())?.description).toBe('Reviewing');
  expect(client.getQueryState(queryKeys.time.report({ period: 'today' }))?.isInvalidated).toBe(true);
});

test('an update of another entry leaves the active timer alone', async () => {
  const { client, result } = setup(entry(7), entry(3, { is_active: false, description: 'Old' }));
  await act(() => result.current.update({ id: 3, description: 'Old' }));
  expect(client.getQueryData<TimeEntry>(queryKeys.time.active())?.id).toBe(7);
});
