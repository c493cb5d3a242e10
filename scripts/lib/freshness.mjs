// Whether the dependencies are installed and the web build is current, decided from what is on disk, whoever
// installed or built (`npm ci` and `npm run build` by hand as well as `npm start` / `npm test`). Node
// built-ins only: this runs on a fresh clone before anything is installed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

// what identifies an installed package in a lockfile entry
const identity = (entry) =>
  JSON.stringify([entry.version, entry.resolved, entry.integrity, entry.link ?? false]);

/**
 * True when node_modules holds exactly what package-lock.json lists. npm writes node_modules/.package-lock.json
 * on every `npm ci` / `npm install`: each installed package with the lockfile's version and integrity. Packages
 * the lockfile marks optional may be missing (other platforms' binaries); anything else missing, different or
 * extra (an older install, `npm ci --omit=dev`) means not installed.
 */
export function dependenciesInstalled(dir = root) {
  const lock = readJson(join(dir, 'package-lock.json'));
  const installed = readJson(join(dir, 'node_modules', '.package-lock.json'));
  if (!lock?.packages || !installed?.packages) return false;
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '') continue;
    const have = installed.packages[path];
    if (have ? identity(have) !== identity(entry) : !entry.optional) return false;
  }
  return Object.keys(installed.packages).every((path) => path in lock.packages);
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out.sort();
}

/** The hash of everything the web build reads: its sources, the shared package and the lockfile. */
export function webSourcesHash(dir = root) {
  const inputs = [
    ...walk(join(dir, 'apps/web/src')),
    ...walk(join(dir, 'apps/web/build')),
    ...walk(join(dir, 'apps/web/public')),
    ...walk(join(dir, 'packages/shared/src')),
    ...['apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'package-lock.json']
      .map((p) => join(dir, p))
      .filter((p) => existsSync(p)),
  ];
  const h = createHash('sha256');
  for (const p of inputs) {
    h.update(relative(dir, p));
    h.update(readFileSync(p));
  }
  return h.digest('hex');
}

const stampOf = (dir) => join(dir, 'apps/web/dist', '.build-stamp');

/**
 * Written by the web build itself as its last step (apps/web/build/prerender.ts), so a build by hand counts:
 * the hash of the sources it was built from and whether it is a production build (Vite's own decision:
 * NODE_ENV=development gives React's development build).
 */
export function writeWebBuildStamp({ production }, dir = root) {
  writeFileSync(stampOf(dir), JSON.stringify({ sources: webSourcesHash(dir), production }));
}

/**
 * Whether apps/web/dist is a complete production build of the current sources; `reason` says why not. A
 * development build is never taken for a production one.
 */
export function webBuildFresh(dir = root) {
  if (!existsSync(join(dir, 'apps/web/dist/index.html'))) return { fresh: false, reason: 'no build' };
  const stamp = readJson(stampOf(dir));
  if (!stamp || typeof stamp.sources !== 'string')
    return { fresh: false, reason: 'the build did not finish (no stamp)' };
  if (stamp.production !== true) return { fresh: false, reason: 'it is a development build' };
  if (stamp.sources !== webSourcesHash(dir)) return { fresh: false, reason: 'the sources changed' };
  return { fresh: true, reason: '' };
}
