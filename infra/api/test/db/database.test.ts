import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@kanri/contracts';
import { sql } from 'drizzle-orm';
import { IN_MEMORY_DATA_DIR } from '../../src/config.js';
import { LOCK_FILE_NAME } from '../../src/db/data-dir-lock.js';
import { MIGRATIONS_FOLDER, openDatabase, type OpenedDatabase } from '../../src/db/database.js';
import { roles, settings, workspaces } from '../../src/db/schema.js';
import { createPostgresTestDatabase } from '../helpers/test-databases.js';

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function roleSlugs({ db }: OpenedDatabase): Promise<string[]> {
  const rows = await db.select({ slug: roles.slug }).from(roles).orderBy(roles.id);
  return rows.map((row) => row.slug);
}

function workspaceNames({ db }: OpenedDatabase) {
  return db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).orderBy(workspaces.id);
}

async function appliedMigrations({ db }: OpenedDatabase): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as {
    rows: Array<{ count: number }>;
  };
  return result.rows[0]?.count ?? 0;
}

describe('PGlite in a data directory', () => {
  let dataDir: string;
  let lockFile: string;
  beforeAll(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-db-')), 'data');
    lockFile = path.join(dataDir, LOCK_FILE_NAME);
  });
  afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  const open = () => openDatabase({ databaseUrl: undefined, dataDir });

  it('creates and migrates a new data dir, locked while open and unlocked once closed', async () => {
    const database = await open();
    try {
      expect(database.kind).toBe('pglite');
      expect(await roleSlugs(database)).toEqual(ROLES);
      expect(await workspaceNames(database)).toEqual([{ id: 1, name: 'Team Space' }]);
      expect(await database.db.select().from(settings)).toEqual([
        { workspaceId: 1, openRegistration: false, updatedAt: expect.any(Date) },
      ]);
      expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
      await expect(open()).rejects.toThrow(`Data directory ${dataDir} is in use by process ${process.pid}`);
      await database.db.insert(workspaces).values({ name: 'Acme' });
    } finally {
      await database.close();
    }
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('keeps the data across close and reopen, without applying migrations twice', async () => {
    const database = await open();
    try {
      expect(await workspaceNames(database)).toEqual([
        { id: 1, name: 'Team Space' },
        { id: 2, name: 'Acme' },
      ]);
      expect(await appliedMigrations(database)).toBe(journal.entries.length);
      expect(await roleSlugs(database)).toEqual(ROLES);
    } finally {
      await database.close();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    fs.writeFileSync(lockFile, '999999999\n');

    const database = await open();
    try {
      expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
      expect(await database.db.$count(workspaces)).toBe(2);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('can be closed twice', async () => {
    const database = await open();
    await Promise.all([database.close(), database.close()]);
    await database.close();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});

describe('PGlite in memory (DATA_DIR=memory://)', () => {
  it('opens a migrated database and writes no file', async () => {
    const before = fs.readdirSync(process.cwd());
    const database = await openDatabase({ databaseUrl: undefined, dataDir: IN_MEMORY_DATA_DIR });
    try {
      expect(database.kind).toBe('pglite');
      expect(await roleSlugs(database)).toEqual(ROLES);
    } finally {
      await database.close();
    }
    expect(fs.readdirSync(process.cwd())).toEqual(before);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
if (adminUrl) {
  describe('PostgreSQL', () => {
    it('migrates once when several servers start on a new database at the same time', async () => {
      const fresh = await createPostgresTestDatabase(adminUrl);
      try {
        const config = { databaseUrl: fresh.databaseUrl, dataDir: IN_MEMORY_DATA_DIR };
        const opened = await Promise.all([openDatabase(config), openDatabase(config), openDatabase(config)]);
        try {
          for (const database of opened) {
            expect(database.kind).toBe('postgres');
            expect(await roleSlugs(database)).toEqual(ROLES);
            expect(await appliedMigrations(database)).toBe(journal.entries.length);
          }
        } finally {
          await Promise.all(opened.map((database) => database.close()));
        }

        const reopened = await openDatabase(config);
        try {
          expect(await appliedMigrations(reopened)).toBe(journal.entries.length);
        } finally {
          await reopened.close();
        }
      } finally {
        await fresh.drop();
      }
    });
  });
}
