import { ko } from '@parking/shared/messages/ko';
import { useId, useMemo } from 'react';
import { Link, useLocation } from '../../lib/router';
import { useKnownSession } from '../../lib/session-store';
import classes from './frame.module.css';
import { useFrameConfig } from './frame-config';
import { findTrail, type MenuNode, nodeMatches, visibleMenu } from './menu-tree';

/** The pages of a section in menu order: its leaves with a route (a group's own route repeats its first child). */
export function sectionPages(section: MenuNode): MenuNode[] {
  return (section.children ?? []).flatMap((n) =>
    n.children && n.children.length > 0 ? sectionPages(n) : n.path ? [n] : [],
  );
}

/**
 * Left navigation of inner screens (KRDS side navigation): the pages of the current section (from the menu
 * staff maintain) with the current one marked, then the shared links of spec 1 §2.2 / spec 2 §2 (/map,
 * /unpaidinfo, /periodinfo, /noticelist, /faqview, /qnalist). A screen outside the menu shows the shared links.
 */
export function LeftNav() {
  const { pathname } = useLocation();
  const titleId = useId();
  const sectionTitleId = useId();
  const session = useKnownSession();
  const { menu, innerNav } = useFrameConfig();
  const visible = useMemo(() => visibleMenu(session, menu), [session, menu]);
  const trail = findTrail(pathname, visible);
  const section = trail[0]?.children ? trail[0] : undefined;
  const pages = section ? sectionPages(section) : [];
  const here = trail[trail.length - 1];
  const trailPaths = new Set(trail.flatMap((n) => (n.path ? [n.path.toLowerCase()] : [])));
  const current = (path: string) => pathname.toLowerCase() === path || trailPaths.has(path);

  return (
    <div className={classes.sideNav}>
      {section && pages.length > 0 && (
        <nav aria-labelledby={sectionTitleId} className={classes.sectionNav}>
          <p className={classes.sideNavTitle} id={sectionTitleId}>
            <span className="sr-only">{ko.frame.sectionNav(section.label)}</span>
            <span aria-hidden="true">{section.label}</span>
          </p>
          <ul className={classes.sideNavList}>
            {pages.map((page) => (
              <li key={page.id}>
                <Link
                  to={page.path ?? '/main'}
                  className={classes.sideNavLink}
                  aria-current={page === here || nodeMatches(page, pathname) ? 'page' : undefined}
                >
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav className={section && pages.length > 0 ? classes.sharedNav : undefined} aria-labelledby={titleId}>
        <p
          className={section && pages.length > 0 ? classes.sharedNavTitle : classes.sideNavTitle}
          id={titleId}
        >
          {ko.frame.innerNavTitle}
        </p>
        <ul className={classes.sideNavList}>
          {innerNav.map((item) => (
            <li key={item.path}>
              <Link
                to={item.path}
                className={classes.sideNavLink}
                aria-current={current(item.path) ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
