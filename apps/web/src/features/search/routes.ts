import { PUBLIC, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// spec 1 §2.1: integrated search (issue 18)
export const searchRoutes: readonly RouteEntry[] = [
  route('/searchlist', 'searchlist', 'search', PUBLIC, 'public', () =>
    import('./pages/search-list-page').then((m) => m.SearchListPage),
  ),
];
