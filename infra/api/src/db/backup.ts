import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Pool, PoolClient } from 'pg';
import { TEMP_SUBDIR } from '../lib/media-storage.js';

/**
 * Logical backups of Kanri's database and media files, the same for the embedded server and an
 * external one (no pg_dump needed: the embedded binaries have none). A backup is gzipped JSON lines:
 * a header (format, when, the schema's last migration), then every row of every table of the
 * `public` schema as `{"t": table, "r": row}`, then every media file as `{"f": path, "d": base64}`.
 * Rows are read in one REPEATABLE READ transaction: a consistent snapshot while Kanri runs.
 */
export const BACKUP_FORMAT = 'kanri-backup';
export const BACKUP_VERSION = 1;
const BATCH_ROWS = 1000;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** created_at of the last migration applied (drizzle's journal), so a restore knows the schema. */
  lastMigration: number | null;
  tables: string[];
}

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
}

/** Tables of the public schema, parents before children (by foreign keys; cycles keep name order). */
export async function tablesInDependencyOrder(client: Pool | PoolClient): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );
  const parents = new Map<string, Set<string>>(tables.map((table) => [table.name, new Set<string>()]));
  for (const edge of edges) parents.get(edge.child)?.add(edge.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < parents.size) {
    const ready = [...parents.keys()].filter((name) => !placed.has(name) && [...parents.get(name)!].every((p) => placed.has(p)));
    const next = ready.length > 0 ? ready : [[...parents.keys()].find((name) => !placed.has(name))!];
    for (const name of next) {
      placed.add(name);
      ordered.push(name);
    }
  }
  return ordered;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function lastMigration(client: PoolClient): Promise<number | null> {
  const { rows } = await client
    .query<{ created_at: string }>('SELECT max(created_at)::text AS created_at FROM drizzle.__drizzle_migrations')
    .catch(() => ({ rows: [] as { created_at: string }[] }));
  return rows[0]?.created_at ? Number(rows[0].created_at) : null;
}

/** Every file under `folder` but the uploads being written, as paths relative to it. */
function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.split(path.sep)[0] !== TEMP_SUBDIR)
    .sort();
}

