import { useRouteEntry } from '../../lib/route-entry';
import classes from './page-title.module.css';

/** The one h1 of a screen: the route title of the route table. Plain markup (decision 177). */
export function PageTitle({ fallback }: { fallback?: string }) {
  const entry = useRouteEntry();
  return <h1 className={classes.title}>{entry?.title ?? fallback ?? ''}</h1>;
}
