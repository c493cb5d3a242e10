// The public face of the pii-access module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { piiAccessPlugin } from './pii-access.plugin';
export { piiAccessRoutes } from './pii-access.routes';
export type { PiiAccess } from './pii-access.service';
export { piiAccessRecords, piiActor, recordPiiAccess } from './pii-access.service';
