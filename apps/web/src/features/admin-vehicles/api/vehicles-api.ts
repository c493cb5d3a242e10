import {
  carNoCheckAnswer,
  type DiscountInsert,
  type DiscountRow,
  type DiscountViewResponse,
  discountInsertSchema,
  discountListAnswer,
  discountViewResponseSchema,
  type FreeInsert,
  type FreeRow,
  type FreeViewResponse,
  fctCodeAnswer,
  freeCarNoCheckAnswer,
  freeInsertSchema,
  freeListAnswer,
  freeViewResponseSchema,
  type PendingRegistration,
  pendingActionAnswer,
  pendingListAnswer,
} from '@parking/shared/admin-vehicles/schemas';
import { type Domain, toDomain, toWire } from '@parking/shared/common/wire-names';
import { actionResponseSchema } from '@parking/shared/content/common';
import type { ListFetcher, ListQuery } from '../../../components/admin-kit/use-admin-list';
import { fetchDiscountList } from '../../../components/lot-data/discount-list-query';
import { fetchParkingMap } from '../../../components/lot-data/parking-map-query';
import { api } from '../../../lib/api-client';
import { domainSchema } from '../../../lib/domain-schema';

/*
 * The boundary of the vehicle screens (decision 206, amended by 227): rows, records and forms in domain names
 * (`plate`, `lotId`), sent and read in the contract's (`carNo`, `sectnId`) here and only here.
 */
export type Discount = Domain<DiscountRow>;
export type DiscountView = Domain<DiscountViewResponse>;
export type DiscountValues = Domain<DiscountInsert>;
export type Pending = Domain<PendingRegistration>;
export type Free = Domain<FreeRow>;
export type FreeView = Domain<FreeViewResponse>;
export type FreeValues = Domain<FreeInsert>;

/** The discount form's checks: the contract's insert.json rules, fields in domain names. */
export const discountFormSchema = domainSchema(discountInsertSchema);
/** The free-vehicle form's checks: the contract's insertAction.json rules, fields in domain names. */
export const freeFormSchema = domainSchema(freeInsertSchema);

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
    return { rows: toDomain(res.resultList.result.list), total: res.resultList.result.totalCount };
  }) as ListFetcher<Discount>,
  export: async (q: ListQuery, reason: string): Promise<Discount[]> =>
    toDomain(
      (
        await api.get(`${D}excel.json`, {
          params: { ...search(q), reason },
          schema: discountListAnswer.schema,
        })
      ).resultList.result.list,
    ),
  view: async (seqId: string, signal?: AbortSignal): Promise<DiscountView> =>
    toDomain(
      await api.get(`${D}view.json`, { params: { seqId }, schema: discountViewResponseSchema, signal }),
    ),
  insert: (v: DiscountValues) => api.post(`${D}insert.json`, toWire(v), { schema: actionResponseSchema }),
  update: (seqId: string, v: DiscountValues) =>
    api.post(`${D}update.json`, toWire({ ...v, seqId }), { schema: actionResponseSchema }),
  delete: (seqId: string) => api.post(`${D}delete.json`, { seqId }, { schema: actionResponseSchema }),
  /** carNoCheck.json: is the plate free (the edited record's own excepted) */
  checkPlate: (plate: string, seqId?: string) =>
    api.post(`${D}carNoCheck.json`, toWire({ plate, ...(seqId ? { seqId } : {}) }), {
      schema: carNoCheckAnswer,
    }),
  pending: async (signal?: AbortSignal): Promise<{ pendingList: Pending[] }> =>
    toDomain(await api.get(`${D}pendingList.json`, { schema: pendingListAnswer, signal })),
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
    return { rows: toDomain(res.resultList.result), total: res.resultList.totalCount };
  }) as ListFetcher<Free>,
  export: async (q: ListQuery, reason: string): Promise<Free[]> =>
    toDomain(
      (await api.get(`${F}excel.json`, { params: { ...search(q), reason }, schema: freeListAnswer.schema }))
        .resultList.result,
    ),
  view: async (freeCarId: string, signal?: AbortSignal): Promise<FreeView> =>
    toDomain(
      await api.get(`${F}view.json`, { params: { freeCarId }, schema: freeViewResponseSchema, signal }),
    ),
  insert: (v: FreeValues) => api.post(`${F}insertAction.json`, toWire(v), { schema: actionResponseSchema }),
  update: (freeCarId: string, v: FreeValues) =>
    api.post(`${F}updateAction.json`, toWire({ ...v, freeCarId }), { schema: actionResponseSchema }),
  delete: (freeCarId: string) => api.post(`${F}delete.json`, { freeCarId }, { schema: actionResponseSchema }),
  /** carNoCheck.json: is the plate free in the lot (or -1 all / -2 annex lots) */
  checkPlate: (plate: string, lotId: string, freeCarId?: string) =>
    api.post(`${F}carNoCheck.json`, toWire({ plate, lotId, ...(freeCarId ? { freeCarId } : {}) }), {
      schema: freeCarNoCheckAnswer,
    }),
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