/** Writes a backup of the database behind `pool` and of `mediaDir` to `out` (ungzipped lines). */
export async function writeBackup(pool: Pool, mediaDir: string | undefined, out: Writable): Promise<BackupSummary> {
  const write = (line: object) =>
    new Promise<void>((resolve, reject) => {
      const ok = out.write(`${JSON.stringify(line)}\n`, (error) => (error ? reject(error) : undefined));
      if (ok) resolve();
      else out.once('drain', resolve);
    });
  const client = await pool.connect();
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0 };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await tablesInDependencyOrder(client);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      lastMigration: await lastMigration(client),
      tables,
    };
    await write(header);
    for (const table of tables) {
      summary.tables += 1;
      await client.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoteIdentifier(table)} t`,
      );
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`FETCH ${BATCH_ROWS} FROM backup_rows`);
        for (const { row } of rows) {
          out.write(`{"t":${JSON.stringify(table)},"r":${row}}\n`);
          summary.rows += 1;
        }
        if (rows.length < BATCH_ROWS) break;
        await new Promise<void>((resolve) => (out.writableNeedDrain ? out.once('drain', resolve) : resolve()));
      }
      await client.query('CLOSE backup_rows');
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  if (mediaDir) {
    for (const file of filesUnder(mediaDir)) {
      await write({ f: file, d: fs.readFileSync(path.join(mediaDir, file)).toString('base64') });
      summary.files += 1;
    }
  }
  return summary;
}

export class BackupError extends Error {}

/**
 * Restores a backup (lines from `input`) into the database behind `pool`, which Kanri has migrated
 * (openDatabase does): every table is emptied, then filled in dependency order with the backup's
 * columns that still exist (a newer schema's new columns take their defaults), triggers off (no
 * notices, no webhooks for restored rows), sequences moved past the restored ids, in ONE
 * transaction: a failed restore leaves the database as it was. Media files are written to mediaDir.
 */
export async function restoreBackup(pool: Pool, mediaDir: string | undefined, input: Readable): Promise<BackupSummary> {
  const client = await pool.connect();
  // After the await: lines read before the loop starts iterating would be lost.
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0 };
  const files: { f: string; d: string }[] = [];
  try {
    let header: BackupHeader | undefined;
    let batch: { table: string; rows: unknown[] } | undefined;
    const columnsOf = new Map<string, string[]>();
    const flush = async () => {
      if (!batch || batch.rows.length === 0) return;
      const columns = columnsOf.get(batch.table)!;
      const present = columns.filter((column) => batch!.rows.some((row) => Object.hasOwn(row as object, column)));
      const list = present.map(quoteIdentifier).join(', ');
      await client.query(
        `INSERT INTO ${quoteIdentifier(batch.table)} (${list}) OVERRIDING SYSTEM VALUE
         SELECT ${list} FROM json_populate_recordset(null::${quoteIdentifier(batch.table)}, $1::json)`,
        [JSON.stringify(batch.rows)],
      );
      summary.rows += batch.rows.length;
      batch.rows = [];
    };
    for await (const line of lines) {
      if (line.trim() === '') continue;
      const entry = JSON.parse(line) as Partial<BackupHeader> & { t?: string; r?: unknown; f?: string; d?: string };
      if (!header) {
        if (entry.format !== BACKUP_FORMAT) throw new BackupError('This file is not a Kanri backup.');
        if ((entry.version ?? 0) > BACKUP_VERSION)
          throw new BackupError(`Backup format ${entry.version} is newer than this Kanri.`);
        header = entry as BackupHeader;
        const current = await lastMigration(client);
        if (header.lastMigration !== null && current !== null && header.lastMigration > current) {
          throw new BackupError('The backup comes from a newer Kanri (its database schema is ahead): update Kanri first.');
        }
        await client.query('BEGIN');
        await client.query("SET LOCAL session_replication_role = 'replica'");
        const tables = await tablesInDependencyOrder(client);
        const { rows } = await client.query<{ table: string; column: string }>(
          `SELECT c.relname AS table, a.attname AS column FROM pg_attribute a
             JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
            ORDER BY a.attnum`,
        );
        for (const row of rows) columnsOf.set(row.table, [...(columnsOf.get(row.table) ?? []), row.column]);
        if (tables.length > 0) await client.query(`TRUNCATE ${tables.map(quoteIdentifier).join(', ')} RESTART IDENTITY CASCADE`);
        continue;
      }
      if (entry.t !== undefined) {
        if (!columnsOf.has(entry.t)) throw new BackupError(`The backup has a table this Kanri does not know: ${entry.t}.`);
        if (batch?.table !== entry.t) {
          await flush();
          batch = { table: entry.t, rows: [] };
          summary.tables += 1;
        }
        batch.rows.push(entry.r);
        if (batch.rows.length >= BATCH_ROWS) await flush();
      } else if (entry.f !== undefined && entry.d !== undefined) {
        if (path.isAbsolute(entry.f) || entry.f.split(/[\\/]/).includes('..'))
          throw new BackupError(`Unsafe file path: ${entry.f}`);
        files.push({ f: entry.f, d: entry.d });
      }
    }
    if (!header) throw new BackupError('The backup is empty.');
    await flush();
    // Serial and identity columns continue after the restored ids.
    await client.query(`
      DO $$ DECLARE s record; BEGIN
        FOR s IN SELECT c.relname AS table_name, a.attname AS column_name, pg_get_serial_sequence(quote_ident(c.relname), a.attname) AS seq
                   FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
                  WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
                    AND pg_get_serial_sequence(quote_ident(c.relname), a.attname) IS NOT NULL LOOP
          EXECUTE format('SELECT setval(%L, coalesce((SELECT max(%I) FROM %I), 0) + 1, false)', s.seq, s.column_name, s.table_name);
        END LOOP;
      END $$`);
    // The triggers were off: every workspace's task tallies get a new version (migration 0022).
    await client.query('SELECT kanri_task_tallies_renew()');
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  if (mediaDir) {
    for (const file of files) {
      const target = path.join(mediaDir, file.f);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, Buffer.from(file.d, 'base64'));
      summary.files += 1;
    }
  }
  return summary;
}
