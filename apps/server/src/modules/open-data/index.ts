// The public face of the open-data module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { openDataRoutes } from './open-data.routes';
