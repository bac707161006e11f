import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
// No `.js` suffix here: globalSetup is loaded by plain Node require, without jest's moduleNameMapper.
import { PGLITE_SNAPSHOT_ENV } from './pglite-snapshot';

const PACKAGE_ROOT = path.join(__dirname, '..', '..');
const CACHE_DIR = path.join(PACKAGE_ROOT, 'node_modules', '.cache', 'kanri-api-tests');

/**
 * A new PGlite pays initdb (3-7 s on two cores); loading a snapshot of a migrated one takes about
 * a second. The snapshot is built by the real migration code in a tsx child process (globalSetup
 * runs outside jest's module resolution) and cached until the migrations or the PGlite / drizzle
 * versions change. Every test file loads its own in-memory copy.
 */
export default function globalSetup(): void {
  const snapshot = path.join(CACHE_DIR, `pglite-${snapshotKey()}.tar`);
  if (!fs.existsSync(snapshot)) buildSnapshot(snapshot);
  process.env[PGLITE_SNAPSHOT_ENV] = snapshot;
}

function snapshotKey(): string {
  const hash = createHash('sha256');
  for (const dependency of ['@electric-sql/pglite', 'drizzle-orm']) {
    const manifest = path.join(PACKAGE_ROOT, 'node_modules', dependency, 'package.json');
    hash.update(`${dependency}@${(JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version}\n`);
  }
  const migrations = path.join(PACKAGE_ROOT, 'drizzle');
  for (const file of fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrations, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

function buildSnapshot(snapshot: string): void {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const pending = `${snapshot}.${process.pid}.tmp`;
  try {
    execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'create-pglite-snapshot.ts'), pending], {
      cwd: PACKAGE_ROOT,
      stdio: 'inherit',
    });
    fs.renameSync(pending, snapshot);
  } finally {
    fs.rmSync(pending, { force: true });
  }
  for (const file of fs.readdirSync(CACHE_DIR)) {
    if (file.endsWith('.tar') && file !== path.basename(snapshot)) fs.rmSync(path.join(CACHE_DIR, file), { force: true });
  }
}
