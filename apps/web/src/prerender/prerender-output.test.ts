import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLoginPolicy } from '@parking/shared/auth/lock-policy';
import { ko } from '@parking/shared/messages/ko';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../app/route-table';

/*
 * The pages the web build rendered ahead (decision 178; build/prerender.ts), read from apps/web/dist like the
 * first-page budget (`npm test` builds first). What a phone paints before any script has run must be the
 * screen itself, styled, under its own title, and must still boot the app.
 */

// (a path, not new URL(): the test's DOM replaces URL)
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const built = existsSync(`${dist}/index.html`);
if (!built) {
  console.warn(
    'prerender-output.test.ts: skipped, there is no web build. Run `npm run build` first; `npm test` does.',
  );
}

const pages = routeTable.filter((e) => e.prerender);

/** The HTML as a document whose <link> and <script> are renamed x-link and x-script (the test DOM would load them). */
function parse(html: string): Document {
  return new DOMParser().parseFromString(html.replace(/<(\/?)(link|script)\b/g, '<$1x-$2'), 'text/html');
}

const read = (path: string) => parse(readFileSync(`${dist}/prerendered/${path.slice(1)}.html`, 'utf8'));

describe.skipIf(!built)('pages rendered ahead', () => {
  it('covers the public first pages a phone opens most', () => {
    expect(pages.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/main', '/loginmain', '/map', '/lookup', '/noticelist']),
    );
    for (const entry of pages) {
      expect(entry.withoutMantine, entry.path).toBe(true);
      expect(entry.access.auth, entry.path).toBeFalsy();
    }
  });

  for (const entry of pages) {
    it(`${entry.path}: the screen, styled and titled, before any script runs; the app still boots`, () => {
      const doc = read(entry.path);
      expect(doc.title).toBe(`${entry.title} | ${ko.frame.siteName}`);
      const root = doc.getElementById('root');
      expect(root?.hasAttribute('data-prerendered')).toBe(true);
      // the screen's own heading inside the frame, not only the frame
      const h1 = root?.querySelector('main h1')?.textContent?.trim();
      expect(h1).toBe(entry.path === '/main' ? ko.frame.siteName : entry.title);
      expect(root?.querySelector('header')).not.toBeNull();
      expect(root?.querySelector('footer')).not.toBeNull();
      // what a browser shows first, not what Node could do (no geolocation there)
      expect(root?.textContent).not.toContain(ko.lots.map.geoUnsupported);

      // every class in it is styled by a sheet the page links (CSS module names agree between the Node and the
      // browser builds, and the screen's own chunk sheets are linked)
      const css = [...doc.querySelectorAll('x-link[rel="stylesheet"]')]
        .map((l) => readFileSync(`${dist}${l.getAttribute('href')}`, 'utf8'))
        .join('\n');
      const classes = new Set(
        [...(root?.querySelectorAll('[class]') ?? [])].flatMap((el) => [...el.classList]),
      );
      expect(classes.size).toBeGreaterThan(10);
      const unstyled = [...classes].filter((c) => !css.includes(`.${c}`));
      expect(unstyled, 'classes no linked sheet defines').toEqual([]);

      // to look at, not to type into, until the app has drawn over it
      expect(root?.hasAttribute('inert')).toBe(true);
      // no font competes with the stylesheets (the app loads the faces after drawing)
      expect(doc.querySelector('x-link[rel="preload"][as="font"]')).toBeNull();
      // the app's scripts are asked for after the first paint, by the small deferred loader, not beside the sheets
      expect(doc.querySelector('x-script[type="module"], x-link[rel="modulepreload"]')).toBeNull();
      const loader = doc.querySelector('x-script[defer][data-entry]');
      expect(loader?.getAttribute('src')).toMatch(/^\/assets\/after-paint-[\w-]+\.js$/);
      const entryScript = loader?.getAttribute('data-entry') ?? '';
      expect(entryScript).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      const preloads = (loader?.getAttribute('data-modulepreload') ?? '').split(' ');
      expect(preloads.length).toBeGreaterThan(1);
      for (const file of [loader?.getAttribute('src'), entryScript, ...preloads]) {
        expect(existsSync(`${dist}${file}`), file ?? '').toBe(true);
      }
      // compressed like every built file
      for (const ext of ['br', 'gz']) {
        expect(existsSync(`${dist}/prerendered/${entry.path.slice(1)}.html.${ext}`)).toBe(true);
      }
    });
  }

  it('/loginmain states the default lock policy, marked for the server and the app', () => {
    const policy = read('/loginmain').querySelector('[data-lock-policy]');
    expect(policy?.getAttribute('data-lock-policy')).toBe(
      `${defaultLoginPolicy.maxFailures},${defaultLoginPolicy.lockMinutes}`,
    );
    expect(policy?.textContent).toBe(
      ko.accounts.lock.policy(defaultLoginPolicy.maxFailures, defaultLoginPolicy.lockMinutes),
    );
  });

  it('leaves the other pages to the plain index.html', () => {
    const index = parse(readFileSync(`${dist}/index.html`, 'utf8'));
    expect(index.getElementById('root')?.hasAttribute('data-prerendered')).toBe(false);
    expect(index.getElementById('root')?.hasAttribute('inert')).toBe(false);
    // no font preload either (decision 234): the one the faces start with is the ~190 kB common file, which would
    // share the phone's connection with the scripts this page's first paint waits for
    expect(index.querySelector('x-link[rel="preload"][as="font"]')).toBeNull();
  });
});
