import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const DATA_DIR_PREFIX = 'kanri-e2e-';
const port = Number(process.env.E2E_PORT ?? 8191);
const baseURL = `http://localhost:${port}`;
// A throw-away database per run: the gateway starts its embedded PostgreSQL server on an empty data
// dir. The config is loaded again in each worker: they inherit the runner's folder through the env.
const dataDir = (process.env.KANRI_E2E_DATA_DIR ??= freshDataDir());
// The gateway mails over SMTP to the mail catcher; tests read the mails back over HTTP.
const smtpPort = port + 1;
const mailCatcherUrl = `http://127.0.0.1:${port + 2}`;
process.env.MAIL_CATCHER_URL = mailCatcherUrl;

/** A new temporary data dir, after removing those of earlier runs whose PostgreSQL server is gone. */
function freshDataDir(): string {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(DATA_DIR_PREFIX)) continue;
    const folder = path.join(os.tmpdir(), name);
    if (!serverRunsIn(folder)) fs.rmSync(folder, { recursive: true, force: true });
  }
  return fs.mkdtempSync(path.join(os.tmpdir(), DATA_DIR_PREFIX));
}

function serverRunsIn(folder: string): boolean {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(folder, 'postgres', 'postmaster.pid'), 'utf8'), 10);
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // A whole test's bound, not a wait: the multi-page tests take 40 s when the machine is busy
  // (a newcomer's often is); each step still waits only for what it checks.
  timeout: 120_000,
  // How long a check may wait for what it checks: a reload that loads a shell and two remotes took
  // over 10 s with five busy processes beside the browser (CI on a session's machine).
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // An action whose target never becomes usable fails with what it waited for, not a test time-out.
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    colorScheme: 'dark',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // The accounts story registers the instance's first (admin) account, so it runs first.
    { name: 'accounts', testMatch: 'auth-pages/**/*.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'chromium',
      testIgnore: 'auth-pages/**',
      dependencies: ['accounts'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    {
      command: `node ${path.join(__dirname, 'support/mail-catcher.mjs')}`,
      url: `${mailCatcherUrl}/health`,
      reuseExistingServer: false,
      timeout: 15_000,
      env: { MAIL_CATCHER_SMTP_PORT: String(smtpPort), MAIL_CATCHER_HTTP_PORT: String(port + 2) },
    },
    {
      command: `node ${path.join(__dirname, '../infra/gateway/dist/server.js')}`,
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        HOST: '127.0.0.1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The browser tests sign in many times a minute from one address.
        AUTH_RATE_LIMIT_MAX: '1000',
      },
      stdout: 'pipe',
      stderr: 'pipe',
      // SIGTERM lets the gateway stop its PostgreSQL server, which runs in its own process group.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
