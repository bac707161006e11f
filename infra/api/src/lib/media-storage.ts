import { randomBytes } from 'node:crypto';
import type { ReadStream, WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ApiConfig } from '../config.js';

/** Sub-folder of DATA_DIR holding the attachments when MEDIA_DIR is not set. */
export const MEDIA_SUBDIR = 'media';
/** Sub-folder of the media folder where uploads are written before they are kept. */
/** Uploads being written (never part of a backup). */
export const TEMP_SUBDIR = 'tmp';
/** A storage key: 32 random hex digits, stored under a folder named by its first two. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;
/** Temporary files older than this are left-overs of a crash, removed at start. */
const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

export interface MediaLogger {
  warn(object: object, message: string): void;
}

export interface TempFile {
  readonly path: string;
  readonly stream: WriteStream;
}

export interface StoredFile {
  readonly size: number;
  readonly stream: ReadStream;
}

/**
 * Attachments on disk. Files are named by random keys (never by what the user called them), written
 * to a temporary file first and renamed into place, so a half-written upload is never kept. The
 * folder is created on first use.
 */
export class MediaStorage {
  private root: Promise<string> | undefined;

  constructor(
    private readonly location: { dir: string },
    private readonly log?: MediaLogger,
  ) {}

  /** MEDIA_DIR, else `media/` in DATA_DIR. */
  static fromConfig(config: Pick<ApiConfig, 'mediaDir' | 'dataDir'>, log?: MediaLogger): MediaStorage {
    if (config.mediaDir) return new MediaStorage({ dir: config.mediaDir }, log);
    return new MediaStorage({ dir: path.join(config.dataDir, MEDIA_SUBDIR) }, log);
  }

  /** The folder, created if needed (and, at first use, cleared of stale temporary files). */
  directory(): Promise<string> {
    this.root ??= this.prepare().catch((error: unknown) => {
      this.root = undefined;
      throw error;
    });
    return this.root;
  }

  /**
   * A new file to write an upload into (exclusive, owner-only), under the media folder's tmp/. It is
   * created before the stream is handed out: a stream left to open its file itself could create it
   * after a failed upload's discard.
   */
  async createTemp(): Promise<TempFile> {
    const file = path.join(await this.directory(), TEMP_SUBDIR, `${randomBytes(16).toString('hex')}.part`);
    const handle = await fs.open(file, 'wx', 0o600);
    return { path: file, stream: handle.createWriteStream() };
  }

  /** Deletes a temporary file, if it is still there. */
  async discardTemp(file: string): Promise<void> {
    await fs.rm(file, { force: true });
  }

  newKey(): string {
    return randomBytes(16).toString('hex');
  }

  /** Moves a finished temporary file to its key (same file system: an atomic rename). */
  async keep(tempFile: string, key: string): Promise<void> {
    const target = await this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(tempFile, target);
  }

  /** The stored file to stream, or undefined when it is missing. */
  async open(key: string): Promise<StoredFile | undefined> {
    const file = await this.pathOf(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return { size, stream: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Whether a file is stored at the key. */
  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(await this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  /** Deletes stored files, best effort: a missing file is fine, any other failure is logged. */
  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        try {
          await fs.rm(await this.pathOf(key), { force: true });
        } catch (error) {
          this.log?.warn({ err: error, key }, 'Could not delete an attachment file');
        }
      }),
    );
  }

  /** Where a key's file lives; throws on anything that is not a key (no path ever comes from a user). */
  private async pathOf(key: string): Promise<string> {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid media storage key "${key}"`);
    return path.join(await this.directory(), key.slice(0, 2), key);
  }

  private async prepare(): Promise<string> {
    const root = path.resolve(this.location.dir);
    await fs.mkdir(path.join(root, TEMP_SUBDIR), { recursive: true, mode: 0o700 });
    await this.removeStaleTemps(path.join(root, TEMP_SUBDIR));
    return root;
  }

  /** Temporary files a crashed process left behind (recent ones may be another replica's uploads). */
  private async removeStaleTemps(folder: string): Promise<void> {
    const now = Date.now();
    for (const name of await fs.readdir(folder)) {
      const file = path.join(folder, name);
      try {
        if (now - (await fs.stat(file)).mtimeMs > STALE_TEMP_MS) await fs.rm(file, { force: true });
      } catch {
        // gone meanwhile
      }
    }
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';
}
