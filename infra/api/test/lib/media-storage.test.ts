import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { MediaStorage } from '../../src/lib/media-storage.js';

describe('MediaStorage', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'kanri-storage-test-'));
  });
  afterEach(() => fs.rm(folder, { recursive: true, force: true }));

  async function writeTemp(storage: MediaStorage, content: string): Promise<string> {
    const temp = await storage.createTemp();
    await new Promise<void>((resolve, reject) => temp.stream.end(content, () => resolve()).on('error', reject));
    return temp.path;
  }

  it('uses MEDIA_DIR, else media/ in DATA_DIR, creating it only when first used', async () => {
    const configured = MediaStorage.fromConfig({ mediaDir: path.join(folder, 'files'), dataDir: path.join(folder, 'data') });
    const derived = MediaStorage.fromConfig({ mediaDir: undefined, dataDir: path.join(folder, 'data') });
    expect(await fs.readdir(folder)).toEqual([]);
    expect(await configured.directory()).toBe(path.join(folder, 'files'));
    expect(await derived.directory()).toBe(path.join(folder, 'data', 'media'));
    expect((await fs.stat(path.join(folder, 'files'))).isDirectory()).toBe(true);
  });

  it('writes through a temporary file, keeps it under a random key, streams it back and removes it', async () => {
    const storage = new MediaStorage({ dir: folder });
    const temp = await writeTemp(storage, 'hello');
    expect(path.dirname(temp)).toBe(path.join(folder, 'tmp'));
    const key = storage.newKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    await storage.keep(temp, key);

    await expect(fs.stat(temp)).rejects.toMatchObject({ code: 'ENOENT' });
    const stored = await storage.open(key);
    expect(stored?.size).toBe(5);
    expect(await text(stored!.stream)).toBe('hello');
    expect(await storage.exists(key)).toBe(true);

    await storage.remove([key, storage.newKey()]);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.open(key)).toBeUndefined();
  });

  it('refuses anything that is not a storage key as a path', async () => {
    const storage = new MediaStorage({ dir: folder });
    await expect(storage.open('../../etc/passwd')).rejects.toThrow('Invalid media storage key');
    await expect(storage.keep(path.join(folder, 'x'), 'ab/../../x')).rejects.toThrow('Invalid media storage key');
  });

  it('removes temporary files left by a crash a day ago, not recent ones', async () => {
    await fs.mkdir(path.join(folder, 'tmp'));
    const stale = path.join(folder, 'tmp', 'old.part');
    const fresh = path.join(folder, 'tmp', 'new.part');
    await fs.writeFile(stale, 'x');
    await fs.writeFile(fresh, 'y');
    const dayAndABitAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await fs.utimes(stale, dayAndABitAgo, dayAndABitAgo);

    await new MediaStorage({ dir: folder }).directory();
    expect(await fs.readdir(path.join(folder, 'tmp'))).toEqual(['new.part']);
  });
});
