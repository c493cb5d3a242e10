import { ko } from '@parking/shared/messages/ko';
import { Link, useLocation } from '../../lib/router';
import { HomeIcon } from '../icons/icons';
import classes from './frame.module.css';
import { type FrameConfig, useFrameConfig } from './frame-config';
import { findTrail, firstPath } from './menu-tree';

interface Crumb {
  label: string;
  to?: string;
}

/** The route title of a path from the route table (detail and form screens that are not menu entries). */
function routeTitle(pathname: string, routes: FrameConfig['routes']): string | undefined {
  const p = pathname.replace(/\/+$/, '').toLowerCase();
  return routes.find((r) => r.path.toLowerCase() === p)?.title;
}

/** Crumbs for a path: home, then the menu trail, then the screen's own title when it is not a menu entry. */
export function breadcrumbFor(pathname: string, config: Pick<FrameConfig, 'menu' | 'routes'>): Crumb[] {
  const trail = findTrail(pathname, config.menu);
  const crumbs: Crumb[] = [{ label: ko.frame.home, to: '/main' }];
  for (const node of trail) {
    const to = firstPath(node);
    crumbs.push(to ? { label: node.label, to } : { label: node.label });
  }
  const title = routeTitle(pathname, config.routes);
  const last = trail[trail.length - 1];
  const lastIsPage = last?.path !== undefined && last.path.toLowerCase() === pathname.toLowerCase();
  if (title && !lastIsPage && title !== last?.label) crumbs.push({ label: title });
  return crumbs;
}

/** Breadcrumb built from the current path and the site menu (spec 3 §1: every admin screen shows one). */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbFor(pathname, useFrameConfig());
  if (crumbs.length < 2) return null;
  return (
    <nav className={classes.breadcrumb} aria-label={ko.frame.breadcrumb}>
      <ol>
        {crumbs.map((crumb, i) => {
          const isLast = i === crumbs.length - 1;
          const content =
            i === 0 ? (
              <span className={classes.breadcrumbHome}>
                <HomeIcon />
                {crumb.label}
              </span>
            ) : (
              crumb.label
            );
          return (
            <li key={`${crumb.label}|${crumb.to ?? ''}`}>
              {isLast ? (
                <span aria-current="page">{content}</span>
              ) : crumb.to ? (
                <Link to={crumb.to}>{content}</Link>
              ) : (
                <span>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
