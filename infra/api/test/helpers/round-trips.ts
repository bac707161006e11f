import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Pool, PoolClient } from 'pg';

/**
 * Counts the SQL round trips (queries, BEGIN and COMMIT included) of one request on the app's pool:
 * `queriesOf(() => app.inject(...))`. Request-scoped: an onRequest hook runs the request in an
 * AsyncLocalStorage scope (as @fastify/request-context does), so work the request leaves behind (a
 * realtime delivery triggered by NOTIFY) is not counted against it. Call before the app is ready.
 */
export function roundTripCounter(app: FastifyInstance, pool: Pool) {
  const scope = new AsyncLocalStorage<{ queries: string[] }>();
  let next: { queries: string[] } | undefined;
  app.addHook('onRequest', (_request, _reply, done) => {
    const store = next;
    next = undefined;
    if (store) scope.run(store, () => done());
    else done();
  });
  const record = (text: unknown) => {
    const store = scope.getStore();
    if (store) store.queries.push(typeof text === 'string' ? text : String((text as { text?: string })?.text ?? text));
  };

  // pool.query goes through pool.connect too: every query is counted once, on its client.
  const patched = new WeakSet<PoolClient>();
  const patch = (client: PoolClient | undefined) => {
    if (!client || patched.has(client)) return;
    patched.add(client);
    const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: unknown }).query = (...queryArgs: unknown[]) => {
      record(queryArgs[0]);
      return clientQuery(...queryArgs);
    };
  };
  const poolConnect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: unknown }).connect = (...args: unknown[]) => {
    const callback = args[0];
    if (typeof callback === 'function') {
      return poolConnect((error: unknown, client: PoolClient | undefined, done: unknown) => {
        patch(client);
        callback(error, client, done);
      });
    }
    return (poolConnect() as Promise<PoolClient>).then((client) => {
      patch(client);
      return client;
    });
  };

  return {
    /** The queries `work` sent, in order. */
    async queriesOf<T>(work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
      const store = { queries: [] as string[] };
      next = store;
      const result = await work();
      return { result, queries: store.queries };
    },
  };
}
