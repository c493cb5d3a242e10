import { PUBLIC, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

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
  },
  {
    ...route('/Main', 'main', 'home', PUBLIC, 'public', () =>
      import('./pages/main-page').then((m) => m.MainPage),
    ),
    caseSensitive: true,
    withoutMantine: true,
  },
];
