import { PUBLIC, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// spec 1 §2.1: the developer pages (issue 18)
export const developerRoutes: readonly RouteEntry[] = [
  route('/guideline', 'guideline', 'dev', PUBLIC, 'public', () =>
    import('./pages/guideline-page').then((m) => m.GuidelinePage),
  ),
  route('/codinglist', 'codinglist', 'dev', PUBLIC, 'public', () =>
    import('./pages/coding-list-page').then((m) => m.CodingListPage),
  ),
];
