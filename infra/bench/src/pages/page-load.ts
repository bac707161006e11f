import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import type { BenchSession } from '../seed/workspace-seeder';
import type { ReadySpec } from './page-cases';

/** gzip level used for every byte figure: the maximum, deterministic for a given file. */
export const GZIP_LEVEL = 9;

export interface PageBytes {
  jsBytes: number;
  jsGzipBytes: number;
  cssBytes: number;
  cssGzipBytes: number;
  jsFiles: number;
  cssFiles: number;
}

export interface PageLoad extends PageBytes {
  /** Every request until the page was rendered and the network idle (document, scripts, API calls...). */
  requests: number;
  /** Remotes whose remoteEntry.js was fetched (their folder under /remotes/). */
  remoteEntries: string[];
  /** Remotes whose mf-manifest.json was fetched. */
  manifests: string[];
  /** ms from navigation start. */
  firstContentfulPaintMs: number | null;
  readyMs: number;
  domNodes: number;
  /** Every JS/CSS file with its sizes, largest first (for finding what costs). */
  files: { path: string; bytes: number; gzipBytes: number }[];
}

export const READY_MARK = 'kanri:ready';

/**
 * Marks `kanri:ready` at the first animation frame after the DOM matches `spec`, from a
 * MutationObserver the bench installs before any page script runs (the remotes are not touched).
 */
function installReadyMark(spec: ReadySpec & { mark: string }) {
  let done = false;
  const matches = () => {
    const nodes = document.querySelectorAll(spec.selector);
    if (spec.text === undefined) return nodes.length > 0;
    return Array.from(nodes).some((node) => node.textContent?.trim() === spec.text);
  };
  const observer = new MutationObserver(() => {
    if (done || !matches()) return;
    done = true;
    observer.disconnect();
    requestAnimationFrame(() => performance.mark(spec.mark));
  });
  observer.observe(document, { childList: true, subtree: true });
}

function installSession(session: { token: string; user: unknown }) {
  localStorage.setItem('auth_token', session.token);
  localStorage.setItem('user', JSON.stringify(session.user));
}

export interface LoadOptions {
  baseUrl: string;
  path: string;
  ready: ReadySpec;
  session?: BenchSession | undefined;
  readyTimeoutMs?: number;
  /** Quiet network this long after ready ends the load. */
  idleMs?: number;
}

export class PageNotReadyError extends Error {}

/**
 * One cold load (a fresh browser context: empty cache and storage) of a page until it is rendered
 * and the network is idle. Returns the page still open, for the scale cases to go on with.
 */
export async function loadPage(
  browser: Browser,
  options: LoadOptions,
): Promise<{ load: PageLoad; page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
  try {
    if (options.session)
      await context.addInitScript(installSession, { token: options.session.token, user: options.session.user });
    await context.addInitScript(installReadyMark, { ...options.ready, mark: READY_MARK });
    const page = await context.newPage();
    const tracker = trackNetwork(page);
    await page.goto(`${options.baseUrl}${options.path}`);
    try {
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, READY_MARK, {
        timeout: options.readyTimeoutMs ?? 30_000,
      });
    } catch {
      throw new PageNotReadyError(
        `${options.path} never matched ${options.ready.selector}${options.ready.text ? ` "${options.ready.text}"` : ''}`,
      );
    }
    await tracker.idle(options.idleMs ?? 700);
    const files = await tracker.stop();
    const timings = await page.evaluate((mark) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        fcp: paint ? paint.startTime : null,
        ready: performance.getEntriesByName(mark)[0]!.startTime,
        domNodes: document.getElementsByTagName('*').length,
      };
    }, READY_MARK);
    const load: PageLoad = {
      ...sumBytes(files),
      requests: tracker.requests.length,
      remoteEntries: remotesFetched(tracker.requests, 'remoteEntry.js'),
      manifests: remotesFetched(tracker.requests, 'mf-manifest.json'),
      firstContentfulPaintMs: timings.fcp,
      readyMs: timings.ready,
      domNodes: timings.domNodes,
      files: files.map(({ path, bytes, gzipBytes }) => ({ path, bytes, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
    return { load, page, context };
  } catch (error) {
    await context.close();
    throw error;
  }
}

interface LoadedFile {
  path: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
}

function trackNetwork(page: Page) {
  const requests: string[] = [];
  const files: Promise<LoadedFile | null>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  let tracking = true;
  const onRequest = (request: Request) => {
    if (!tracking) return;
    requests.push(request.url());
    inFlight += 1;
    lastActivity = Date.now();
  };
  const onDone = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('response', (response) => {
    if (!tracking) return;
    const type = response.request().resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
    if (!kind) return;
    files.push(
      response.body().then(
        (body) => ({
          path: new URL(response.url()).pathname,
          kind,
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length,
        }),
        () => null,
      ),
    );
  });
  return {
    requests,
    /** Resolves once no request has been in flight for `quietMs` (or after 20 s). */
    async idle(quietMs: number) {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop(): Promise<LoadedFile[]> {
      tracking = false;
      return (await Promise.all(files)).filter((file): file is LoadedFile => file !== null);
    },
  };
}

function sumBytes(files: LoadedFile[]): PageBytes {
  const of = (kind: LoadedFile['kind']) => files.filter((file) => file.kind === kind);
  const sum = (list: LoadedFile[], key: 'bytes' | 'gzipBytes') => list.reduce((total, file) => total + file[key], 0);
  return {
    jsBytes: sum(of('js'), 'bytes'),
    jsGzipBytes: sum(of('js'), 'gzipBytes'),
    cssBytes: sum(of('css'), 'bytes'),
    cssGzipBytes: sum(of('css'), 'gzipBytes'),
    jsFiles: of('js').length,
    cssFiles: of('css').length,
  };
}

function remotesFetched(urls: string[], file: string): string[] {
  const names = new Set<string>();
  for (const url of urls) {
    const match = new URL(url).pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
    if (match && match[2] === file) names.add(match[1]!);
  }
  return [...names].sort();
}
