// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type RoutePreload, readRouteTable } from '../build/route-preloads.ts';
import { routeTable } from './app/route-table';

// The route → screen map the build reads from route-table.tsx (decision 176) must match the table itself.
const appRoot = fileURLToPath(new URL('..', import.meta.url));
const tableFile = fileURLToPath(new URL('./app/route-table.tsx', import.meta.url));
const parsed = readRouteTable(tableFile, appRoot);

describe('route table as the build reads it', () => {
  it('finds every route of the table once, with its layout and Mantine flag', () => {
    expect(parsed.map((r) => r.path).sort()).toEqual(routeTable.map((r) => r.path).sort());
    for (const entry of routeTable) {
      const r = parsed.find((p) => p.path === entry.path);
      expect(r?.layout, entry.path).toBe(entry.layout);
      expect(r?.withoutMantine, entry.path).toBe(Boolean(entry.withoutMantine));
      expect(r?.module, entry.path).toMatch(/^src\/features\//);
    }
  });

  it("names each screen's own module", () => {
    const moduleOf = (p: string) => parsed.find((r) => r.path === p)?.module;
    expect(moduleOf('/map')).toBe('src/features/lots/pages/map-page');
    expect(moduleOf('/receipt')).toBe('src/features/payments/pages/receipt-page');
    expect(moduleOf('/reductioninfo')).toBe('src/features/reduction-registration/reduction-pages');
    expect(moduleOf('/noticemanagement')).toBe('src/features/admin-boards/board-resource');
    expect(moduleOf('/main')).toBe('src/features/home/pages/main-page');
  });
});

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const listFile = `${dist}/.vite/route-preloads.json`;
const built = existsSync(listFile);

describe.skipIf(!built)('route preloads of the build', () => {
  const list = built ? (JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, RoutePreload>) : {};
  const index = built ? readFileSync(`${dist}/index.html`, 'utf8') : '';
  const manifest = built
    ? (JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>)
    : {};
  const fileOf = (src: string) => manifest[src]?.file;

  it('lists every route, with files that exist and that index.html does not load already', () => {
    expect(Object.keys(list).sort()).toEqual(routeTable.map((r) => r.path).sort());
    for (const [p, { js, css }] of Object.entries(list)) {
      for (const f of [...js, ...css]) {
        expect(existsSync(`${dist}/${f}`), `${p}: ${f}`).toBe(true);
        expect(index.includes(`/${f}"`), `${p}: ${f} is in index.html already`).toBe(false);
      }
    }
  });

  it("announces a screen's chunk, Mantine's provider where the screen uses it, the back-office frame for admin screens", () => {
    const mantine = Object.values(manifest).find((c) => c.file.includes('/mantine-root-'))?.file;
    const adminLayout = fileOf('src/app/layouts/admin-layout.tsx');
    expect(list['/loginmain']?.js).toContain(fileOf('src/features/auth/pages/login-page.tsx'));
    expect(list['/loginmain']?.js).toContain(mantine);
    expect(list['/loginmain']?.js).not.toContain(adminLayout);
    expect(list['/main']?.js).toContain(fileOf('src/features/home/pages/main-page.tsx'));
    expect(list['/main']?.js).not.toContain(mantine);
    expect(list['/usermanagement']?.js).toContain(adminLayout);
  });
});
