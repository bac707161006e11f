/**
 * `pnpm backup [file]` and `pnpm restore <file> [--force]` (root scripts): a logical backup of the
 * database Kanri uses — DATABASE_URL when set, else the embedded server of DATA_DIR (started for
 * the occasion, or shared with a running Kanri) — and of its media files; see src/db/backup.ts.
 * Files are gzipped JSON lines. A restore replaces everything; into a database that already has
 * accounts it needs --force (stop Kanri first: running processes keep cached sessions).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { loadConfig } from '../config.js';
import { BackupError, restoreBackup, writeBackup } from '../db/backup.js';
import { openDatabase } from '../db/database.js';
import { MediaStorage } from '../lib/media-storage.js';

async function main(command: string | undefined, args: string[]): Promise<void> {
  // Paths given are relative to where pnpm was run (the repo root for `./.data`).
  process.chdir(process.env.INIT_CWD ?? process.cwd());
  const config = loadConfig();
  const mediaDir = await MediaStorage.fromConfig(config).directory();
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (command === 'backup') {
    const file = path.resolve(files[0] ?? `kanri-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl.gz`);
    const database = await openDatabase(config, { log: (line) => console.error(line) });
    try {
      const temporary = `${file}.part`;
      const gzip = zlib.createGzip();
      const written = pipeline(gzip, fs.createWriteStream(temporary, { mode: 0o600 }));
      const summary = await writeBackup(database.pool, mediaDir, gzip);
      gzip.end();
      await written;
      fs.renameSync(temporary, file);
      console.log(`Backup written to ${file}: ${summary.tables} tables, ${summary.rows} rows, ${summary.files} media files.`);
    } finally {
      await database.close();
    }
    return;
  }
  if (command === 'restore') {
    const file = files[0];
    if (!file) throw new BackupError('Name the backup file: pnpm restore <file> [--force]');
    const database = await openDatabase(config, { log: (line) => console.error(line) });
    try {
      const { rows } = await database.pool.query<{ accounts: number }>('SELECT count(*)::int AS accounts FROM users');
      if (rows[0]!.accounts > 0 && !args.includes('--force')) {
        throw new BackupError(
          `This database already has ${rows[0]!.accounts} account(s): a restore replaces everything. Run again with --force.`,
        );
      }
      const input = fs.createReadStream(path.resolve(file)).pipe(zlib.createGunzip());
      const summary = await restoreBackup(database.pool, mediaDir, input);
      console.log(`Restored ${file}: ${summary.tables} tables, ${summary.rows} rows, ${summary.files} media files.`);
    } finally {
      await database.close();
    }
    return;
  }
  throw new BackupError('Usage: backup.ts backup [file] | backup.ts restore <file> [--force]');
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
