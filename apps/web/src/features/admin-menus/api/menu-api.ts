import {
  type MenuInsert,
  type MenuRow,
  type MenuStatAnswer,
  menuActionAnswer,
  menuListAnswer,
  menuStatAnswerSchema,
  menuViewAnswer,
} from '@parking/shared/admin-menus/schemas';
import type { ListFetcher } from '../../../components/admin-kit/use-admin-list';
import { api } from '../../../lib/api-client';

/** GET /api/menu/menuListSelect.json (searchCondition 1 id, 2 name, 3 description) → list_menulist. */
export const menuListFetcher: ListFetcher<MenuRow> = async (q, signal) => {
  const res = await api.get('/api/menu/menuListSelect.json', {
    params: { searchCondition: q.searchCondition, searchKeyword: q.searchKeyword },
    schema: menuListAnswer.schema,
    signal,
  });
  return { rows: res.list_menulist, total: res.totalCount };
};

/** Every menu (the upper-menu picker's tree). */
export async function fetchAllMenus(signal?: AbortSignal): Promise<MenuRow[]> {
  return (
    await menuListFetcher(
      { searchCondition: '', searchKeyword: '', firstIndex: 0, recordCountPerPage: 10_000 },
      signal,
    )
  ).rows;
}

export function fetchMenuView(menuNo: string, signal?: AbortSignal) {
  return api.get('/api/menu/view.json', { params: { item: menuNo }, schema: menuViewAnswer, signal });
}

/** The form's values; an update also names the menu it came from as `item` (the id stays, spec 3 §2.10). */
const write = (path: string) => (v: MenuInsert, item?: string) =>
  api.post(
    path,
    { ...v, upperMenuId: v.upperMenuId ?? '', audience: v.audience ?? '', ...(item ? { item } : {}) },
    { schema: menuActionAnswer },
  );

export const insertMenu = write('/api/menu/insertAction.json');
export const updateMenu = write('/api/menu/updateAction.json');

export function deleteMenu(menuNo: string) {
  return api.post('/api/menu/delete.json', { item: menuNo }, { schema: menuActionAnswer });
}

/** GET /api/admin/menuStat/list.json (startDt, endDt: YYYY-MM-DD, Korea time). */
export function fetchMenuStats(
  startDt: string,
  endDt: string,
  signal?: AbortSignal,
): Promise<MenuStatAnswer> {
  return api.get('/api/admin/menuStat/list.json', {
    params: { startDt, endDt },
    schema: menuStatAnswerSchema,
    signal,
  });
}
