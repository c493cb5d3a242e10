// The public face of the visits module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { visitsRoutes } from './visits.routes';
