import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool, type PoolClient } from 'pg';
import { createTestDatabase, type TestDatabase } from '../helpers/test-databases.js';

/**
 * A pool whose next checkout hands out a client whose server connection has just been terminated
 * (what `pg_terminate_backend` or a database restart does to a connection between two requests).
 */
class DroppingPool extends Pool {
  dropNext = false;

  override connect(): Promise<PoolClient>;
  override connect(callback: Parameters<Pool['connect']>[0]): void;
  override connect(callback?: Parameters<Pool['connect']>[0]): Promise<PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(async (client) => {
      client.on('error', () => undefined);
      if (this.dropNext) {
        this.dropNext = false;
        await client.query('SELECT pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
      }
      return client;
    });
  }
}

/**
 * drizzle-orm 0.45.4 ran BEGIN outside the block that returns the client to the pool: every
 * transaction started on a dead connection kept one pool slot for good, and closing the pool then
 * waited forever. patches/drizzle-orm@0.45.4.patch fixes it; this holds it fixed.
 */
describe('a transaction whose BEGIN fails', () => {
  let database: TestDatabase;
  let pool: DroppingPool;

  beforeAll(async () => {
    database = await createTestDatabase({ fromTemplate: false });
    pool = new DroppingPool({ connectionString: database.databaseUrl, max: 1 });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('fails with the connection error, gives its client back, and the pool carries on', async () => {
    const db = drizzle({ client: pool });
    pool.dropNext = true;
    await expect(db.transaction((tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
    expect(pool.totalCount).toBe(0);

    // One slot only: had the dead client kept it, this would wait forever.
    const result = await db.transaction((tx) => tx.execute(sql`SELECT 41 + 1 AS answer`));
    expect(result.rows).toEqual([{ answer: 42 }]);
    await pool.end();
    expect(pool.totalCount).toBe(0);
  });
});
