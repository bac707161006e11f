/** The deploy and rollback logic of remote-deploy.mjs, on a miniature repository in a temp folder. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import {
  DEPLOYMENT_FILE,
  defaultBuildId,
  DeployError,
  deployPaths,
  listVersions,
  liveVersion,
  publish,
  readLiveRegistry,
  resolveRemote,
  rollback,
  versionOf,
  withDeployLock,
  writeJsonAtomically,
} from './remote-deploy.mjs';

const BUILTIN = {
  remotes: [
    { name: 'kanri_time', manifest: '/remotes/time/mf-manifest.json', routes: [{ path: '/dashboard/tasks' }], nav: [] },
    { name: 'kanri_notes', manifest: '/remotes/notes/mf-manifest.json', routes: [{ path: '/dashboard/notes' }], nav: [] },
  ],
};

let root;
let paths;
let builds = 0;

/** A build folder of `name` as rspack writes it (manifest, entry, one hashed chunk). */
function fakeBuild(name = 'kanri_time', marker = `build ${++builds}`) {
  const dir = fs.mkdtempSync(path.join(root, 'build-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${marker} */`);
  fs.writeFileSync(path.join(dir, '123.0123abcd.js'), '/* chunk */');
  return dir;
}

const at = (minute) => new Date(Date.UTC(2026, 10, 27, 7, minute));
const time = () => resolveRemote(paths, 'time');
const deploy = (buildId, minute, options = {}) =>
  publish(paths, time(), { from: fakeBuild(), version: versionOf(time(), buildId), now: at(minute), ...options });
const liveManifest = (name = 'kanri_time') => readLiveRegistry(paths).remotes.find((remote) => remote.name === name).manifest;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-deploy-test-'));
  for (const [folder, federationName] of [
    ['time', 'kanri_time'],
    ['notes', 'kanri_notes'],
  ]) {
    fs.mkdirSync(path.join(root, 'remotes', folder), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'remotes', folder, 'package.json'),
      JSON.stringify({ name: `@kanri/${folder}`, version: '1.4.0', kanri: { federationName } }),
    );
  }
  fs.mkdirSync(path.join(root, 'infra/gateway'), { recursive: true });
  fs.writeFileSync(path.join(root, 'infra/gateway/remotes.json'), JSON.stringify(BUILTIN));
  paths = deployPaths({ repoRoot: root, dataDir: path.join(root, '.data') });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('resolveRemote', () => {
  it('finds a remote by folder, package or MF name', () => {
    for (const name of ['time', '@kanri/time', 'kanri_time']) assert.equal(resolveRemote(paths, name).folder, 'time');
  });

  it('refuses an unknown remote, naming the known ones', () => {
    assert.throws(
      () => resolveRemote(paths, 'shell'),
      (error) => {
        assert.ok(error instanceof DeployError);
        assert.equal(error.message, 'Unknown remote "shell". Known remotes: notes, time.');
        return true;
      },
    );
  });
});

describe('versions', () => {
  it('are the package version and a build id: time and commit by default', () => {
    assert.equal(defaultBuildId('c071d5c', at(5)), '20261127070500-c071d5c');
    assert.equal(defaultBuildId(null, at(5)), '20261127070500');
    assert.equal(versionOf(time(), '20261127070500-c071d5c-dirty'), '1.4.0-20261127070500-c071d5c-dirty');
  });

  it('refuse a build id that is not a plain path segment', () => {
    for (const bad of ['../x', 'a/b', '', '-x', 'a b']) assert.throws(() => versionOf(time(), bad), DeployError);
  });
});

describe('publish', () => {
  it('serves the built-in registry until the first deploy, then writes the live one beside it', () => {
    assert.deepEqual(readLiveRegistry(paths), BUILTIN);
    const result = deploy('a', 1);
    assert.equal(result.manifest, '/remotes/time/1.4.0-a/mf-manifest.json');
    assert.equal(result.previous, null);
    assert.equal(liveManifest(), '/remotes/time/1.4.0-a/mf-manifest.json');
    // Only the deployed remote's entry changes, and the committed registry is never rewritten.
    assert.equal(liveManifest('kanri_notes'), '/remotes/notes/mf-manifest.json');
    assert.deepEqual(JSON.parse(fs.readFileSync(paths.builtinRegistry, 'utf8')), BUILTIN);
    // The version folder holds the build and what was deployed, with the routes of the checkout's entry.
    const folder = path.join(paths.versionsDir('time'), '1.4.0-a');
    assert.equal(fs.readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8'), `/* build ${builds} */`);
    const deployment = JSON.parse(fs.readFileSync(path.join(folder, DEPLOYMENT_FILE), 'utf8'));
    assert.deepEqual(deployment.entry, { ...BUILTIN.remotes[0], manifest: '/remotes/time/1.4.0-a/mf-manifest.json' });
    assert.equal(deployment.deployedAt, at(1).toISOString());
  });

  it('switches the entry atomically: a temp file renamed over remotes.json, no temp file left', () => {
    deploy('a', 1);
    const renames = [];
    const rename = fs.renameSync;
    fs.renameSync = (from, to) => {
      renames.push([path.basename(from), path.basename(to)]);
      return rename(from, to);
    };
    try {
      deploy('b', 2);
    } finally {
      fs.renameSync = rename;
    }
    // The version folder appears whole (staging → version), then the registry switches (temp → remotes.json).
    assert.match(renames[0][0], /^\.staging-1\.4\.0-b-\d+$/);
    assert.equal(renames[0][1], '1.4.0-b');
    assert.match(renames[1][0], /^\.remotes\.json\.\d+\.\d+\.tmp$/);
    assert.equal(renames[1][1], 'remotes.json');
    assert.deepEqual(
      fs.readdirSync(paths.deployDir).filter((name) => name.endsWith('.tmp')),
      [],
    );
  });

  it('leaves the old registry whole when the write fails', () => {
    deploy('a', 1);
    const before = fs.readFileSync(paths.liveRegistry, 'utf8');
    const rename = fs.renameSync;
    fs.renameSync = (from, to) => {
      if (path.basename(to) === 'remotes.json') throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      return rename(from, to);
    };
    try {
      assert.throws(() => writeJsonAtomically(paths.liveRegistry, { remotes: [] }), /disk full/);
    } finally {
      fs.renameSync = rename;
    }
    assert.equal(fs.readFileSync(paths.liveRegistry, 'utf8'), before);
    assert.deepEqual(
      fs.readdirSync(paths.deployDir).filter((name) => name.endsWith('.tmp')),
      [],
    );
  });

  it('refuses a build of another remote, a folder without a build and a version deployed already', () => {
    assert.throws(
      () => publish(paths, time(), { from: fakeBuild('kanri_notes'), version: '1.4.0-a' }),
      /is a build of kanri_notes, not of kanri_time/,
    );
    assert.throws(() => publish(paths, time(), { from: root, version: '1.4.0-a' }), /mf-manifest\.json is missing/);
    deploy('a', 1);
    assert.throws(() => deploy('a', 2), /already deployed/);
    assert.equal(liveVersion(paths, time()), '1.4.0-a');
  });

  it('keeps the newest N versions, the live and the previous one always among them', () => {
    deploy('a', 1, { keep: 3 });
    deploy('b', 2, { keep: 3 });
    deploy('c', 3, { keep: 3 });
    const result = deploy('d', 4, { keep: 3 });
    assert.deepEqual(result.removed, ['1.4.0-a']);
    assert.deepEqual(
      listVersions(paths, time()).map((deployed) => deployed.version),
      ['1.4.0-d', '1.4.0-c', '1.4.0-b'],
    );
    assert.ok(!fs.existsSync(path.join(paths.versionsDir('time'), '1.4.0-a')));
    // keep 1 still keeps the previous version, so a rollback stays possible.
    assert.deepEqual(deploy('e', 5, { keep: 1 }).removed, ['1.4.0-c', '1.4.0-b']);
    assert.deepEqual(
      listVersions(paths, time()).map((deployed) => deployed.version),
      ['1.4.0-e', '1.4.0-d'],
    );
    assert.throws(() => deploy('f', 6, { keep: 0 }), /--keep/);
  });
});

describe('rollback', () => {
  it('switches back to the version deployed before the live one, then to the built-in build', () => {
    deploy('a', 1);
    deploy('b', 2);
    assert.deepEqual(rollback(paths, time()), { from: '1.4.0-b', to: '1.4.0-a' });
    assert.equal(liveManifest(), '/remotes/time/1.4.0-a/mf-manifest.json');
    // The rolled-back version stays on disk, kept for a roll forward.
    assert.ok(fs.existsSync(path.join(paths.versionsDir('time'), '1.4.0-b')));
    assert.deepEqual(rollback(paths, time()), { from: '1.4.0-a', to: null });
    assert.equal(liveManifest(), '/remotes/time/mf-manifest.json');
    assert.throws(() => rollback(paths, time()), /runs its built-in build: there is no earlier version/);
  });

  it('goes to a named kept version, and refuses one that is not kept or already live', () => {
    deploy('a', 1);
    deploy('b', 2);
    rollback(paths, time());
    assert.deepEqual(rollback(paths, time(), { to: '1.4.0-b' }), { from: '1.4.0-a', to: '1.4.0-b' });
    assert.throws(() => rollback(paths, time(), { to: '1.4.0-b' }), /already live/);
    assert.throws(() => rollback(paths, time(), { to: '1.4.0-zz' }), /no kept version 1\.4\.0-zz\. Kept: 1\.4\.0-b, 1\.4\.0-a/);
  });

  it('returns to the version live before the current one, not to the newest one on disk', () => {
    deploy('a', 1);
    deploy('bad', 2);
    rollback(paths, time());
    deploy('c', 3);
    assert.deepEqual(rollback(paths, time()), { from: '1.4.0-c', to: '1.4.0-a' });
    // A roll forward with --to is undone by the next rollback likewise.
    rollback(paths, time(), { to: '1.4.0-c' });
    assert.deepEqual(rollback(paths, time()), { from: '1.4.0-c', to: '1.4.0-a' });
  });

  it('skips versions whose files are gone, the live one included', () => {
    deploy('a', 1);
    deploy('b', 2);
    deploy('c', 3);
    for (const version of ['1.4.0-c', '1.4.0-b']) fs.rmSync(path.join(paths.versionsDir('time'), version), { recursive: true });
    assert.deepEqual(rollback(paths, time()), { from: '1.4.0-c', to: '1.4.0-a' });
    assert.equal(liveManifest(), '/remotes/time/1.4.0-a/mf-manifest.json');
  });

  it('rolls back a registry switched without the scripts (no history) to the built-in build', () => {
    deploy('a', 1);
    fs.rmSync(path.join(paths.versionsDir('time'), 'history.json'));
    assert.deepEqual(rollback(paths, time()), { from: '1.4.0-a', to: null });
    assert.equal(liveManifest(), '/remotes/time/mf-manifest.json');
  });

  it('leaves the other remotes where they are', () => {
    publish(paths, resolveRemote(paths, 'notes'), { from: fakeBuild('kanri_notes'), version: '1.4.0-n', now: at(1) });
    deploy('a', 2);
    deploy('b', 3);
    rollback(paths, time());
    assert.equal(liveManifest('kanri_notes'), '/remotes/notes/1.4.0-n/mf-manifest.json');
  });
});

describe('withDeployLock', () => {
  it('runs one deploy at a time and takes over the lock of a process that is gone', async () => {
    const order = [];
    const slow = withDeployLock(paths, async () => {
      order.push('first starts');
      await new Promise((resolve) => setTimeout(resolve, 300));
      order.push('first ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await withDeployLock(paths, () => order.push('second'));
    await slow;
    assert.deepEqual(order, ['first starts', 'first ends', 'second']);

    fs.writeFileSync(path.join(paths.deployDir, '.lock'), '999999999');
    assert.equal(await withDeployLock(paths, () => 'ran'), 'ran');
  });
});
