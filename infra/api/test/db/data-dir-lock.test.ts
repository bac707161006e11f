import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE_NAME } from '../../src/db/data-dir-lock.js';

describe('acquireDataDirLock', () => {
  let dataDir: string;
  let lockFile: string;
  beforeEach(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-lock-')), 'data');
    lockFile = path.join(dataDir, LOCK_FILE_NAME);
  });
  afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  const writeLock = (content: string) => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(lockFile, content);
  };
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

  it('creates the data dir and a lock file holding our pid, removed on release', () => {
    const lock = acquireDataDirLock(dataDir);

    expect(lock.lockFile).toBe(lockFile);
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    expect(fs.readdirSync(dataDir)).toEqual([LOCK_FILE_NAME]);

    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('refuses a dir this process already holds', () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirInUseError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(`Data directory ${dataDir} is in use by process ${process.pid}`);
    } finally {
      lock.release();
    }
  });

  it('refuses a dir held by another running process', () => {
    writeLock(`${process.ppid}\n`);

    expect(() => acquireDataDirLock(dataDir)).toThrow(`Data directory ${dataDir} is in use by process ${process.ppid}`);
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(process.ppid));
  });

  it.each([
    ['a process that is gone', () => `${deadPid()}\n`],
    ['an earlier run with our pid (a restarted container reuses pids)', () => `${process.pid}\n`],
    ['nobody (no pid in the file)', () => 'not a pid'],
  ])('takes over a lock left by %s', (_case, content) => {
    writeLock(content());

    const lock = acquireDataDirLock(dataDir);

    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('leaves alone a lock that another process took since', () => {
    const lock = acquireDataDirLock(dataDir);
    fs.writeFileSync(lockFile, `${process.ppid}\n`);

    lock.release();

    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(process.ppid));
  });
});
