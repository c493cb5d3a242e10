// The site menu as a tree and what the frame asks of it (visibility, trails, the mobile grouping). The
// menu itself is the app's (app/menu.ts); the frame receives it through its configuration (frame-config.tsx).

/**
 * Who may see a menu node (spec 1 §6):
 * - `member`: only logged-in users (my-page);
 * - `admin`: only ROLE_ADMIN (admin and system sections);
 * - `general`: hidden from business members (season pass, service usage history);
 * - `business`: hidden from general members and from business members staff have not approved yet
 *   (ROLE_ANONYMOUS: the screens would refuse them); shown once approved (web voucher and its histories).
 * Visitors who are not logged in see both `general` and `business` nodes.
 */
export type MenuAudience = 'member' | 'admin' | 'general' | 'business';

export interface MenuNode {
  /** stable id, unique in the tree */
  id: string;
  label: string;
  /** route of the node; a section or group without its own page has none */
  path?: string;
  /** further routes (detail, form and tab screens) that belong to this node, for breadcrumbs and highlighting */
  match?: readonly string[];
  audience?: MenuAudience;
  children?: readonly MenuNode[];
}

/** A section of the mobile slide menu and the level-1 sections (ids) it holds. */
export interface MobileSection {
  id: string;
  label: string;
  sections: readonly string[];
}

/** The parts of the client session that decide menu visibility. */
export interface MenuViewer {
  isLogin: boolean;
  authorCode: string;
  empDiv: string;
}

function canSee(audience: MenuAudience | undefined, who: MenuViewer): boolean {
  if (!audience) return true;
  const isAdmin = who.isLogin && who.authorCode === 'ROLE_ADMIN';
  if (isAdmin) return true;
  switch (audience) {
    case 'admin':
      return false;
    case 'member':
      return who.isLogin;
    case 'general':
      return !(who.isLogin && who.empDiv === 'BSN');
    case 'business':
      return !(who.isLogin && (who.empDiv === 'USR' || who.authorCode === 'ROLE_ANONYMOUS'));
  }
}

function prune(nodes: readonly MenuNode[], who: MenuViewer): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (!canSee(node.audience, who)) continue;
    if (node.children) {
      const children = prune(node.children, who);
      // a section or group whose every entry is hidden disappears with them
      if (children.length === 0 && !node.path) continue;
      out.push({ ...node, children });
    } else {
      out.push(node);
    }
  }
  return out;
}

/**
 * The menu a viewer sees (spec 1 §6): business members lose the season pass and the service usage history,
 * general members lose the web voucher and its histories, visitors see both but no my-page, and
 * administrators see everything plus the admin and system sections.
 */
export function visibleMenu(who: MenuViewer, tree: readonly MenuNode[]): MenuNode[] {
  return prune(tree, who);
}

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
