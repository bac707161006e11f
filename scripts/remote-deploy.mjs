/**
 * Independent deploys of one remote (`pnpm deploy:remote <name>`, `pnpm rollback:remote <name>`):
 * the logic, without the command line (deploy-remote.mjs, rollback-remote.mjs) and testable on a
 * temp folder (remote-deploy.test.mjs).
 *
 * Layout, the same as the gateway's (infra/gateway/src/paths.ts), in a runtime folder of the data
 * dir that git ignores:
 *
 *   <DATA_DIR>/deployments/remotes.json                  the live registry the gateway serves once
 *                                                        a remote was deployed (else the committed
 *                                                        infra/gateway/remotes.json: every dist build)
 *   <DATA_DIR>/deployments/remotes/<folder>/<version>/   one deployed build, never changed after it
 *                                                        appears (hashed chunks stay valid for pages
 *                                                        still running it), plus DEPLOYMENT_FILE
 *   <DATA_DIR>/deployments/remotes/<folder>/history.json the versions made live, in order: a rollback
 *                                                        returns to the one live before the current
 *
 * A version is `<package.json version>-<build id>`, the build id `<UTC yyyymmddhhmmss>-<git short sha>`
 * (`-dirty` when the working tree has changes; the time alone outside git) or `--build-id`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** Kept per remote after a deploy, the live one included (`--keep`). */
export const DEFAULT_KEEP = 3;
/** What a deployed folder holds besides the build: version, time, commit and its registry entry. */
export const DEPLOYMENT_FILE = 'kanri-deployment.json';
/** Same rule as the gateway's DEPLOYED_VERSION_PATTERN. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+-[0-9A-Za-z][0-9A-Za-z.-]*$/;
const BUILD_ID_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]*$/;

export class DeployError extends Error {}

/** Where everything is, from the repository and the data dir (DATA_DIR, as the gateway reads it). */
export function deployPaths({ repoRoot = REPO_ROOT, dataDir = process.env.DATA_DIR || path.join(repoRoot, '.data') } = {}) {
  const deployDir = path.join(path.resolve(dataDir), 'deployments');
  return {
    repoRoot,
    remotesDir: path.join(repoRoot, 'remotes'),
    builtinRegistry: path.join(repoRoot, 'infra/gateway/remotes.json'),
    deployDir,
    liveRegistry: path.join(deployDir, 'remotes.json'),
    versionsDir: (folder) => path.join(deployDir, 'remotes', folder),
  };
}

/** The remotes of the repository: folder, package name, MF name, package version. */
export function knownRemotes(paths) {
  return fs
    .readdirSync(paths.remotesDir)
    .filter((folder) => fs.existsSync(path.join(paths.remotesDir, folder, 'package.json')))
    .map((folder) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(paths.remotesDir, folder, 'package.json'), 'utf8'));
      return {
        folder,
        dir: path.join(paths.remotesDir, folder),
        packageName: manifest.name,
        federationName: manifest.kanri?.federationName,
        packageVersion: manifest.version,
      };
    })
    .filter((remote) => remote.federationName);
}

/** A remote by folder (`time`), package (`@kanri/time`) or MF name (`kanri_time`); anything else is refused. */
export function resolveRemote(paths, name) {
  const remotes = knownRemotes(paths);
  const remote = remotes.find((candidate) => [candidate.folder, candidate.packageName, candidate.federationName].includes(name));
  if (!remote) {
    throw new DeployError(
      `Unknown remote "${name ?? ''}". Known remotes: ${remotes
        .map((candidate) => candidate.folder)
        .sort()
        .join(', ')}.`,
    );
  }
  return remote;
}

