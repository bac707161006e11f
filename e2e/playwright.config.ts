import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8191);
const baseURL = `http://localhost:${port}`;
// A throw-away database per run: the gateway starts on an empty PGlite data dir.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-e2e-'));
// The gateway mails over SMTP to the mail catcher; tests read the mails back over HTTP.
const smtpPort = port + 1;
const mailCatcherUrl = `http://127.0.0.1:${port + 2}`;
process.env.MAIL_CATCHER_URL = mailCatcherUrl;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
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
    },
  ],
});
