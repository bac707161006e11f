import type { RemotesJson } from '@kanri/contracts';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemotesJson } from './remotes-json';

export const REGISTRY_URL = '/remotes.json';

/**
 * Reads remotes.json and registers every remote with the MF runtime. Pointing an entry at another
 * build takes effect on the next page load; the shell is not rebuilt.
 */
// eslint-disable-next-line no-restricted-globals -- remotes.json is the gateway's static file, read before anything else, not the API
export async function loadRegistry(fetchImpl: typeof fetch = fetch): Promise<RemotesJson> {
  const response = await fetchImpl(REGISTRY_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REGISTRY_URL}: HTTP ${response.status}`);
  const registry = parseRemotesJson(await response.json());
  registerRemotes(
    registry.remotes.map((remote) => ({ name: remote.name, entry: new URL(remote.manifest, window.location.href).href })),
    { force: true },
  );
  return registry;
}
