// `npm start` / `npm test` decide from what is on disk whether to install and to build (issue 31 §6): an
// `npm ci && npm run build` by hand counts, a development build never passes for a production one.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dependenciesInstalled, root, webBuildFresh, writeWebBuildStamp } from './freshness.mjs';

let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-freshness-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(path, content) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), typeof content === 'string' ? content : JSON.stringify(content));
}

const pkg = (version, extra = {}) => ({
  version,
  resolved: `https://registry.npmjs.org/a/-/a-${version}.tgz`,
  integrity: `sha512-${version}`,
  ...extra,
});

describe('dependencies installed', () => {
  const lock = {
    name: 'x',
    lockfileVersion: 3,
    packages: {
      '': { name: 'x' },
      'node_modules/a': pkg('1.0.0'),
      'node_modules/vite': pkg('8.0.0', { dev: true }),
      'node_modules/@esbuild/linux-x64': pkg('0.1.0', { optional: true }),
      'node_modules/@esbuild/darwin-arm64': pkg('0.1.0', { optional: true }),
      'node_modules/@parking/web': { resolved: 'apps/web', link: true },
    },
  };
  // what `npm ci` writes on Linux: every package but the other platforms' optional binaries, without the root
  const installedByNpmCi = {
    name: 'x',
    lockfileVersion: 3,
    packages: Object.fromEntries(
      Object.entries(lock.packages).filter(([k]) => k !== '' && !k.includes('darwin')),
    ),
  };

  it('an `npm ci` run by anyone counts: no marker of our own is needed', () => {
    write('package-lock.json', lock);
    write('node_modules/.package-lock.json', installedByNpmCi);
    expect(dependenciesInstalled(dir)).toBe(true);
  });

  it('nothing installed, a package missing, another version, a leftover, or a production-only install do not', () => {
    write('package-lock.json', lock);
    expect(dependenciesInstalled(dir)).toBe(false);
    const variants = [
      { ...installedByNpmCi.packages, 'node_modules/a': undefined },
      { ...installedByNpmCi.packages, 'node_modules/a': pkg('0.9.0') },
      { ...installedByNpmCi.packages, 'node_modules/left-over': pkg('1.0.0') },
      // `npm ci --omit=dev`: the web build's tools are missing
      { ...installedByNpmCi.packages, 'node_modules/vite': undefined },
    ];
    for (const packages of variants) {
      write('node_modules/.package-lock.json', {
        ...installedByNpmCi,
        packages: JSON.parse(JSON.stringify(packages)),
      });
      expect(dependenciesInstalled(dir), JSON.stringify(Object.keys(packages))).toBe(false);
    }
  });

  it('holds for this checkout (installed with npm ci)', () => {
    expect(dependenciesInstalled(root)).toBe(true);
  });
});

describe('web build current', () => {
  beforeEach(() => {
    write('package-lock.json', { lockfileVersion: 3, packages: {} });
    write('apps/web/src/main.tsx', 'render()');
    write('packages/shared/src/messages/ko.ts', 'export const ko = {}');
    write('apps/web/dist/index.html', '<!doctype html>');
  });

  it('a production build by `npm run build` (which writes the stamp itself) is current', () => {
    writeWebBuildStamp({ production: true }, dir);
    expect(webBuildFresh(dir)).toEqual({ fresh: true, reason: '' });
  });

  it('a development build (NODE_ENV=development) is never taken for a production one', () => {
    writeWebBuildStamp({ production: false }, dir);
    expect(webBuildFresh(dir)).toEqual({ fresh: false, reason: 'it is a development build' });
  });

  it('changed sources, an unfinished build, an older stamp or no build at all are not current', () => {
    writeWebBuildStamp({ production: true }, dir);
    write('packages/shared/src/messages/ko.ts', 'export const ko = { changed: true }');
    expect(webBuildFresh(dir).reason).toBe('the sources changed');

    // the stamp of the `npm start` before this one: a bare hash it wrote after the build
    write('apps/web/dist/.build-stamp', 'a'.repeat(64));
    expect(webBuildFresh(dir).fresh).toBe(false);

    rmSync(join(dir, 'apps/web/dist/.build-stamp'));
    expect(webBuildFresh(dir).reason).toBe('the build did not finish (no stamp)');

    rmSync(join(dir, 'apps/web/dist/index.html'));
    expect(webBuildFresh(dir).reason).toBe('no build');
  });

  it('the stamp names what the build read (sources hash) and its mode', () => {
    writeWebBuildStamp({ production: true }, dir);
    const stamp = JSON.parse(readFileSync(join(dir, 'apps/web/dist/.build-stamp'), 'utf8'));
    expect(stamp).toEqual({ sources: expect.stringMatching(/^[0-9a-f]{64}$/), production: true });
  });
});
