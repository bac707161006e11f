import { DesignSystemProvider, ErrorPanel } from '@kanri/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRegistry } from './federation/registry';
import { TEXTS } from './texts';

const root = createRoot(document.getElementById('root')!);

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
        <ErrorPanel title={TEXTS.registryFailedTitle} description={TEXTS.registryFailedBody} onRetry={() => window.location.reload()} />
      </DesignSystemProvider>,
    );
  });
