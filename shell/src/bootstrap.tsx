import { DesignSystemProvider } from '@kanri/design-system/essentials';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ErrorPanel } from './federation/error-panel';
import { loadRegistry } from './federation/registry';
import { DASHBOARD_PATH, preloadDashboardLayout } from './routing/create-routes';
import { TEXTS } from './texts';

const root = createRoot(document.getElementById('root')!);
// A dashboard page needs the layout's chunk: fetch it alongside remotes.json, not after.
if (window.location.pathname.startsWith(DASHBOARD_PATH)) preloadDashboardLayout();

loadRegistry()
  .then((registry) =>
    root.render(
      <StrictMode>
        <App registry={registry} />
      </StrictMode>,
    ),
  )
  .catch((error: unknown) => {
    console.error('[shell] remotes.json could not be loaded', error);
    root.render(
      <DesignSystemProvider>
        <ErrorPanel
          title={TEXTS.registryFailedTitle}
          description={TEXTS.registryFailedBody}
          onRetry={() => window.location.reload()}
        />
      </DesignSystemProvider>,
    );
  });
