import { AppProviders } from '@kanri/app-runtime';
import type { RemotesJson } from '@kanri/contracts';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from './routing/create-routes';

export function App({ registry }: { registry: RemotesJson }) {
  const [router] = useState(() => createBrowserRouter(createRoutes(registry)));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
