import { ko } from '@parking/shared/messages/ko';
import { RouteNotFoundError, useRouteError } from '../../../lib/router';
import classes from './route-error-page.module.css';

/**
 * Shown when a screen fails to load or throws while rendering (root error boundary, outside any frame).
 * A plain link reloads the app at /main, which also recovers from a stale code chunk after a deploy. Built
 * without Mantine: it must show when the failure is Mantine's own chunk.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = error instanceof RouteNotFoundError;
  return (
    <main id="content" tabIndex={-1} className={classes.page}>
      <h1 className={classes.title}>{notFound ? ko.notFound.title : ko.errors.INTERNAL}</h1>
      {notFound && <p className={classes.detail}>{ko.notFound.detail}</p>}
      <a href="/main" className={classes.button}>
        {ko.common.goMain}
      </a>
    </main>
  );
}
