import { createAppStore, selectCurrentUser, type AppStore } from '@kanri/app-state';
import { DesignSystemProvider, setPreferredTimeZone, setPreferredWeekStart } from '@kanri/design-system/essentials';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/**
 * The providers of the product, created once by the host (shell or a remote's standalone harness):
 * one QueryClient, one Redux store, one antd ConfigProvider + App, one toast stack.
 */
export function AppProviders({
  children,
  store: givenStore,
  queryClient: givenClient,
}: {
  children: ReactNode;
  store?: AppStore;
  queryClient?: QueryClient;
}) {
  const [store] = useState(() => givenStore ?? createAppStore());
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  useEffect(() => syncTimeZone(store), [store]);
  return (
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <DesignSystemProvider>{children}</DesignSystemProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}

/**
 * Keeps design-system's `useTimeZone` on the signed-in user's zone (`time_zone` of GET /user: their
 * own, else the workspace default; none: the browser's) and `useWeekStartsOn` on the workspace's
 * week start. Returns the unsubscribe.
 */
export function syncTimeZone(store: AppStore): () => void {
  const apply = () => {
    const user = selectCurrentUser(store.getState());
    setPreferredTimeZone(user?.time_zone);
    setPreferredWeekStart(user?.week_start);
  };
  apply();
  return store.subscribe(apply);
}
