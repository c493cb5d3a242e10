import type { MenuNode, MobileSection } from '@parking/shared/admin-menus/menu-node';

// The site menu as a tree and what the frame asks of it (visibility, trails, the mobile grouping). The menu
// itself is data (GET /api/menu/siteMenu.json, seeded from packages/shared/src/admin-menus/site-menu.ts); the
// frame receives it through its configuration (frame-config.tsx).

export type {
  MenuAudience,
  MenuNode,
  MenuViewer,
  MobileSection,
} from '@parking/shared/admin-menus/menu-node';
export { visibleMenu } from '@parking/shared/admin-menus/menu-node';

function normalise(path: string): string {
  const p = path.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase();
  return p === '' ? '/' : p;
}

/** True when `pathname` is the node's own route or one of its `match` routes. */
export function nodeMatches(node: MenuNode, pathname: string): boolean {
  const p = normalise(pathname);
  if (node.path && normalise(node.path) === p) return true;
  return node.match?.some((x) => normalise(x) === p) ?? false;
}

/**
 * The chain of nodes from the section down to the deepest node matching `pathname`, or [] when no node
 * matches. A group whose own path repeats its first child's (e.g. the service usage history) yields the
 * child as the last item.
 */
export function findTrail(pathname: string, tree: readonly MenuNode[]): MenuNode[] {
  for (const node of tree) {
    if (node.children) {
      const below = findTrail(pathname, node.children);
      if (below.length > 0) return [node, ...below];
    }
    if (nodeMatches(node, pathname)) return [node];
  }
  return [];
}

/** The first route inside a node (its own path, or its first descendant's). */
export function firstPath(node: MenuNode): string | undefined {
  if (node.path) return node.path;
  for (const child of node.children ?? []) {
    const p = firstPath(child);
    if (p) return p;
  }
  return undefined;
}

/**
 * The sections of the mobile slide menu built from a (visible) menu: each mobile section lists the level-1
 * sections it holds as its children, except a single-section one, which is the section itself.
 * Sections with nothing visible are left out.
 */
export function mobileMenu(visible: readonly MenuNode[], sections: readonly MobileSection[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const ms of sections) {
    const held = visible.filter((n) => (ms.sections as readonly string[]).includes(n.id));
    if (held.length === 0) continue;
    if (ms.sections.length === 1) out.push(held[0]!);
    else out.push({ id: ms.id, label: ms.label, children: held });
  }
  return out;
}
