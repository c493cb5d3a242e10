// The public face of the admin-vehicles module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { adminVehiclesRoutes } from './admin-vehicles.routes';
