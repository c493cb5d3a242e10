// The public face of the search module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { searchRoutes } from './search.routes';
