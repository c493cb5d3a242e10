// The public face of the inquiries module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { inquiriesRoutes } from './inquiries.routes';
