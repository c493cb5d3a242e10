import { Link, useLocation } from '../../lib/router';
import classes from './frame.module.css';
import { type MenuNode, nodeMatches } from './menu-tree';

interface MenuLinksProps {
  nodes: readonly MenuNode[];
  /** called when a link is followed (closes the panel, sitemap or slide menu) */
  onNavigate?: () => void;
  className?: string;
}

/** True when this node, and none of its children, is the current page. */
function isCurrent(node: MenuNode, pathname: string): boolean {
  if (!nodeMatches(node, pathname)) return false;
  return !(node.children ?? []).some((c) => nodeMatches(c, pathname));
}

/**
 * Nested lists of menu links (levels 2 and 3) shared by the hover panel, the sitemap and the slide menu.
 * A node without a route is shown as a label over its children.
 */
export function MenuLinks({ nodes, onNavigate, className }: MenuLinksProps) {
  const { pathname } = useLocation();
  return (
    <ul className={className ?? classes.links}>
      {nodes.map((node) => (
        <li key={node.id} className={classes.linkItem}>
          {node.path ? (
            <Link
              to={node.path}
              className={classes.link}
              aria-current={isCurrent(node, pathname) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {node.label}
            </Link>
          ) : (
            <span className={classes.groupLabel}>{node.label}</span>
          )}
          {node.children && node.children.length > 0 ? (
            <MenuLinks nodes={node.children} onNavigate={onNavigate} className={classes.sublinks} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
