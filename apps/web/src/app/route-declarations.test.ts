import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../lib/route-entry';
import { declaredIn, routeDeclarations, routeTable } from './route-table';

/*
 * Routes owned by features (decision 198): each feature declares its routes beside its pages
 * (features/<area>/routes.ts) and the route table is their concatenation, nothing more.
 */

const declarations = import.meta.glob<Record<string, readonly RouteEntry[]>>('../features/*/routes.ts', {
  eager: true,
});
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the route declarations of the features', () => {
  it('are all in the route table, under the folder that declares them, and the table holds nothing else', () => {
    expect(Object.keys(declarations).length).toBeGreaterThan(20);
    expect(Object.keys(declarations).sort()).toEqual(
      Object.keys(routeDeclarations)
        .map((feature) => `../features/${feature}/routes.ts`)
        .sort(),
    );
    for (const [feature, routes] of Object.entries(routeDeclarations))
      expect(Object.values(declarations[`../features/${feature}/routes.ts`] ?? {}), feature).toEqual([
        routes,
      ]);
    const declared = Object.values(declarations).flatMap((m) => Object.values(m).flat());
    expect(routeTable).toEqual(expect.arrayContaining(declared));
    expect(routeTable.length).toBe(declared.length);
    for (const r of routeTable) expect(declarations[`../${declaredIn(r)}`], r.path).toBeDefined();
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
      expect(declaredIn(r), r.path).toBe(`features/${area}/routes.ts`);
    }
  });
});
