import { PUBLIC, route, routeData } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// the home's content (popups, banners, latest notices), started beside its code (decision 201); the server renders
// the page rendered ahead with it (decision 235)
const mainContent = routeData(
  () => import('./api/main-content'),
  (m) => [m.mainContentQuery],
);

// spec 1 §2.1: the first page
export const homeRoutes: readonly RouteEntry[] = [
  // the first page, built without Mantine (decision 174)
  {
    ...route('/main', 'main', 'home', PUBLIC, 'public', () =>
      import('./pages/main-page').then((m) => m.MainPage),
    ),
    caseSensitive: true,
    withoutMantine: true,
    prerender: { pageModule: 'src/features/home/pages/main-page' },
    data: mainContent,
  },
  {
    ...route('/Main', 'main', 'home', PUBLIC, 'public', () =>
      import('./pages/main-page').then((m) => m.MainPage),
    ),
    caseSensitive: true,
    withoutMantine: true,
    data: mainContent,
  },
];
