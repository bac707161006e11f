import type { RemotesJson } from '@kanri/contracts';

const KIB = 1024;

/** JS + CSS (gzip) a page may download until it is rendered (the budgets). */
export const PAGE_BUDGETS: Record<string, number> = {
  landing: 300 * KIB,
  login: 350 * KIB,
  dashboard: 550 * KIB,
  'task list': 550 * KIB,
  board: 550 * KIB,
  'time tracking': 550 * KIB,
};

export interface BudgetVerdict {
  page: string;
  path: string;
  gzipBytes: number;
  budgetBytes: number | undefined;
  overBudget: boolean;
  /** Remote entries fetched that this page does not render. */
  unexpectedRemotes: string[];
}

export function checkPage(
  page: string,
  path: string,
  gzipBytes: number,
  remoteEntries: readonly string[],
  registry: RemotesJson,
): BudgetVerdict {
  const budgetBytes = PAGE_BUDGETS[page];
  const allowed = remotesRenderedOn(path, registry);
  return {
    page,
    path,
    gzipBytes,
    budgetBytes,
    overBudget: budgetBytes !== undefined && gzipBytes > budgetBytes,
    unexpectedRemotes: remoteEntries.filter((remote) => !allowed.has(remote)),
  };
}

/**
 * The remotes (folder names under /remotes/) a page renders, from remotes.json: the one whose route
 * matches the path, and on pages of the dashboard layout every remote filling a widget slot of the chrome.
 */
export function remotesRenderedOn(path: string, registry: RemotesJson): Set<string> {
  const rendered = new Set<string>();
  let layout: string | undefined;
  for (const remote of registry.remotes) {
    const route = remote.routes.find((candidate) => routeMatches(candidate.path, path));
    if (route) {
      rendered.add(folderOf(remote.manifest));
      layout = route.layout;
    }
  }
  if (layout === 'dashboard') {
    for (const remote of registry.remotes) if (remote.widgets?.length) rendered.add(folderOf(remote.manifest));
  }
  return rendered;
}

/** `/dashboard/projects/:projectId` matches `/dashboard/projects/12`; no wildcard beyond `:params`. */
export function routeMatches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('?')[0]!.split('/').filter(Boolean);
  return (
    patternParts.length === pathParts.length &&
    patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index])
  );
}

/** `/remotes/projects-tasks/mf-manifest.json` → `projects-tasks`. */
export function folderOf(manifest: string): string {
  const match = manifest.match(/\/remotes\/([^/]+)\//);
  return match ? match[1]! : manifest;
}
