import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, OpenedDatabase } from '../../src/db/database.js';
import { taskActivities, taskMedia } from '../../src/db/schema.js';
import { MediaStorage } from '../../src/lib/media-storage.js';
import type { ReceivedUpload } from '../../src/lib/multipart-upload.js';
import type { RequestAuth } from '../../src/plugins/app/auth.js';
import { uploadTaskMedia } from '../../src/services/task-media.js';
import { createUser, resetAccounts } from '../helpers/accounts.js';
import { SAMPLE_FILES } from '../helpers/multipart.js';
import { insertProject, insertTask, resetWork } from '../helpers/work.js';
import { openTestDatabase } from '../helpers/test-databases.js';

/** Failures half-way through an upload leave neither a row without its file nor a file without its row. */
describe('uploads that fail half-way', () => {
  let database: OpenedDatabase;
  let folder: string;
  let storage: MediaStorage;
  let auth: RequestAuth;
  let task: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    await resetAccounts(database.db);
    const user = await createUser(database.db, { email: 'admin@workspace-1.test', role: 'admin' });
    auth = {
      user,
      via: 'session',
      session: {} as RequestAuth['session'],
      apiToken: null,
      workspaceId: 1,
      role: 'admin',
      roleId: 1,
    };
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await resetWork(database.db);
    task = await insertTask(database.db, { projectId: await insertProject(database.db) });
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'kanri-upload-test-'));
    storage = new MediaStorage({ dir: folder });
  });
  afterEach(() => fs.rm(folder, { recursive: true, force: true }));

  async function received(): Promise<ReceivedUpload> {
    const temp = await storage.createTemp();
    await new Promise<void>((resolve) => temp.stream.end(SAMPLE_FILES.png, () => resolve()));
    return {
      fields: new Map([['task_id', String(task)]]),
      file: { tempPath: temp.path, fileName: 'a.png', size: SAMPLE_FILES.png.length, head: SAMPLE_FILES.png, truncated: false },
      problem: undefined,
    };
  }
  async function filesOnDisk(): Promise<string[]> {
    const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  }
  const rows = async () => [await database.db.$count(taskMedia), await database.db.$count(taskActivities)];

  it('stores the row, the activity entry and the file together when all goes well', async () => {
    const media = await uploadTaskMedia(database.db, storage, auth, await received());
    expect(media.file_name).toBe('a.png');
    expect(await rows()).toEqual([1, 1]);
    expect(await filesOnDisk()).toHaveLength(1);
  });

  it('keeps no row when the file cannot be moved into place', async () => {
    storage.keep = async () => {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC', syscall: 'rename' });
    };
    await expect(uploadTaskMedia(database.db, storage, auth, await received())).rejects.toThrow('ENOSPC');
    expect(await rows()).toEqual([0, 0]);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('removes the file again when the transaction fails at the end', async () => {
    const failingCommit = {
      ...database.db,
      transaction: (work: (tx: Database) => Promise<unknown>) =>
        database.db.transaction(async (tx) => {
          await work(tx);
          await tx.execute(sql`select 1 / 0`);
        }),
    } as unknown as Database;
    await expect(uploadTaskMedia(failingCommit, storage, auth, await received())).rejects.toThrow(/select 1 \/ 0/);
    expect(await rows()).toEqual([0, 0]);
    expect(await filesOnDisk()).toEqual([]);
  });
});
