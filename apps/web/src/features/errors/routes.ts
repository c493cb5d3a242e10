import { PUBLIC, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// not found (spec 1 §2.15)
const notFoundPage = () => import('./pages/not-found-page').then((m) => m.NotFoundPage);

export const errorsRoutes: readonly RouteEntry[] = [
  route('/404', 'notFound', 'error', PUBLIC, 'public', notFoundPage),
  route('/error', 'error', 'error', PUBLIC, 'public', notFoundPage),
];
