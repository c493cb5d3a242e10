import type { FrameConfig } from '../../components/frame/frame-config';
import { INNER_NAV, MENU, MOBILE_SECTIONS } from '../menu';
import { routeTable } from '../route-table';

/** The app's menu and routes as the frame shows them (every layout provides it). */
export const frameConfig: FrameConfig = {
  menu: MENU,
  mobileSections: MOBILE_SECTIONS,
  innerNav: INNER_NAV,
  routes: routeTable,
  adminSections: ['admin', 'system'],
};
