// The public face of the lots module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).

export type { LotRecord } from './lots.repository';
export { findDiscountCode, findLot, listDiscountCodes } from './lots.repository';
export { lotsRoutes } from './lots.routes';
export type { LotSnapshot } from './lots.service';
export { getLotSnapshot, invalidateLotCache, loadedLotSnapshot } from './lots.service';
export { sendEmpty, sendJsonText } from './raw-json';
