import {
  carNoCheckAnswer,
  type DiscountInsert,
  type DiscountRow,
  discountListAnswer,
  discountViewResponseSchema,
  type FreeInsert,
  type FreeRow,
  fctCodeAnswer,
  freeCarNoCheckAnswer,
  freeListAnswer,
  freeViewResponseSchema,
  pendingActionAnswer,
  pendingListAnswer,
} from '@parking/shared/admin-vehicles/schemas';
import { actionResponseSchema } from '@parking/shared/content/common';
import type { ListFetcher, ListQuery } from '../../../components/admin-kit/use-admin-list';
import { fetchDiscountList } from '../../../components/lot-data/discount-list-query';
import { fetchParkingMap } from '../../../components/lot-data/parking-map-query';
import { api } from '../../../lib/api-client';

const search = (q: ListQuery) => ({ searchCondition: q.searchCondition, searchKeyword: q.searchKeyword });
// spec 3 §2.4: the discount list is asked with pageUnit 10000 and paged in the browser
const whole = { pageIndex: 1, pageUnit: 10_000 };

// ── discount vehicles (spec 3 §7 "Discount vehicles") ─────────────────────────
const D = '/api/admin/discount/';

export const discountApi = {
  list: (async (q, signal) => {
    const res = await api.get(`${D}list.json`, {
      params: { ...search(q), ...whole },
      schema: discountListAnswer.schema,
      signal,
    });
    return { rows: res.resultList.result.list, total: res.resultList.result.totalCount };
  }) as ListFetcher<DiscountRow>,
  export: async (q: ListQuery, reason: string) =>
    (await api.get(`${D}excel.json`, { params: { ...search(q), reason }, schema: discountListAnswer.schema }))
      .resultList.result.list,
  view: (seqId: string, signal?: AbortSignal) =>
    api.get(`${D}view.json`, { params: { seqId }, schema: discountViewResponseSchema, signal }),
  insert: (v: DiscountInsert) => api.post(`${D}insert.json`, v, { schema: actionResponseSchema }),
  update: (seqId: string, v: DiscountInsert) =>
    api.post(`${D}update.json`, { ...v, seqId }, { schema: actionResponseSchema }),
  delete: (seqId: string) => api.post(`${D}delete.json`, { seqId }, { schema: actionResponseSchema }),
  carNoCheck: (carNo: string, seqId?: string) =>
    api.post(`${D}carNoCheck.json`, { carNo, ...(seqId ? { seqId } : {}) }, { schema: carNoCheckAnswer }),
  pending: (signal?: AbortSignal) => api.get(`${D}pendingList.json`, { schema: pendingListAnswer, signal }),
  approve: (regId: number) => api.post(`${D}approvePending.json`, { regId }, { schema: pendingActionAnswer }),
  reject: (regId: number) => api.post(`${D}rejectPending.json`, { regId }, { schema: pendingActionAnswer }),
  documentUrl: (regId: number) => `${D}pendingDownload.json?regId=${regId}`,
};

/** Reduction categories to register (general DC001 is no reduction). */
export async function loadDiscountOptions(signal?: AbortSignal) {
  const res = await fetchDiscountList(signal);
  return res.discountList.filter((d) => d.code !== 'DC001').map((d) => ({ value: d.code, label: d.codeNm }));
}

// ── free vehicles (spec 3 §7 "Free vehicles") ────────────────────────────────
const F = '/api/admin/freecar/';

export const freeApi = {
  list: (async (q, signal) => {
    const res = await api.get(`${F}list.json`, {
      params: { ...search(q), ...whole },
      schema: freeListAnswer.schema,
      signal,
    });
    return { rows: res.resultList.result, total: res.resultList.totalCount };
  }) as ListFetcher<FreeRow>,
  export: async (q: ListQuery, reason: string) =>
    (await api.get(`${F}excel.json`, { params: { ...search(q), reason }, schema: freeListAnswer.schema }))
      .resultList.result,
  view: (freeCarId: string, signal?: AbortSignal) =>
    api.get(`${F}view.json`, { params: { freeCarId }, schema: freeViewResponseSchema, signal }),
  insert: (v: FreeInsert) => api.post(`${F}insertAction.json`, v, { schema: actionResponseSchema }),
  update: (freeCarId: string, v: FreeInsert) =>
    api.post(`${F}updateAction.json`, { ...v, freeCarId }, { schema: actionResponseSchema }),
  delete: (freeCarId: string) => api.post(`${F}delete.json`, { freeCarId }, { schema: actionResponseSchema }),
  carNoCheck: (carNo: string, sectnId: string, freeCarId?: string) =>
    api.post(
      `${F}carNoCheck.json`,
      { carNo, sectnId, ...(freeCarId ? { freeCarId } : {}) },
      { schema: freeCarNoCheckAnswer },
    ),
};

/** fctCode.json → the free type options. */
export async function loadFreeTypes(signal?: AbortSignal) {
  const res = await api.get(`${F}fctCode.json`, { schema: fctCodeAnswer, signal });
  return res.fctCodeList.result.map((o) => ({ value: o.code.code, label: o.code.codeNm }));
}

/** map.json → the lot options (SECTN_ID, PARKING_NM). */
export async function loadLots(signal?: AbortSignal) {
  const res = await fetchParkingMap(signal);
  return res.parkingMapList.map((l) => ({ value: String(l.SECTN_ID), label: l.PARKING_NM }));
}

/** The lots of the free-vehicle form's lot select (the route starts it beside the form's code, decision 222). */
export const freeCarLotsQuery = {
  queryKey: ['admin', 'freecar', 'lots'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => loadLots(signal),
  staleTime: 600_000,
};
