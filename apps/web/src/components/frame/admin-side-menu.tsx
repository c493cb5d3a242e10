import { decideAccess, type Principal } from '@parking/shared/auth/roles';
import { ko } from '@parking/shared/messages/ko';
import { useId, useMemo, useState } from 'react';
import { Link, useLocation } from '../../lib/router';
import { type ClientSession, useSession } from '../../lib/session-store';
import { ChevronDownIcon } from '../icons/icons';
import classes from './frame.module.css';
import { type FrameRoute, useFrameConfig } from './frame-config';
import { type MenuNode, nodeMatches } from './menu-tree';

function principalOf(session: ClientSession): Principal | null {
  if (!session.isLogin || !session.authorCode || !session.empDiv) return null;
  return { memberId: session.memberId, authorCode: session.authorCode, empDiv: session.empDiv };
}

/** Keep the nodes whose route the viewer may open (a store member reaches two system screens, spec 1 §6). */
function allowed(
  nodes: readonly MenuNode[],
  who: Principal | null,
  routes: readonly FrameRoute[],
): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (node.children) {
      const children = allowed(node.children, who, routes);
      if (children.length > 0) out.push({ ...node, children });
      continue;
    }
    const rule = routes.find((r) => r.path === node.path)?.access;
    if (rule && decideAccess(rule, who) === 'allow') out.push(node);
  }
  return out;
}

function SideLinks({ nodes, pathname }: { nodes: readonly MenuNode[]; pathname: string }) {
  return (
    <>
      {nodes.map((node) =>
        node.children ? (
          <li key={node.id}>
            <span className={classes.sideGroupLabel}>{node.label}</span>
            <ul className={classes.sideSub}>
              <SideLinks nodes={node.children} pathname={pathname} />
            </ul>
          </li>
        ) : (
          <li key={node.id}>
            <Link
              to={node.path ?? '/main'}
              className={classes.sideNavLink}
              aria-current={nodeMatches(node, pathname) ? 'page' : undefined}
            >
              {node.label}
            </Link>
          </li>
        ),
      )}
    </>
  );
}

/**
 * The admin side menu (spec 3 §1–§2.2): the groups '관리자 메뉴' and '시스템 관리' with their screens.
 * Below 1024 px it folds behind a toggle button so the screen starts with the content.
 */
export function AdminSideMenu() {
  const session = useSession();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const { menu: served, adminMenu, routes, adminSections } = useFrameConfig();
  const menu = adminMenu ?? served;
  const groups = useMemo(() => {
    const who = principalOf(session);
    return adminSections
      .map((id) => menu.find((n) => n.id === id))
      .filter((n): n is MenuNode => n !== undefined)
      .map((n) => ({ ...n, children: allowed(n.children ?? [], who, routes) }))
      .filter((n) => n.children.length > 0);
  }, [session, menu, routes, adminSections]);

  return (
    <nav className={classes.sideNav} aria-label={ko.frame.adminSideMenu}>
      <button
        type="button"
        className={classes.sideToggle}
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => setExpanded((v) => !v)}
      >
        {ko.frame.adminSideMenu}
        <ChevronDownIcon width={20} height={20} />
      </button>
      <div id={bodyId} className={`${classes.sideMenuBody} ${expanded ? '' : classes.sideMenuCollapsed}`}>
        {groups.map((group) => (
          <div key={group.id} className={classes.sideGroup}>
            <p className={classes.sideGroupTitle} id={`${bodyId}-${group.id}`}>
              {group.label}
            </p>
            <ul className={classes.sideGroupList} aria-labelledby={`${bodyId}-${group.id}`}>
              <SideLinks nodes={group.children} pathname={pathname} />
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
