import type { AccessRule } from '@parking/shared/auth/roles';
import { createContext, type ReactNode, useContext } from 'react';
import type { MenuNode, MobileSection } from './menu-tree';

/** A route as the frame needs it: breadcrumb titles and who may open an admin screen. */
export interface FrameRoute {
  path: string;
  title: string;
  access: AccessRule;
  /** [area, title] of the route table (the developer screen index reads it) */
  category?: readonly [string, string];
  layout?: string;
  /** false while the screen shows the '준비 중' page */
  built?: boolean;
  /** the file that declares the route, e.g. 'features/prepay/routes.ts' (the developer screen index shows it) */
  declaredIn?: string;
}

/**
 * What the frame shows that belongs to the app: the site menu, the mobile grouping of its sections, the left
 * navigation of inner screens and the routes. Given by the app's layouts, so the frame never imports app/
 * (the app imports the frame, not the other way round).
 */
export interface FrameConfig {
  menu: readonly MenuNode[];
  mobileSections: readonly MobileSection[];
  innerNav: readonly { path: string; label: string }[];
  routes: readonly FrameRoute[];
  /** ids of the level-1 menu sections the admin side menu shows */
  adminSections: readonly string[];
  /**
   * The tree the admin side menu takes those sections from (pruned there to the screens the viewer may
   * open). Defaults to `menu`; the app gives the shipped tree to viewers whose served menu has no admin
   * sections (a store member reaches two system screens, spec 1 §6, but sees no admin section in the menus).
   */
  adminMenu?: readonly MenuNode[];
}

// Without a provider the frame shows no menu (component tests of single frame parts).
const FrameConfigContext = createContext<FrameConfig>({
  menu: [],
  mobileSections: [],
  innerNav: [],
  routes: [],
  adminSections: [],
});

export function FrameConfigProvider({ value, children }: { value: FrameConfig; children: ReactNode }) {
  return <FrameConfigContext.Provider value={value}>{children}</FrameConfigContext.Provider>;
}

export function useFrameConfig(): FrameConfig {
  return useContext(FrameConfigContext);
}
