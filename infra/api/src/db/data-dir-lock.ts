import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'kanri.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`Data directory ${dataDir} is in use by process ${pid}`);
    this.name = 'DataDirInUseError';
  }
}

/** Lock files held by this process: a lock naming our own pid but absent here is a previous run's. */
const heldLockFiles = new Set<string>();

export interface DataDirLock {
  readonly lockFile: string;
  release(): void;
}

/**
 * Takes the one-process lock of a PGlite data folder: `kanri.lock` holding the owner's pid.
 * The file is written aside and hard-linked into place, so it appears atomically with its pid.
 * A lock whose process is gone (crash, kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.resolve(dataDir, LOCK_FILE_NAME);
  const pendingFile = `${lockFile}.${process.pid}.tmp`;
  fs.writeFileSync(pendingFile, `${process.pid}\n`);
  try {
    while (!tryLink(pendingFile, lockFile)) {
      const owner = readOwnerPid(lockFile);
      if (owner !== undefined && isHeld(owner, lockFile)) throw new DataDirInUseError(dataDir, owner);
      fs.rmSync(lockFile, { force: true });
    }
  } finally {
    fs.rmSync(pendingFile, { force: true });
  }
  heldLockFiles.add(lockFile);

  let released = false;
  return {
    lockFile,
    release() {
      if (released) return;
      released = true;
      heldLockFiles.delete(lockFile);
      if (readOwnerPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
    },
  };
}

function tryLink(source: string, target: string): boolean {
  try {
    fs.linkSync(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The pid written in the lock file; undefined when the file is gone or unreadable. */
function readOwnerPid(lockFile: string): number | undefined {
  let content: string;
  try {
    content = fs.readFileSync(lockFile, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(content.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Whether the lock's owner still runs. Our own pid counts only if this process took the lock:
 * in a container the restarted server often gets the same pid as the one that crashed.
 */
function isHeld(owner: number, lockFile: string): boolean {
  return owner === process.pid ? heldLockFiles.has(lockFile) : isProcessAlive(owner);
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
