// The public face of the admin-season-pass module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { adminCarProofRoutes, adminSeasonPassRoutes } from './admin-season-pass.routes';
