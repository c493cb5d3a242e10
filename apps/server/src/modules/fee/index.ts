// The public face of the fee module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { listFreeVehicleRules } from './fee.repository';
export { feeRoutes } from './fee.routes';
export { feeForStay } from './fee.service';
