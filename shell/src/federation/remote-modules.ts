import type { PageModule, RemoteRoutes } from '@kanri/contracts';
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
