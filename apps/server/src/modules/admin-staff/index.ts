// The public face of the admin-staff module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { adminStaffRoutes } from './admin-staff.routes';
