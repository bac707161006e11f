/**
 * `pnpm --filter @kanri/api import-pglite [folder]`: carries the data of an earlier Kanri's PGlite
 * database (DATA_DIR/pglite by default) over to the PostgreSQL database Kanri uses now (the embedded
 * server of DATA_DIR, or DATABASE_URL), table by table, in one transaction.
 *
 * PGlite is no longer a dependency: the script installs the version Kanri used into a temporary
 * folder with npm. It refuses to write into a database that already has accounts unless `--replace`
 * is given, and leaves the PGlite folder untouched. Stop Kanri before running it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PoolClient } from 'pg';
import { loadConfig } from '../config.js';
import { LEGACY_PGLITE_SUBDIR, legacyPgliteNotice, openDatabase } from '../db/database.js';

/** The PGlite version the earlier Kanri shipped (its data format is tied to it). */
const PGLITE_VERSION = '0.5.16';
const BATCH_ROWS = 1000;

interface PgliteInstance {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

interface Column {
  name: string;
  identity: boolean;
}

async function main(argv: string[]): Promise<void> {
  const replace = argv.includes('--replace');
  // DATA_DIR and folders given are relative to where pnpm was run (the repo root for `./.data`).
  process.chdir(process.env.INIT_CWD ?? process.cwd());
  const config = loadConfig();
  const source = path.resolve(argv.find((arg) => !arg.startsWith('--')) ?? path.join(config.dataDir, LEGACY_PGLITE_SUBDIR));
  if (!fs.existsSync(path.join(source, 'PG_VERSION'))) throw new Error(`${source} holds no PGlite database.`);

  const pglite = await openPglite(source);
  // Not the "no longer read" notice: this is the command it points to.
  const notice = legacyPgliteNotice(config.dataDir);
  const database = await openDatabase(config, { log: (line) => line !== notice && console.log(line) });
  const client = await database.pool.connect();
  try {
    const accounts = await client.query<{ count: string }>('select count(*) from users');
    if (Number(accounts.rows[0]!.count) > 0 && !replace) {
      throw new Error(
        'The PostgreSQL database already has accounts: nothing imported. Run again with --replace to ' +
          'replace everything in it with the PGlite data.',
      );
    }
    const copied = await copyTables(pglite, client);
    console.log(`Imported ${copied.rows.toLocaleString('en-US')} rows from ${copied.tables} tables of ${source}.`);
    console.log(`The PGlite folder is left as it was; remove it once Kanri shows your data: rm -r ${source}`);
  } finally {
    client.release();
    await pglite.close();
    await database.close();
  }
}

async function openPglite(folder: string): Promise<PgliteInstance> {
  const installDir = path.join(os.tmpdir(), `kanri-pglite-${PGLITE_VERSION}`);
  const manifest = path.join(installDir, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  if (!fs.existsSync(manifest)) {
    console.log(`Installing @electric-sql/pglite@${PGLITE_VERSION} into ${installDir} to read the old database…`);
    fs.mkdirSync(installDir, { recursive: true });
    const npm = spawnSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', installDir, `@electric-sql/pglite@${PGLITE_VERSION}`],
      // Without the npm_config_* pnpm sets for its scripts: npm warns about each one it does not know.
      { stdio: 'inherit', shell: process.platform === 'win32', env: withoutNpmConfig(process.env) },
    );
    if (npm.status !== 0) throw new Error(`npm could not install @electric-sql/pglite@${PGLITE_VERSION}.`);
  }
  const { PGlite } = createRequire(manifest)('@electric-sql/pglite') as {
    PGlite: { create(dataDir: string): Promise<PgliteInstance> };
  };
  return PGlite.create(folder);
}

/**
 * Every table of the target's public schema that the source has too, with the columns both have (the
 * target may be some migrations ahead: new columns take their defaults). Foreign keys and triggers
 * are off for the copy (session_replication_role), so the order of the tables does not matter.
 */
async function copyTables(pglite: PgliteInstance, client: PoolClient): Promise<{ tables: number; rows: number }> {
  const sourceMigrations = await pglite.query<{ count: number }>(
    'select count(*)::int as count from drizzle.__drizzle_migrations',
  );
  const targetMigrations = await client.query<{ count: number }>(
    'select count(*)::int as count from drizzle.__drizzle_migrations',
  );
  if (sourceMigrations.rows[0]!.count > targetMigrations.rows[0]!.count) {
    throw new Error('The PGlite database is newer than this Kanri: update Kanri first.');
  }

  const targetTables = await columnsOf((sql) => client.query(sql).then((result) => result.rows));
  const sourceTables = await columnsOf((sql) => pglite.query(sql).then((result) => result.rows));
  let rows = 0;
  let tables = 0;
  await client.query('begin');
  try {
    await client.query(`set local session_replication_role = replica`);
    const names = [...targetTables.keys()];
    if (names.length > 0) await client.query(`truncate ${names.map(quote).join(', ')} restart identity`);
    for (const [table, targetColumns] of targetTables) {
      const sourceColumns = new Set((sourceTables.get(table) ?? []).map((column) => column.name));
      const columns = targetColumns.filter((column) => sourceColumns.has(column.name));
      if (columns.length === 0) continue;
      tables += 1;
      const list = columns.map((column) => quote(column.name)).join(', ');
      const overriding = columns.some((column) => column.identity) ? ' overriding system value' : '';
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const batch = await pglite.query<{ rows: unknown }>(
          `select coalesce(json_agg(t), '[]'::json)::text as rows from (select ${list} from ${quote(table)} order by 1 limit ${BATCH_ROWS} offset ${offset}) t`,
        );
        const json = String(batch.rows[0]!.rows);
        if (json === '[]') break;
        const inserted = await client.query(
          `insert into ${quote(table)} (${list})${overriding} select ${list} from json_populate_recordset(null::${quote(table)}, $1::json)`,
          [json],
        );
        rows += inserted.rowCount ?? 0;
      }
      await resetSequences(client, table, columns);
    }
    // The triggers were off: every workspace's task tallies get a new version (migration 0022).
    await client.query('select kanri_task_tallies_renew()');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return { tables, rows };
}

async function columnsOf(query: (sql: string) => Promise<unknown[]>): Promise<Map<string, Column[]>> {
  const rows = (await query(
    `select c.relname as table, a.attname as column, a.attidentity <> '' as identity
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  )) as { table: string; column: string; identity: boolean }[];
  const tables = new Map<string, Column[]>();
  for (const row of rows) tables.set(row.table, [...(tables.get(row.table) ?? []), { name: row.column, identity: row.identity }]);
  return tables;
}

/** Serial and identity columns continue after the highest imported value. */
async function resetSequences(client: PoolClient, table: string, columns: Column[]): Promise<void> {
  for (const column of columns) {
    const sequence = await client.query<{ name: string | null }>('select pg_get_serial_sequence($1, $2) as name', [
      quote(table),
      column.name,
    ]);
    const name = sequence.rows[0]?.name;
    if (!name) continue;
    await client.query(`select setval($1, coalesce((select max(${quote(column.name)}) from ${quote(table)}), 0) + 1, false)`, [
      name,
    ]);
  }
}

function withoutNpmConfig(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.toLowerCase().startsWith('npm_config_')));
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
