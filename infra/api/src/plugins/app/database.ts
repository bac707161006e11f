import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import type { DatabaseConfig, Database, OpenedDatabase } from '../../db/database.js';
import { openDatabase } from '../../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The node-postgres pool behind `db`. */
    dbPool: Pool;
    /** Whether the database is the server Kanri runs itself (DATABASE_URL unset). */
    dbEmbedded: boolean;
  }
}

export interface DatabasePluginOptions {
  config: DatabaseConfig;
  /** An already opened database; its caller keeps ownership and closes it. */
  database?: OpenedDatabase | undefined;
}

/** Decorates the API with `db`, `dbPool` and `dbEmbedded`; a database opened here is closed with the app. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (api, { config, database }) => {
    const opened = database ?? (await openDatabase(config, { log: (message) => api.log.info(message) }));
    api.decorate('db', opened.db);
    api.decorate('dbPool', opened.pool);
    api.decorate('dbEmbedded', opened.embedded !== undefined);
    if (!database) api.addHook('onClose', () => opened.close());
  },
  { name: 'kanri-database' },
);
