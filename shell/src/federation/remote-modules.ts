import type { PageModule, RemoteRoutes, WidgetModule } from '@kanri/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';

type RoutesModule = { default: RemoteRoutes };

const routesModules = new Map<string, Promise<RemoteRoutes>>();

/** The remote's `./routes` expose, loaded once. A failure is not cached, so Retry loads again. */
export function loadRemoteRoutes(remote: string): Promise<RemoteRoutes> {
  let pending = routesModules.get(remote);
  if (!pending) {
    pending = loadRemote<RoutesModule>(`${remote}/routes`).then((module) => {
      if (!module?.default?.routes) throw new Error(`Remote ${remote} exposes no routes`);
      return module.default;
    });
    pending.catch(() => routesModules.delete(remote));
    routesModules.set(remote, pending);
  }
  return pending;
}

export async function loadRemotePage(remote: string, path: string): Promise<PageModule> {
  const routes = await loadRemoteRoutes(remote);
  const route = routes.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Remote ${remote} has no page for ${path}`);
  return route.page();
}

type AnyWidgetModule = WidgetModule<object>;

/**
 * A widget expose of a remote (e.g. `./sidebar-projects`), loaded when the shell first renders its
 * slot, never with the shell itself. A failure is not cached, so Retry loads again.
 */
export async function loadRemoteWidget(remote: string, module: string): Promise<AnyWidgetModule> {
  const loaded = await loadRemote<AnyWidgetModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) {
    throw new Error(`Remote ${remote} exposes no widget component at ${module}`);
  }
  return loaded;
}
