import type { MenuNode } from '@parking/shared/admin-menus/menu-node';
import { ROUTE_PATHS } from '@parking/shared/admin-menus/route-paths';
import { MENU } from '@parking/shared/admin-menus/site-menu';
import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

const flat = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('the routes a menu may point to', () => {
  it('are exactly the routes of the route table (the server refuses any other program file)', () => {
    expect([...new Set(routeTable.map((r) => r.path))].sort()).toEqual([...ROUTE_PATHS].sort());
  });

  it('cover every route of the shipped menu (the seed passes the same check staff edits do)', () => {
    const known = new Set(ROUTE_PATHS);
    for (const node of flat(MENU)) {
      for (const p of [node.path, ...(node.match ?? [])]) if (p) expect(known.has(p), p).toBe(true);
    }
    expect(new Set(flat(MENU).map((n) => n.id)).size).toBe(flat(MENU).length);
  });
});
