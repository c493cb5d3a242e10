import type { MenuNode } from '@parking/shared/admin-menus/menu-node';
import { INNER_NAV, MENU, MOBILE_SECTIONS } from '@parking/shared/admin-menus/site-menu';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FrameConfig } from '../../components/frame/frame-config';
import { api } from '../../lib/api-client';
import { type ClientSession, loggedOut, useKnownSession } from '../../lib/session-store';
import { declaredIn, isBuilt, routeTable } from '../route-table';

/** The app's menu and routes as the frame shows them, with the shipped menu (the code tree) as the menu. */
export const frameConfig: FrameConfig = {
  menu: MENU,
  mobileSections: MOBILE_SECTIONS,
  innerNav: INNER_NAV,
  routes: routeTable.map((r) => ({ ...r, built: isBuilt(r), declaredIn: declaredIn(r) })),
  adminSections: ['admin', 'system'],
};

/** Query key root of the menu answer: staff writes to menus invalidate it (admin-menus descriptor). */
export const SITE_MENU_KEY = ['site-menu'] as const;

interface SiteMenuAnswer {
  menuList: MenuNode[];
}

/** GET /api/menu/siteMenu.json: the menu the server lets the browser's session see. */
export function fetchSiteMenu(signal?: AbortSignal): Promise<SiteMenuAnswer> {
  return api.get<SiteMenuAnswer>('/api/menu/siteMenu.json', { signal });
}

/** The menu answer for a viewer (one cache entry per login, role and category). */
export function siteMenuQuery({
  isLogin,
  authorCode,
  empDiv,
}: Pick<ClientSession, 'isLogin' | 'authorCode' | 'empDiv'>) {
  return queryOptions({
    queryKey: [...SITE_MENU_KEY, isLogin, authorCode, empDiv],
    queryFn: ({ signal }) => fetchSiteMenu(signal),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * The frame configuration with the menu staff maintain (GET /api/menu/siteMenu.json, filtered by the caller's
 * role and category on the server; decision 155). Until it arrives — and if it fails — the code tree draws
 * the menu, so the first paint never waits for it. The answer only draws menus: route guards decide access.
 */
export function useAppFrameConfig(): FrameConfig {
  // asked for once the tab knows who is logged in (the boot asks for it beside the session check, boot-data.ts):
  // the server answers for the cookie, and a guest's key would only fetch the same menu twice
  const session = useKnownSession();
  const { data } = useQuery({ ...siteMenuQuery(session ?? loggedOut), enabled: session !== null });
  const menu = Array.isArray(data?.menuList) ? data.menuList : null;
  return useMemo(() => {
    if (!menu) return frameConfig;
    // the served menu holds the admin sections for administrators only; a store member's side menu on the
    // two system screens it may open comes from the shipped tree
    const hasAdmin = menu.some((n) => frameConfig.adminSections.includes(n.id));
    return { ...frameConfig, menu, adminMenu: hasAdmin ? menu : MENU };
  }, [menu]);
}
