// The site menu as data: the node shape both sides use, and who may see a node (spec 1 §6). The tree itself
// is seeded from site-menu.ts into the database (table `menus`) and served by GET /api/menu/siteMenu.json.

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

export const MENU_AUDIENCES = ['member', 'admin', 'general', 'business'] as const;

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

/** The parts of the session that decide menu visibility. */
export interface MenuViewer {
  isLogin: boolean;
  authorCode: string;
  empDiv: string;
}

/**
 * True when `who` may see a node of this audience. A menu only decides what is shown: guards decide access.
 * `who` null: the viewer is not known yet (the browser is still asking the server): only the nodes everyone sees.
 */
export function canSeeMenu(audience: MenuAudience | undefined | null, who: MenuViewer | null): boolean {
  if (!audience) return true;
  if (!who) return false;
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

function prune(nodes: readonly MenuNode[], who: MenuViewer | null): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (!canSeeMenu(node.audience, who)) continue;
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
 * administrators see everything plus the admin and system sections; a viewer not known yet sees only what
 * every viewer sees.
 */
export function visibleMenu(who: MenuViewer | null, tree: readonly MenuNode[]): MenuNode[] {
  return prune(tree, who);
}
