// The public face of the live-availability module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export type { HubStats } from './live-availability.hub';
export { notifyLotChanged } from './live-availability.repository';
export { liveAvailabilityRoutes } from './live-availability.routes';
