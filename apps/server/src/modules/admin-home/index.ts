// The public face of the admin-home module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { adminHomeRoutes } from './admin-home.routes';
