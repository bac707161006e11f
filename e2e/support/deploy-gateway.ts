import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * A second gateway for the deploy stories, on its own port and its own data dir (so its own
 * deployments folder and database): deploying and breaking remotes there leaves the gateway every
 * other spec uses untouched. Not a `webServer` of the config: only the specs that need it pay for it.
 */
export interface DeployGateway {
  url: string;
  dataDir: string;
  /** `pnpm deploy:remote <args>` against this gateway's data dir; returns the deployed version. */
  deploy(...args: string[]): string;
  /** `pnpm rollback:remote <args>` against this gateway's data dir; returns its output. */
  rollback(...args: string[]): string;
  /** The folder of a deployed version of a remote. */
  versionDir(remote: string, version: string): string;
  stop(): Promise<void>;
}

export async function startDeployGateway(port: number): Promise<DeployGateway> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-deploy-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO_ROOT, 'infra/gateway/dist/server.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      AUTH_RATE_LIMIT_MAX: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => log.push(String(chunk)));
  child.stderr!.on('data', (chunk) => log.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The deploy gateway exited:\n${log.join('')}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The deploy gateway did not start in 90 s:\n${log.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const script = (name: string, args: string[]) =>
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', name), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });

  return {
    url,
    dataDir,
    deploy: (...args) => {
      const output = script('deploy-remote.mjs', args);
      const version = /^Deployed \S+ (\S+?)(?: \(|\.$)/m.exec(output)?.[1];
      if (!version) throw new Error(`No version in the deploy's output:\n${output}`);
      return version;
    },
    rollback: (...args) => script('rollback-remote.mjs', args),
    versionDir: (remote, version) => path.join(dataDir, 'deployments/remotes', remote, version),
    stop: async () => {
      // SIGTERM lets the gateway stop its PostgreSQL server (which runs in its own process group).
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `rspack build` of one remote into `outDir` with `--env` flags (e.g. a version-skew rehearsal, a standalone build). */
export function buildRemote(remote: string, outDir: string, env: string[]) {
  const dir = path.join(REPO_ROOT, 'remotes', remote);
  execFileSync(
    path.join(dir, 'node_modules/.bin/rspack'),
    ['build', '--output-path', outDir, ...env.flatMap((value) => ['--env', value])],
    { cwd: dir, stdio: 'pipe' },
  );
}
