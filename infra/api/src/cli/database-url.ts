/**
 * `pnpm --silent --filter @kanri/api db:url`: prints the connection string of the database Kanri
 * uses — DATABASE_URL when set, else the embedded server of DATA_DIR (running: start Kanri first) —
 * for pg_dump, psql or any other client: `pg_dump "$(pnpm --silent --filter @kanri/api db:url)"`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { EMBEDDED_DATABASE, EMBEDDED_FILES, EMBEDDED_USER } from '../db/embedded-postgres.js';

function main(): void {
  // DATA_DIR and folders given are relative to where pnpm was run (the repo root for `./.data`).
  process.chdir(process.env.INIT_CWD ?? process.cwd());
  const config = loadConfig();
  if (config.databaseUrl) {
    console.log(config.databaseUrl);
    return;
  }
  const pidFile = path.join(config.dataDir, EMBEDDED_FILES.cluster, 'postmaster.pid');
  const [pid, , , port] = fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8').split('\n') : [];
  if (!pid || !port || !isAlive(Number(pid))) {
    throw new Error(`No PostgreSQL server runs on ${path.dirname(pidFile)}: start Kanri (pnpm start) first.`);
  }
  const password = fs.readFileSync(path.join(config.dataDir, EMBEDDED_FILES.password), 'utf8').trim();
  console.log(`postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port.trim()}/${EMBEDDED_DATABASE}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
