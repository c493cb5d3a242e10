import { ko } from '@parking/shared/messages/ko';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { findTrail, INNER_NAV } from '../../app/menu';
import classes from './frame.module.css';

/**
 * Left navigation of inner (information and my-page) screens (spec 1 §2.2, spec 2 §2):
 * /map, /unpaidinfo, /periodinfo, /noticelist, /faqview, /qnalist. The link of the current section is marked.
 */
export function LeftNav() {
  const { pathname } = useLocation();
  const titleId = useId();
  const trail = findTrail(pathname);
  const trailPaths = new Set(trail.flatMap((n) => (n.path ? [n.path.toLowerCase()] : [])));
  const current = (path: string) => pathname.toLowerCase() === path || trailPaths.has(path);

  return (
    <nav className={classes.sideNav} aria-labelledby={titleId}>
      <p className={classes.sideNavTitle} id={titleId}>
        {ko.frame.innerNavTitle}
      </p>
      <ul className={classes.sideNavList}>
        {INNER_NAV.map((item) => (
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
