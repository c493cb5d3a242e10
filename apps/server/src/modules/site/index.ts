// The public face of the site module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { siteRoutes } from './site.routes';
