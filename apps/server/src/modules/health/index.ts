// The public face of the health module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { healthRoutes } from './health.routes';
