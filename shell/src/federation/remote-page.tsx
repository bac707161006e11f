import { lazy, useMemo, type ComponentType } from 'react';
import { loadRemotePage } from './remote-modules';
import { RemoteBoundary } from './remote-boundary';

function LazyRemotePage({ remote, path, attempt }: { remote: string; path: string; attempt: number }) {
  // A new lazy component per attempt, so Retry really loads the remote again.
  const Page = useMemo(() => lazy(() => loadRemotePage(remote, path)) as ComponentType, [remote, path, attempt]);
  return <Page />;
}

/** The page a remote renders for one of its routes, inside its own error boundary. */
export function RemotePage({ remote, path }: { remote: string; path: string }) {
  return (
    <RemoteBoundary key={`${remote}:${path}`} remote={remote}>
      {(attempt) => <LazyRemotePage remote={remote} path={path} attempt={attempt} />}
    </RemoteBoundary>
  );
}