/** The checkout's commit (short sha, `-dirty` with uncommitted changes), or null outside git. */
export function gitCommit(repoRoot = REPO_ROOT) {
  try {
    const git = (...args) =>
      execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? '-dirty' : ''}`;
  } catch {
    return null;
  }
}

/** `<UTC yyyymmddhhmmss>-<commit>`, or the time alone outside a git checkout. */
export function defaultBuildId(commit, now = new Date()) {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return commit ? `${stamp}-${commit}` : stamp;
}

export function versionOf(remote, buildId) {
  if (!BUILD_ID_PATTERN.test(buildId)) {
    throw new DeployError(`Invalid build id "${buildId}": letters, digits, dots and dashes only.`);
  }
  const version = `${remote.packageVersion}-${buildId}`;
  if (!VERSION_PATTERN.test(version)) throw new DeployError(`Invalid version "${version}".`);
  return version;
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The registry the gateway serves now: the live one when a remote was deployed, else the built-in one. */
export function readLiveRegistry(paths) {
  return fs.existsSync(paths.liveRegistry) ? readJson(paths.liveRegistry) : readJson(paths.builtinRegistry);
}

/**
 * Replaces `file` in one step: the whole new document goes to a temp file in the same folder,
 * flushed to disk, then renamed over the old one (rename is atomic on one file system), so a reader
 * sees the old registry or the new one, never half of one.
 */
export function writeJsonAtomically(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  const descriptor = fs.openSync(temp, 'w');
  try {
    fs.writeFileSync(descriptor, `${JSON.stringify(value, null, 2)}\n`);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  try {
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/** The remote's entry in the checkout's built-in registry: its routes, nav and widgets. */
function builtinEntry(paths, remote) {
  const entry = readJson(paths.builtinRegistry).remotes.find((candidate) => candidate.name === remote.federationName);
  if (!entry) throw new DeployError(`${paths.builtinRegistry} has no entry for ${remote.federationName}.`);
  return entry;
}

/** Points the remote's entry of the live registry at `entry` (the others are left as they are). */
function switchEntry(paths, remote, entry) {
  const registry = readLiveRegistry(paths);
  const index = registry.remotes.findIndex((candidate) => candidate.name === remote.federationName);
  if (index === -1) registry.remotes.push(entry);
  else registry.remotes[index] = entry;
  writeJsonAtomically(paths.liveRegistry, registry);
}

/** The deployed versions of a remote, newest deploy first. */
export function listVersions(paths, remote) {
  const dir = paths.versionsDir(remote.folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => VERSION_PATTERN.test(name) && fs.existsSync(path.join(dir, name, DEPLOYMENT_FILE)))
    .map((name) => ({ ...readJson(path.join(dir, name, DEPLOYMENT_FILE)), dir: path.join(dir, name) }))
    .sort((a, b) => b.deployedAt.localeCompare(a.deployedAt) || b.version.localeCompare(a.version));
}

/** The version the live registry points the remote at, or null for its built-in (dist) build. */
export function liveVersion(paths, remote) {
  const manifest = liveManifest(paths, remote);
  return listVersions(paths, remote).find((deployed) => deployed.entry.manifest === manifest)?.version ?? null;
}

/**
 * Serializes deploys and rollbacks on one deployments folder (two teams deploying at once must not
 * lose each other's switch): an exclusive lock file, waited for up to `waitMs`.
 */
export async function withDeployLock(paths, action, { waitMs = 60_000 } = {}) {
  fs.mkdirSync(paths.deployDir, { recursive: true });
  const lock = path.join(paths.deployDir, '.lock');
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lock, 'utf8'));
      if (!isRunning(holder)) {
        fs.rmSync(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new DeployError(`Another deploy (process ${holder}) holds ${lock}.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await action();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function isRunning(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** How many switches a remote's history remembers. */
const HISTORY_LENGTH = 50;

/** The versions made live for a remote, oldest first (its built-in build is below them all). */
function readHistory(paths, remote) {
  const file = path.join(paths.versionsDir(remote.folder), 'history.json');
  return fs.existsSync(file) ? readJson(file).live : [];
}

function writeHistory(paths, remote, live) {
  writeJsonAtomically(path.join(paths.versionsDir(remote.folder), 'history.json'), { live: live.slice(-HISTORY_LENGTH) });
}

/**
 * Publishes a build of one remote as a new version and switches its entry to it:
 * 1. the build (`from`, a folder with mf-manifest.json for this remote) is copied — or moved, when it
 *    is a staging folder of ours — into `<version>/` under a temp name, then renamed: a version folder
 *    is complete when it appears;
 * 2. the live registry's entry for the remote becomes the checkout's built-in entry (routes, nav,
 *    widgets) with its manifest at `<baseUrl>/<folder>/<version>/mf-manifest.json`, written atomically;
 * 3. older versions beyond `keep` are removed (the live one and the previous one stay).
 */
export function publish(
  paths,
  remote,
  { from, version, baseUrl = '/remotes', keep = DEFAULT_KEEP, move = false, now = new Date(), commit = null },
) {
  if (!Number.isInteger(keep) || keep < 1) throw new DeployError(`--keep must be a whole number of at least 1 (got ${keep}).`);
  const manifestFile = path.join(from, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new DeployError(`${from} holds no build: mf-manifest.json is missing.`);
  const built = readJson(manifestFile).name;
  if (built !== remote.federationName) {
    throw new DeployError(`${from} is a build of ${built}, not of ${remote.federationName}.`);
  }
  const versionsDir = paths.versionsDir(remote.folder);
  const target = path.join(versionsDir, version);
  if (fs.existsSync(target)) throw new DeployError(`${remote.folder} ${version} is already deployed (${target}).`);

  const previous = liveVersion(paths, remote);
  const entry = {
    ...builtinEntry(paths, remote),
    manifest: `${baseUrl.replace(/\/+$/, '')}/${remote.folder}/${version}/mf-manifest.json`,
  };
  fs.mkdirSync(versionsDir, { recursive: true });
  const staging = path.join(versionsDir, `.staging-${version}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  if (move) fs.renameSync(from, staging);
  else fs.cpSync(from, staging, { recursive: true });
  const deployment = {
    remote: remote.folder,
    name: remote.federationName,
    version,
    packageVersion: remote.packageVersion,
    deployedAt: now.toISOString(),
    commit,
    entry,
  };
  fs.writeFileSync(path.join(staging, DEPLOYMENT_FILE), `${JSON.stringify(deployment, null, 2)}\n`);
  fs.renameSync(staging, target);

  switchEntry(paths, remote, entry);
  writeHistory(paths, remote, [...readHistory(paths, remote), version]);
  const removed = prune(paths, remote, keep, [version, previous]);
  return { version, previous, removed, manifest: entry.manifest };
}

/**
 * Points the remote back at the build that was live before the current one (its history: deploys and
 * rollbacks `--to` push, a rollback pops), skipping versions whose folders are gone, down to its
 * built-in build (the dist of `pnpm start`); or at `to`, a kept version. The build that was live
 * stays on disk: rolling forward is `--to` that version.
 */
export function rollback(paths, remote, { to } = {}) {
  const versions = listVersions(paths, remote);
  const kept = (version) => versions.find((deployed) => deployed.version === version);
  const history = readHistory(paths, remote);
  const current = liveVersion(paths, remote);
  let target;
  let from;
  if (to) {
    target = kept(to);
    if (!target) {
      throw new DeployError(
        `${remote.folder} has no kept version ${to}. Kept: ${versions.map((deployed) => deployed.version).join(', ') || 'none'}.`,
      );
    }
    if (to === current) throw new DeployError(`${remote.folder} ${to} is already live.`);
    from = current;
    history.push(to);
  } else {
    // A registry switched by other means than these scripts (by hand, or before there was a history).
    if (current !== null && history.at(-1) !== current) history.push(current);
    if (history.length === 0 && liveManifest(paths, remote) === builtinEntry(paths, remote).manifest) {
      throw new DeployError(`${remote.folder} runs its built-in build: there is no earlier version to roll back to.`);
    }
    from = history.pop() ?? null;
    while (history.length > 0 && !kept(history.at(-1))) history.pop();
    target = history.length > 0 ? kept(history.at(-1)) : null;
  }
  switchEntry(paths, remote, target ? target.entry : builtinEntry(paths, remote));
  writeHistory(paths, remote, history);
  return { from, to: target ? target.version : null };
}

function liveManifest(paths, remote) {
  return readLiveRegistry(paths).remotes.find((candidate) => candidate.name === remote.federationName)?.manifest ?? null;
}

/** Removes the oldest versions of a remote beyond `keep`, never one of `protect`. Returns the removed versions. */
export function prune(paths, remote, keep, protect = []) {
  const removed = [];
  const versions = listVersions(paths, remote);
  let kept = versions.filter((deployed) => protect.includes(deployed.version)).length;
  for (const deployed of versions) {
    if (protect.includes(deployed.version)) continue;
    if (kept < keep) {
      kept += 1;
      continue;
    }
    fs.rmSync(deployed.dir, { recursive: true, force: true });
    removed.push(deployed.version);
  }
  return removed;
}
