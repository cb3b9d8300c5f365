// @ts-check
// Installing a system package the tests need (Chromium, nginx) where that can be done without a
// person: as root, with Debian's apt (CI, a container).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function hasApt() {
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Installs Debian's `pkg` with apt-get when running as root with apt, and returns `binary` once it
 * exists; undefined when that cannot be done here.
 * @param {string} pkg
 * @param {string} binary the executable the package provides
 * @param {(line: string) => void} log
 * @returns {string | undefined}
 */
export function aptInstall(pkg, binary, log) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !hasApt()) return undefined;
  log(`No ${pkg} found: installing Debian's ${pkg} with apt-get (once per machine)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { stdio: 'inherit', env });
  return existsSync(binary) ? binary : undefined;
}
