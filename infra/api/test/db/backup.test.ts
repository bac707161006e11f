import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { Pool } from 'pg';
import { BackupError, restoreBackup, tablesInDependencyOrder, writeBackup } from '../../src/db/backup.js';
import { openDatabase, type OpenedDatabase } from '../../src/db/database.js';
import { openSession, seedRoleMembers } from '../helpers/accounts.js';
import { injectAs } from '../helpers/calls.js';
import { multipart, SAMPLE_FILES } from '../helpers/multipart.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-databases.js';

/** Set anew by a restore (migration 0022), not copied: compared apart. */
const RENEWED_TABLES = new Set(['task_tally_versions']);

/** md5 of every table's rows (in a stable order): equal fingerprints, equal data. */
async function fingerprint(pool: Pool): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await tablesInDependencyOrder(pool)) {
    if (RENEWED_TABLES.has(table)) continue;
    const { rows } = await pool.query<{ digest: string; count: number }>(
      `SELECT md5(coalesce(string_agg(r, E'\\n' ORDER BY r), '')) AS digest, count(*)::int AS count
         FROM (SELECT row_to_json(t)::text AS r FROM "${table}" t) rows`,
    );
    result[table] = `${rows[0]!.count} ${rows[0]!.digest}`;
  }
  return result;
}

async function backupOf(pool: Pool, mediaDir: string): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(pool, mediaDir, out);
  out.end();
  return Buffer.concat(chunks);
}

describe('backup and restore (pnpm backup / pnpm restore)', () => {
  let source: TestApp;
  let target: OpenedDatabase;
  let targetDatabase: TestDatabase;
  let folder: string;
  let adminToken: string;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-backup-'));
    source = await startTestApp({ config: { mediaDir: path.join(folder, 'source-media') } });
    const members = await seedRoleMembers(source.database.db, 1);
    adminToken = await openSession(source.database.db, members.admin.user.id);
    const call = injectAs(source.app, adminToken);
    const project = (await call('POST', '/projects/store', { name: 'Backed up “project” 🚀' })).json().data;
    const task = (await call('POST', '/tasks/store', { project_id: project.id, title: 'Survives a restore' })).json().data;
    await call('POST', `/tasks/${task.id}/comments`, { body: 'A comment with\nlines and ünïcödé' });
    await call('POST', '/notes/store', { title: 'Note', content: 'Body', color: 'yellow', tags: ['a', 'b'] });
    const attachment = multipart({ task_id: String(task.id) }, { name: 'plan.png', content: SAMPLE_FILES.png });
    const uploaded = await source.app.inject({
      method: 'POST',
      url: '/api/v1/tasks/upload-media',
      headers: { authorization: `Bearer ${adminToken}`, ...attachment.headers },
      payload: attachment.payload,
    });
    expect(uploaded.statusCode).toBe(201);

    targetDatabase = await createTestDatabase({ fromTemplate: true });
    target = await openDatabase({ databaseUrl: targetDatabase.databaseUrl, dataDir: folder });
  });
  afterAll(async () => {
    await target?.close();
    await targetDatabase?.drop();
    await source?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('restores every row of every table and every media file, and the restored Kanri keeps working', async () => {
    const sourceMedia = path.join(folder, 'source-media');
    const backup = await backupOf(source.database.pool, sourceMedia);
    const header = JSON.parse(backup.toString('utf8').split('\n')[0]!);
    expect(header).toMatchObject({ format: 'kanri-backup', version: 1, lastMigration: expect.any(Number) });

    const targetMedia = path.join(folder, 'target-media');
    const versions = (pool: Pool) =>
      pool
        .query<{ workspace_id: number; version: string }>('SELECT workspace_id, version FROM task_tally_versions ORDER BY 1')
        .then(({ rows }) => rows.map((row) => ({ workspace: row.workspace_id, version: Number(row.version) })));
    const highestBefore = Math.max(0, ...(await versions(source.database.pool)).map((row) => row.version));
    await target.pool.query("SELECT setval('task_tally_version_seq', $1)", [highestBefore]);
    const summary = await restoreBackup(target.pool, targetMedia, Readable.from([backup]));
    expect(summary.files).toBeGreaterThan(0);
    expect(await fingerprint(target.pool)).toEqual(await fingerprint(source.database.pool));
    // Every workspace's task tallies get a version the target's sequence never gave before.
    const restoredVersions = await versions(target.pool);
    expect(restoredVersions.map((row) => row.workspace)).toEqual(
      (await versions(source.database.pool)).map((row) => row.workspace),
    );
    for (const { version } of restoredVersions) expect(version).toBeGreaterThan(highestBefore);
    const mediaFiles = (dir: string) =>
      (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) => fs.statSync(path.join(dir, file)).isFile()).sort();
    expect(mediaFiles(targetMedia)).toEqual(mediaFiles(sourceMedia).filter((file) => !file.startsWith('tmp')));

    // The restored database serves: old sessions sign in, new rows get new ids.
    const restored = await startTestApp({ database: target, config: { mediaDir: targetMedia } });
    try {
      const call = injectAs(restored.app, adminToken);
      expect((await call('GET', '/projects')).json().data.map((p: { name: string }) => p.name)).toContain(
        'Backed up “project” 🚀',
      );
      const created = await call('POST', '/projects/store', { name: 'After the restore' });
      expect(created.statusCode).toBe(201);
    } finally {
      await restored.close();
    }
  });

  it('refuses a file that is not a Kanri backup, and a broken backup changes nothing', async () => {
    const before = await fingerprint(target.pool);
    await expect(restoreBackup(target.pool, undefined, Readable.from(['{"hello":"world"}\n']))).rejects.toThrow(BackupError);
    const backup = (await backupOf(source.database.pool, path.join(folder, 'source-media'))).toString('utf8');
    const truncated = `${backup.split('\n').slice(0, 40).join('\n')}\n{"t":"tasks","r":{"id":"not a number"}}\n`;
    await expect(restoreBackup(target.pool, undefined, Readable.from([truncated]))).rejects.toThrow();
    expect(await fingerprint(target.pool)).toEqual(before);
  });
});
