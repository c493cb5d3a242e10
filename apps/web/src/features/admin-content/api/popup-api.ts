import {
  type PopupListResponse,
  popupActionResponseSchema,
  popupListResponseSchema,
  popupViewResponseSchema,
} from '@parking/shared/content/schemas';
import type { ListFetcher } from '../../../components/admin-kit/use-admin-list';
import { api } from '../../../lib/api-client';

export type PopupListItem = PopupListResponse['popupList'][number];

/** GET /api/admin/popup/list.json (searchCondition, searchKeyword, paging) → popupList, popupTotalCount. */
export const popupListFetcher: ListFetcher<PopupListItem> = async (q, signal) => {
  const res = await api.get('/api/admin/popup/list.json', {
    params: { ...q },
    schema: popupListResponseSchema,
    signal,
  });
  return { rows: res.popupList, total: res.popupTotalCount };
};

/** GET /api/admin/popup/view.json (popupId) → popupView, attachList. */
export function fetchPopupView(popupId: string, signal?: AbortSignal) {
  return api.get('/api/admin/popup/view.json', {
    params: { popupId },
    schema: popupViewResponseSchema,
    signal,
  });
}

export interface PopupWrite {
  title: string;
  openDateString: string;
  /** 'YYYY-MM-DD 23:59:59' (spec 3 §4) */
  closeDateString: string;
  useYn: 'Y' | 'N';
  posX: number;
  posY: number;
  sizeX: number;
  sizeY: number;
  linkUrl: string;
  popupContents: string;
}

/** POST /api/admin/popup/insertAction.json; the message is alerted, then the list. */
export function insertPopup(v: PopupWrite) {
  return api.post('/api/admin/popup/insertAction.json', v, { schema: popupActionResponseSchema });
}

/** POST /api/admin/popup/updateAction.json (same plus popupId). */
export function updatePopup(popupId: string, v: PopupWrite) {
  return api.post(
    '/api/admin/popup/updateAction.json',
    { ...v, popupId },
    { schema: popupActionResponseSchema },
  );
}

/** POST /api/admin/popup/delete.json (popupId). */
export function deletePopup(popupId: string) {
  return api.post('/api/admin/popup/delete.json', { popupId }, { schema: popupActionResponseSchema });
}
