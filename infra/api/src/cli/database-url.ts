/**
 * `pnpm --silent --filter @kanri/api db:url`: prints the connection string of the database Kanri
 * uses — DATABASE_URL when set, else the embedded server of DATA_DIR (running: start Kanri first) —
 * for pg_dump, psql or any other client: `pg_dump "$(pnpm --silent --filter @kanri/api db:url)"`.
 */
import { loadConfig } from '../config.js';
import { runningEmbeddedServer } from '../db/embedded-postgres.js';

function main(): void {
  // DATA_DIR and folders given are relative to where pnpm was run (the repo root for `./.data`).
  process.chdir(process.env.INIT_CWD ?? process.cwd());
  const config = loadConfig();
  if (config.databaseUrl) {
    console.log(config.databaseUrl);
    return;
  }
  const server = runningEmbeddedServer(config.dataDir);
  if (!server) throw new Error(`No PostgreSQL server runs on ${config.dataDir}: start Kanri (pnpm start) first.`);
  console.log(server.url);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
