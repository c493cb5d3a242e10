// The public face of the admin-members module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { MEMBER_DOCUMENT_KIND } from './admin-members.repository';
export { adminMembersRoutes } from './admin-members.routes';
