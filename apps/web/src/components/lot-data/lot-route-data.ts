import { routeData } from '../../lib/route-declaration';

// The lots and the reduction categories as a route's first data (decision 201): asked for beside the screen's code
// by the public screens built on them (the guides, the fee estimator, the reduction pre-registration).

/** GET /api/parking/map.json: the lots with their tariffs */
export const lotsRouteData = routeData(
  () => import('./parking-map-query'),
  (m) => [m.parkingMapQuery],
);

/** GET /api/prepay/getDiscountList.json: the reduction categories */
export const reductionsRouteData = routeData(
  () => import('./discount-list-query'),
  (m) => [m.discountListQuery],
);

/** both (the estimator's lot select and reduction select) */
export const lotsAndReductionsRouteData = routeData(
  () => Promise.all([import('./parking-map-query'), import('./discount-list-query')]),
  ([lots, reductions]) => [lots.parkingMapQuery, reductions.discountListQuery],
);
