import net from 'node:net';

/** The first port from `from` on that nothing listens to on 127.0.0.1 (up to 100 tried). */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port += 1) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${from} and ${from + 99}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Polls `url` until it answers 2xx (a server started in a child process). */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
