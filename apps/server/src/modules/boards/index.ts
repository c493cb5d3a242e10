// The public face of the boards module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { boardsRoutes } from './boards.routes';
export { latestNotices } from './boards.service';
