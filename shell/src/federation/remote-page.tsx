import { lazy, type ComponentType } from 'react';
import { loadRemotePage } from './remote-modules';
import { RemoteBoundary } from './remote-boundary';

/**
 * Lazy page components, one per (remote, path, attempt). They must live outside the component that
 * suspends: React drops the hooks state of a component whose first mount suspends, so a `useMemo`d
 * lazy() would be created — and loaded — again on every retry.
 */
const lazyPages = new Map<string, ComponentType>();

function lazyPage(remote: string, path: string, attempt: number): ComponentType {
  const key = `${remote}\u0000${path}\u0000${attempt}`;
  let Page = lazyPages.get(key);
  if (!Page) {
    Page = lazy(() => loadRemotePage(remote, path));
    lazyPages.set(key, Page);
  }
  return Page;
}

/** The page a remote renders for one of its routes, inside its own error boundary. */
export function RemotePage({ remote, path }: { remote: string; path: string }) {
  return (
    <RemoteBoundary key={`${remote}:${path}`} remote={remote}>
      {(attempt) => {
        // A new lazy component per attempt, so Retry really loads the remote again.
        const Page = lazyPage(remote, path, attempt);
        return <Page />;
      }}
    </RemoteBoundary>
  );
}
