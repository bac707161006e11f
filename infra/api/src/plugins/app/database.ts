import fp from 'fastify-plugin';
import type { DatabaseConfig, Database, DatabaseKind, OpenedDatabase } from '../../db/database.js';
import { openDatabase } from '../../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
  }
}

export interface DatabasePluginOptions {
  config: DatabaseConfig;
  /** An already opened database; its caller keeps ownership and closes it. */
  database?: OpenedDatabase | undefined;
}

/** Decorates the API with `db` and `dbKind`; a database opened here is closed with the app. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (api, { config, database }) => {
    const opened = database ?? (await openDatabase(config));
    api.decorate('db', opened.db);
    api.decorate('dbKind', opened.kind);
    if (!database) api.addHook('onClose', () => opened.close());
  },
  { name: 'kanri-database' },
);
