// The public face of the member-notifications module: what app.ts, other modules, jobs, seeds and CLIs may use
// (decision 197).
export { memberNotificationsRoutes } from './member-notifications.routes';
