import { createAppStore, type AppStore } from '@kanri/app-state';
import { DesignSystemProvider } from '@kanri/design-system/essentials';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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
  return (
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <DesignSystemProvider>{children}</DesignSystemProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
