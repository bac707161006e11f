import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium, with the flags the e2e suite uses (never a browser Playwright downloads). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}
