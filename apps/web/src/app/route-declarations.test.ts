import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../lib/route-entry';
import { routeTable } from './route-table';

/*
 * Routes owned by features (decision 198): each feature declares its routes beside its pages
 * (features/<area>/routes.ts) and the route table is their concatenation, nothing more.
 */

const declarations = import.meta.glob<Record<string, readonly RouteEntry[]>>('../features/*/routes.ts', {
  eager: true,
});
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the route declarations of the features', () => {
  it('are all in the route table, and the table holds nothing else', () => {
    const declared = Object.values(declarations).flatMap((m) => Object.values(m).flat());
    expect(Object.keys(declarations).length).toBeGreaterThan(20);
    expect(new Set(routeTable)).toEqual(new Set(declared));
    expect(routeTable.length).toBe(declared.length);
  });

  it('declare each path once', () => {
    const paths = routeTable.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('name, for each page rendered ahead, the module its loader imports (the build reads its stylesheets)', () => {
    const ahead = routeTable.filter((r) => r.prerender);
    expect(ahead.length).toBeGreaterThan(0);
    for (const r of ahead) {
      const module = r.prerender?.pageModule ?? '';
      expect(existsSync(path.join(webRoot, `${module}.tsx`)), module).toBe(true);
      expect(String(r.page), r.path).toContain(`/${path.basename(module)}`);
      const [, area] = /^src\/features\/([^/]+)\/pages\//.exec(module) ?? [];
      const file = Object.keys(declarations).find((f) =>
        Object.values(declarations[f] ?? {})
          .flat()
          .includes(r),
      );
      expect(file, r.path).toBe(`../features/${area}/routes.ts`);
    }
  });
});
