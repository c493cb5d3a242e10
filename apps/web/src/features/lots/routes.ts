import { lotsRouteData } from '../../components/lot-data/lot-route-data';
import { PUBLIC, route, routeData } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// lots (spec 1 §2.9–2.10)
export const lotsRoutes: readonly RouteEntry[] = [
  // built without Mantine like the first page (decision 177)
  {
    ...route('/map', 'map', 'parking', PUBLIC, 'inner', () =>
      import('./pages/map-page').then((m) => m.MapPage),
    ),
    withoutMantine: true,
    // the lots, asked for beside the screen's code (decision 201); a guest's page carries their answer (decision
    // 235), so the app reads them without asking again, and without zod (decision 237)
    data: lotsRouteData,
    prerender: { pageModule: 'src/features/lots/pages/map-page' },
  },
  {
    ...route('/list', 'list', 'parking', PUBLIC, 'inner', () =>
      import('./pages/list-page').then((m) => m.ListPage),
    ),
    // the lots of the list, asked for beside the screen's code (decision 201)
    data: routeData(
      () => import('./api/search-parking-list'),
      (m) => [m.parkingListQuery],
    ),
  },
];
