import type { Page, Route } from '@playwright/test';

export interface RegistryEntry {
  name: string;
  manifest: string;
  routes: { path: string; access: string; layout: string }[];
  nav: unknown[];
}

/** Serves a changed copy of /remotes.json to this page only (the file on disk is untouched). */
export async function overrideRegistry(page: Page, change: (remotes: RegistryEntry[]) => void) {
  await page.route('**/remotes.json', async (route: Route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as { remotes: RegistryEntry[] };
    change(registry.remotes);
    await route.fulfill({ response, json: registry });
  });
}

/** Every JS file the page requested, as URL paths. */
export function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
