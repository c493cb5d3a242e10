// The public face of the payments-admin module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { paymentsAdminRoutes } from './payments-admin.routes';
