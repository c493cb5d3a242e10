import { useRouteEntry } from '../../lib/route-entry';
import classes from './page-title.module.css';

/**
 * The one h1 of a screen: the route title of the route table. Plain markup (decision 177). At the h2 size with
 * space below (the lists and forms of the kit), or at the h1 size without (a screen that spaces its parts).
 */
export function PageTitle({ fallback, size = 'h2' }: { fallback?: string; size?: 'h1' | 'h2' }) {
  const entry = useRouteEntry();
  return <h1 className={classes[size]}>{entry?.title ?? fallback ?? ''}</h1>;
}
