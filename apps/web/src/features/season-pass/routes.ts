import { PUBLIC, route, routeData, USR } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// season pass of general members (spec 2 §6)
export const seasonPassRoutes: readonly RouteEntry[] = [
  {
    ...route('/periodapplication', 'periodapplication', 'period', USR, 'inner', () =>
      import('./pages/period-application-page').then((m) => m.PeriodApplicationPage),
    ),
    // made of the kit's plain widgets: no Mantine code nor provider on its first visit (decision 225)
    withoutMantine: true,
    // the lots and reductions, and the member's proven cars the form's car fields ask for once it shows
    data: routeData(
      () => Promise.all([import('./api/parking-discount-list'), import('./api/my-cars')]),
      ([lots, cars]) => [lots.parkingAndDiscountQuery, cars.myCarsQuery],
    ),
  },
  route('/periodresult', 'periodresult', 'period', USR, 'inner', () =>
    import('./pages/period-result-page').then((m) => m.PeriodResultPage),
  ),
  route('/periodlookup', 'periodlookup', 'period', USR, 'inner', () =>
    import('./pages/period-lookup-page').then((m) => m.PeriodLookupPage),
  ),
  route('/periodview', 'periodview', 'period', USR, 'inner', () =>
    import('./pages/period-view-page').then((m) => m.PeriodViewPage),
  ),
  // the public record of each season-pass lottery (decision 091), linked from the guide and the lookup
  {
    ...route('/perioddraw', 'perioddraw', 'period', PUBLIC, 'inner', () =>
      import('./pages/period-draw-page').then((m) => m.PeriodDrawPage),
    ),
    // the rounds, then the chosen round's record (the screen's own order, started beside its code)
    data: routeData(
      () => import('./api/draws'),
      (m, { search }) => [
        {
          ...m.drawsQuery,
          next: (draws: Parameters<typeof m.chosenRound>[1]) => {
            const round = m.chosenRound(search.get('roundId'), draws);
            return round === null ? [] : [m.drawRecordQuery(round)];
          },
        },
      ],
    ),
  },
];
