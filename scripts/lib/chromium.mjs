// Finds a Chromium for Playwright: CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's
// own download. When none exists and we run as root with apt, installs Debian's `chromium`.
import { aptInstall } from './apt.mjs';
import { existsSync } from 'node:fs';

/** Flags that let headless Chromium run as root on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function playwrightOwn() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export async function resolveChromium({ install = true, log = console.log } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist.`);
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const own = await playwrightOwn();
  if (own) return own;
  const installed = install ? aptInstall('chromium', '/usr/bin/chromium', log) : undefined;
  if (installed) return installed;
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian: `sudo apt-get install chromium`) ' +
      'or set CHROME_PATH to a Chromium or Chrome executable.',
  );
}
