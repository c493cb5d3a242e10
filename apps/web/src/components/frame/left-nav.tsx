import { ko } from '@parking/shared/messages/ko';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './frame.module.css';
import { useFrameConfig } from './frame-config';
import { findTrail } from './menu-tree';

/**
 * Left navigation of inner (information and my-page) screens (spec 1 §2.2, spec 2 §2):
 * /map, /unpaidinfo, /periodinfo, /noticelist, /faqview, /qnalist. The link of the current section is marked.
 */
export function LeftNav() {
  const { pathname } = useLocation();
  const titleId = useId();
  const { menu, innerNav } = useFrameConfig();
  const trail = findTrail(pathname, menu);
  const trailPaths = new Set(trail.flatMap((n) => (n.path ? [n.path.toLowerCase()] : [])));
  const current = (path: string) => pathname.toLowerCase() === path || trailPaths.has(path);

  return (
    <nav className={classes.sideNav} aria-labelledby={titleId}>
      <p className={classes.sideNavTitle} id={titleId}>
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
  );
}
