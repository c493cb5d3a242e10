import { todayKst } from '@parking/shared/common/korea-time';
import { type Domain, toDomain, toWire, wireKey } from '@parking/shared/common/wire-names';
import {
  type PaymentRow,
  paymentsAdminResource,
  type RefundInput,
} from '@parking/shared/payments-admin/schemas';
import { useQuery } from '@tanstack/react-query';
import type { ListPage, ListQuery } from '../../../components/admin-kit/use-admin-list';
import { api } from '../../../lib/api-client';

const e = paymentsAdminResource.endpoints;

/** A payment of the list, in domain names. */
export type PaymentListRow = Domain<PaymentRow>;

/** Query root of the back office's payment screens: a refund invalidates it (list, view, settlement). */
export const PAYMENTS_ADMIN_KEY = ['admin', 'payments'] as const;

/** The list's filters (all strings; '' = any); the query string holds them under their wire names. */
export interface PaymentFilters {
  startDt: string;
  endDt: string;
  category: string;
  status: string;
  lotId: string;
  plate: string;
  authCode: string;
  minAmt: string;
  maxAmt: string;
}
export const FILTER_KEYS = [
  'startDt',
  'endDt',
  'category',
  'status',
  'lotId',
  'plate',
  'authCode',
  'minAmt',
  'maxAmt',
] as const satisfies readonly (keyof PaymentFilters)[];

/** The filters of the query string; the period defaults to today (Korea time). */
export function filtersOf(params: URLSearchParams): PaymentFilters {
  const today = todayKst();
  const f = Object.fromEntries(
    FILTER_KEYS.map((k) => [k, params.get(wireKey(k))?.trim() ?? '']),
  ) as unknown as PaymentFilters;
  return { ...f, startDt: f.startDt || today, endDt: f.endDt || today };
}

export async function fetchPayments(
  f: PaymentFilters,
  q: ListQuery,
  signal?: AbortSignal,
): Promise<ListPage<Domain<PaymentRow>>> {
  const res = await api.get(e.list.path, {
    params: { ...toWire(f), firstIndex: q.firstIndex, recordCountPerPage: q.recordCountPerPage },
    schema: e.list.answer.schema,
    signal,
  });
  return { rows: toDomain(res.list), total: res.totalCount };
}

/**
 * The list's options for these filters: the page's list and the route's first query (decisions 201, 222) use
 * them, so the key and the fetcher are written once.
 */
export function paymentListOptions(f: PaymentFilters) {
  return {
    queryKey: [...PAYMENTS_ADMIN_KEY, FILTER_KEYS.map((k) => f[k]).join('|')],
    fetchPage: (q: ListQuery, signal?: AbortSignal) => fetchPayments(f, q, signal),
  };
}

/** The totals of the whole filtered set (the page's summary line). */
export function paymentTotalsQuery(f: PaymentFilters) {
  return {
    queryKey: [...PAYMENTS_ADMIN_KEY, 'totals', f],
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      api.get(e.totals.path, { params: toWire(f), schema: e.totals.answer, signal }),
  };
}

export function usePaymentTotals(f: PaymentFilters) {
  return useQuery({ ...paymentTotalsQuery(f), select: (d) => d.totals });
}

export async function exportPayments(f: PaymentFilters, reason: string): Promise<Domain<PaymentRow>[]> {
  const res = await api.get(e.excel.path, {
    params: { ...toWire(f), reason },
    schema: e.excel.answer.schema,
  });
  return toDomain(res.list);
}

export function usePaymentDetail(paymentId: string) {
  return useQuery({
    queryKey: [...PAYMENTS_ADMIN_KEY, 'view', paymentId],
    queryFn: ({ signal }) => api.get(e.view.path, { params: { paymentId }, schema: e.view.answer, signal }),
    select: (d) => toDomain(d.result),
    enabled: paymentId !== '',
    retry: false,
  });
}

export function refundPayment(input: Pick<RefundInput, 'paymentId' | 'reason'> & { amount: number }) {
  return api.post(e.refund.path, input, { schema: e.refund.answer });
}

export interface SettlementFilters {
  startDt: string;
  endDt: string;
  category: string;
  lotId: string;
}

export function useSettlement(f: SettlementFilters) {
  return useQuery({
    queryKey: [...PAYMENTS_ADMIN_KEY, 'settlement', f],
    queryFn: ({ signal }) =>
      api
        .get(e.settlement.path, { params: toWire(f), schema: e.settlement.answer, signal })
        .then((r) => toDomain(r)),
  });
}

export function reconcileFile(date: string, file: File) {
  const body = new FormData();
  body.set('date', date);
  body.set('file', file);
  return api.post(e.reconcile.path, undefined, { multipart: body, schema: e.reconcile.answer });
}

export function simSettlementFile(date: string, plant: boolean) {
  return api.get(e.simExport.path, {
    params: { date, plant, encoding: 'CP949' },
    schema: e.simExport.answer,
  });
}
