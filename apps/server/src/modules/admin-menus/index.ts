// The public face of the admin-menus module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { adminMenusRoutes } from './admin-menus.routes';
export { seedSiteMenu, siteMenuFor } from './admin-menus.service';
