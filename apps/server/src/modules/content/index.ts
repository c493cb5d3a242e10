// The public face of the content module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { contentRoutes } from './content.routes';
