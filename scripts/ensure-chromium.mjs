/**
 * Browser tests drive Debian's Chromium (never a downloaded browser). When it is missing, install it
 * ourselves if we are root with apt; otherwise say exactly how.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log(`Chromium not found at ${CHROMIUM_PATH}: installing Debian's chromium package…`);
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      /* reported below */
    }
    if (fs.existsSync(CHROMIUM_PATH)) return true;
  }
  console.error(
    [
      `Chromium was not found at ${CHROMIUM_PATH}; the browser tests need it.`,
      "Install Debian's Chromium:   sudo apt-get update && sudo apt-get install -y chromium",
      'or point CHROMIUM_PATH at an existing Chromium binary. (Never `playwright install`.)',
    ].join('\n'),
  );
  return false;
}
