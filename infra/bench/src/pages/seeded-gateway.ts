import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, loadConfig, openDatabase } from '@kanri/api';
import { freePort, waitForHttp } from '../lib/ports';
import { stopLeftoverServer } from '../lib/process-memory';
import { WorkspaceSeeder, type BenchSession, type SeededProject } from '../seed/workspace-seeder';

export interface ProjectPlan {
  key: string;
  name: string;
  tasks: number;
}

export interface SeededGateway {
  baseUrl: string;
  session: BenchSession;
  projects: Record<string, SeededProject>;
  /** The gateway process, for its memory. */
  pid: number;
  stop(): Promise<void>;
}

/** The gateway's compiled server, as `pnpm start` runs it. */
const GATEWAY_SERVER = require.resolve('@kanri/gateway');
const REPO_ROOT = path.resolve(path.dirname(GATEWAY_SERVER), '../../..');

/** The build the gateway serves must exist: `pnpm build` makes it. */
export function assertBuilt(): void {
  const shellIndex = path.join(REPO_ROOT, 'shell/dist/index.html');
  if (!fs.existsSync(shellIndex) || !fs.existsSync(GATEWAY_SERVER)) {
    throw new Error(`No production build found (${shellIndex}): run \`pnpm build\` first.`);
  }
}

/**
 * A throw-away data dir (its embedded PostgreSQL server) seeded with the bench account and the planned projects (through the
 * API in-process, tasks in bulk), then the real gateway (`node infra/gateway/dist/server.js`) on it.
 */
export async function startSeededGateway(
  basePort: number,
  plans: ProjectPlan[],
  log: (line: string) => void,
): Promise<SeededGateway> {
  assertBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-bench-pages-'));
  try {
    const started = Date.now();
    const { session, projects } = await seedDataDir(dataDir, plans);
    const total = plans.reduce((sum, plan) => sum + plan.tasks, 0);
    log(
      `  seeded ${plans.length} project(s), ${total.toLocaleString('en-US')} tasks in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const port = await freePort(basePort);
    const baseUrl = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [GATEWAY_SERVER], {
      env: gatewayEnv(port, dataDir, baseUrl),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    try {
      await waitForHttp(`${baseUrl}/api/v1/health`, 90_000);
    } catch (error) {
      await stopProcess(child);
      throw new Error(`The gateway did not start: ${(error as Error).message}\n${output.join('')}`, { cause: error });
    }
    return {
      baseUrl,
      session,
      projects,
      pid: child.pid!,
      stop: async () => {
        await stopProcess(child);
        await stopLeftoverServer(dataDir);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopLeftoverServer(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function seedDataDir(dataDir: string, plans: ProjectPlan[]) {
  const config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: undefined,
    mediaDir: path.join(dataDir, 'media'),
    authRateLimitMax: 10_000,
  };
  const database = await openDatabase(config);
  const app = buildApp({ config, database });
  try {
    await app.ready();
    const seeder = new WorkspaceSeeder(app, database);
    const session = await seeder.register();
    const projects: Record<string, SeededProject> = {};
    for (const plan of plans) projects[plan.key] = await seeder.project(plan.name, plan.tasks);
    return { session, projects };
  } finally {
    await app.close();
    // Stops the embedded server: the gateway starts it again, as `pnpm start` would.
    await database.close();
  }
}

/** The environment of `pnpm start` (embedded PostgreSQL), quiet, without mail or social sign-in from the caller's shell. */
function gatewayEnv(port: number, dataDir: string, baseUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
  };
  for (const name of [
    'DATABASE_URL',
    'LOG_LEVEL',
    'SMTP_URL',
    'MEDIA_DIR',
    'GOOGLE_CLIENT_ID',
    'LINKEDIN_CLIENT_ID',
    'APPLE_CLIENT_ID',
  ]) {
    delete env[name];
  }
  return env;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
