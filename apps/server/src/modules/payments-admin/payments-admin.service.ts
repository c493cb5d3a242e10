import { CLIENT_LIST_CAP, type ListPage } from '@parking/shared/common/admin-resource';
import { formatKst, formatKstCompact, kstDatePlus, kstEpoch } from '@parking/shared/common/korea-time';
import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import {
  type PayCategory,
  type PaymentStatus,
  type ReceiptItem,
  taxSplit,
} from '@parking/shared/payments/schemas';
import type {
  Mismatch,
  PaymentDetail,
  PaymentFilter,
  PaymentListQuery,
  PaymentRow,
  ReconcileAnswer,
  RefundInput,
  SettlementAnswer,
  SettlementQuery,
} from '@parking/shared/payments-admin/schemas';
import type { AppDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { PAYMENT_ID_RE, type PaymentsDeps, refundPayment } from '../payments';
import { type PiiAccess, recordPiiAccess } from '../pii-access';
import {
  approvedOnDay,
  findPaymentDetail,
  type PaymentListRecord,
  paymentsByTid,
  paymentTotals,
  selectPaymentLogs,
  selectPayments,
  settlementRows,
  simApprovedOnDay,
} from './payments-admin.repository';
import {
  decodeSettlementFile,
  encodeCp949,
  parseSettlementFile,
  type SettlementLine,
  settlementCsv,
} from './settlement-file';

const m = ko.paymentsAdmin;
type Actor = Pick<PiiAccess, 'staff' | 'ip'>;

/** The payments core's dependencies (the provider adapter and the categories' handlers). */
export type PaymentsAdminDeps = PaymentsDeps;

function toRow(r: PaymentListRecord): Domain<PaymentRow> {
  return {
    paymentId: r.paymentId,
    category: r.category as PayCategory,
    status: r.status as PaymentStatus,
    lotId: r.lotId,
    parkingNm: r.parkingNm ?? firstParkingName(r.items) ?? m.noLot,
    plate: r.plate,
    goodsName: r.goodsName,
    amount: r.amount,
    cancelledAmt: r.status === 'CANCELLED' && r.approvedAt ? r.amount : 0,
    authCode: r.authCode,
    tid: r.tid,
    moid: r.moid,
    cardName: r.cardName,
    paidAt: formatKst(r.paidAt),
  };
}

const firstParkingName = (items: unknown): string | null =>
  Array.isArray(items) ? ((items[0] as Domain<ReceiptItem> | undefined)?.parkingName ?? null) || null : null;

export async function listPayments(
  deps: { db: AppDb },
  q: Domain<PaymentListQuery>,
): Promise<ListPage<Domain<PaymentRow>>> {
  const rows = await selectPayments(deps.db, q, q);
  const total =
    rows.length < q.recordCountPerPage && (rows.length > 0 || q.firstIndex === 0)
      ? q.firstIndex + rows.length
      : (await paymentTotals(deps.db, q)).count;
  return { rows: rows.map(toRow), total };
}

export async function totalsOf(deps: { db: AppDb }, f: Domain<PaymentFilter>) {
  return { totals: await paymentTotals(deps.db, f) };
}

/** The whole filtered list for Excel (the route records the export with its reason and rows; decision 183). */
export async function exportPayments(
  deps: { db: AppDb },
  q: Domain<PaymentFilter> & { reason: string },
): Promise<ListPage<Domain<PaymentRow>>> {
  const { reason: _reason, ...rest } = q;
  const filter = { ...rest } as Domain<PaymentFilter> & { firstIndex?: number; recordCountPerPage?: number };
  delete filter.firstIndex;
  delete filter.recordCountPerPage;
  return listPayments(deps, { ...filter, firstIndex: 0, recordCountPerPage: CLIENT_LIST_CAP });
}

/** What the payment paid for, from its receipt items and its category's ids. */
function targetsOf(category: string, targets: unknown, items: unknown): Domain<PaymentDetail>['targets'] {
  // stored targets keep the wire key (`inOutId`, decision 227): read them in domain names
  const t = toDomain((targets ?? {}) as Record<string, unknown>);
  const out: Domain<PaymentDetail>['targets'] = [];
  const ids: Record<string, string> = {
    PRESETTLEMENT: `inOutId ${t.stayId ?? '-'}`,
    DEFAULT: `unpaid ${Array.isArray(t.ids) ? t.ids.join(', ') : '-'}`,
    STREET: `unpaid ${Array.isArray(t.ids) ? t.ids.join(', ') : '-'}`,
    COMMUTATION_TICKET: `periodId ${t.periodId ?? '-'}`,
    TIMEDISCOUNT: `lotId ${t.lotId ?? '-'} · ${t.minutes ?? '-'}min`,
  };
  out.push({
    label: ko.payments.receipt.categories[category as PayCategory] ?? category,
    value: ids[category] ?? '',
  });
  for (const item of Array.isArray(items) ? (items as Domain<ReceiptItem>[]) : []) {
    const when = [item.inDttm, item.outDttm].filter(Boolean).join(' ~ ');
    const lines = item.lines.map((l) => `${l.label} ${l.amount.toLocaleString('ko-KR')}원`).join(', ');
    out.push({
      label: item.title,
      value: [when, lines, `${item.amount.toLocaleString('ko-KR')}원`].filter(Boolean).join(' · '),
    });
  }
  return out;
}

function logDetail(data: unknown): string {
  const d = (data ?? {}) as Record<string, unknown>;
  const keep = [
    'stage',
    'reason',
    'resultCode',
    'resultMsg',
    'method',
    'code',
    'message',
    'by',
    'staff',
    'error',
  ];
  return keep
    .filter((k) => d[k] !== undefined && d[k] !== null && d[k] !== '')
    .map((k) => `${k}=${String(d[k]).slice(0, 120)}`)
    .join(' ');
}

/** A payment's detail; reading it (name, plate, member) is recorded as a VIEW (decision 112). */
export async function viewPayment(
  deps: { db: AppDb },
  paymentId: string,
  actor: Actor,
): Promise<{ result: Domain<PaymentDetail> }> {
  const found = PAYMENT_ID_RE.test(paymentId) ? await findPaymentDetail(deps.db, paymentId) : null;
  if (!found) throw new AppError('PAYMENT_NOT_FOUND', 404);
  const p = found.p;
  await recordPiiAccess(deps.db, {
    ...actor,
    subjectId: p.memberEsntlId ?? (p.plate || null),
    action: 'VIEW',
    target: `payments-admin/view paymentId=${p.paymentId}`,
  });
  const logs = await selectPaymentLogs(deps.db, p.paymentId);
  const tax = taxSplit(p.amount);
  const timeline: Domain<PaymentDetail>['timeline'] = [
    { at: formatKst(p.createdAt), kind: 'START', outcome: 'READY', ip: '', detail: p.moid },
    ...logs.map((l) => ({
      at: formatKst(l.createdAt),
      kind: l.kind === 'CANCEL' && (l.data as { by?: string }).by === 'ADMIN' ? 'REFUND' : l.kind,
      outcome: l.outcome,
      ip: l.ip,
      detail: logDetail(l.data),
    })),
  ];
  return {
    result: {
      ...toRow({ ...p, parkingNm: found.parkingNm, paidAt: p.approvedAt ?? p.createdAt }),
      provider: p.provider,
      memberEsntlId: p.memberEsntlId,
      memberName: found.memberName,
      createdAt: formatKst(p.createdAt),
      approvedAt: p.approvedAt ? formatKst(p.approvedAt) : null,
      cancelledAt: p.cancelledAt ? formatKst(p.cancelledAt) : null,
      cancelReason: p.cancelReason,
      resultCode: p.resultCode,
      resultMsg: p.resultMsg,
      supplyAmt: tax.supplyAmt,
      vat: tax.vat,
      targets: targetsOf(p.category, p.targets, p.items),
      timeline,
      refundable: p.status === 'APPROVED',
    },
  };
}

/** A staff refund through the payments core; recorded as an UPDATE of the payer's data (decision 112). */
export async function refund(deps: PaymentsAdminDeps, input: Domain<RefundInput>, actor: Actor) {
  const done = await refundPayment(deps, {
    paymentId: input.paymentId,
    reason: input.reason,
    amount: input.amount,
    staffId: actor.staff.memberId,
    ip: actor.ip,
  });
  await recordPiiAccess(deps.db, {
    ...actor,
    subjectId: done.payer,
    action: 'UPDATE',
    target: `payments-admin/refund paymentId=${input.paymentId}`,
    reason: input.reason,
  });
  return {
    code: '00' as const,
    message: m.refund.done,
    paymentId: input.paymentId,
    status: done.status,
    refundedAmt: done.refundedAmt,
  };
}

/** Daily settlement per day × category × lot, and the chart's last 30 days up to endDt. */
export async function settlement(
  deps: { db: AppDb },
  q: Domain<SettlementQuery>,
): Promise<Domain<SettlementAnswer>> {
  const rows = await settlementRows(deps.db, q);
  const chartStart = kstDatePlus(kstEpoch(q.endDt), -29);
  const chartRows =
    q.startDt <= chartStart ? rows : await settlementRows(deps.db, { ...q, startDt: chartStart });
  const net = new Map<string, number>();
  for (const r of chartRows) net.set(r.day, (net.get(r.day) ?? 0) + r.amount - r.cancelAmt);
  const days = Array.from({ length: 30 }, (_, i) => kstDatePlus(kstEpoch(chartStart), i)).map((day) => ({
    day,
    netAmt: net.get(day) ?? 0,
  }));
  return {
    rows: rows.map((r) => ({
      day: r.day,
      category: r.category as PayCategory,
      lotId: r.lotId,
      parkingNm: r.parkingNm ?? m.noLot,
      count: r.count,
      amount: r.amount,
      supplyAmt: r.supplyAmt,
      vat: r.amount - r.supplyAmt,
      cancelCount: r.cancelCount,
      cancelAmt: r.cancelAmt,
      netAmt: r.amount - r.cancelAmt,
    })),
    days,
  };
}

/** Compares the provider's file of `date` with the payments approved that day (decision 165). */
export async function reconcile(
  deps: { db: AppDb },
  date: string,
  file: Uint8Array | undefined,
): Promise<Domain<ReconcileAnswer>> {
  if (!file) throw new AppError('VALIDATION', 400, { file: [m.v.file] }, { message: m.v.file });
  const { text, encoding } = decodeSettlementFile(file);
  const lines = parseSettlementFile(text);
  const here = await approvedOnDay(deps.db, date);
  const hereByTid = new Map(here.map((p) => [p.tid!, p]));
  const others = await paymentsByTid(
    deps.db,
    lines.map((l) => l.tid).filter((tid) => !hereByTid.has(tid)),
  );
  const anyByTid = new Map([...others.map((p) => [p.tid!, p] as const), ...hereByTid]);
  const mismatches: Domain<Mismatch>[] = [];
  const fileTids = new Set<string>();
  let matched = 0;
  for (const l of lines) {
    fileTids.add(l.tid);
    const p = anyByTid.get(l.tid);
    const base = { tid: l.tid, moid: l.moid, thereAmt: l.amt, thereCancelled: l.cancelled };
    if (!p) {
      mismatches.push({ kind: 'MISSING_HERE', ...base, paymentId: null, hereAmt: null, hereStatus: null });
      continue;
    }
    const hereFields = { paymentId: p.paymentId, hereAmt: p.amount, hereStatus: p.status };
    if (p.amount !== l.amt) mismatches.push({ kind: 'AMOUNT_DIFFERS', ...base, ...hereFields });
    else if ((p.status === 'CANCELLED') !== l.cancelled)
      mismatches.push({ kind: 'STATE_DIFFERS', ...base, ...hereFields });
    else matched += 1;
  }
  for (const p of here)
    if (!fileTids.has(p.tid!))
      mismatches.push({
        kind: 'MISSING_THERE',
        tid: p.tid!,
        moid: p.moid,
        paymentId: p.paymentId,
        hereAmt: p.amount,
        thereAmt: null,
        hereStatus: p.status,
        thereCancelled: null,
      });
  return { date, encoding, lines: lines.length, matched, mismatches };
}

/**
 * The simulated provider's settlement file of a day (its own ledger), CP949 by default like a Korean PG's.
 * `plant` changes it so each mismatch kind shows: the first line dropped, the second's amount raised, the third's
 * cancel flag flipped, and a line the portal never saw added.
 */
export async function simSettlementFile(
  deps: { db: AppDb; provider: string },
  q: { date: string; plant: boolean; encoding: 'UTF-8' | 'CP949' },
): Promise<{ fileName: string; contentBase64: string }> {
  if (deps.provider !== 'simulated') throw new AppError('SIM_PROVIDER_ONLY', 404);
  const rows = await simApprovedOnDay(deps.db, q.date);
  let lines: SettlementLine[] = rows.map((r) => {
    const at = formatKstCompact(r.approvedAt!);
    return {
      tid: r.tid,
      moid: r.moid,
      amt: r.amt,
      apprDt: at.slice(0, 8),
      apprTm: at.slice(8, 14),
      cancelled: r.status === 'CANCELLED',
      goodsNm: r.goodsName,
    };
  });
  if (q.plant) {
    lines = lines
      .slice(1)
      .map((l, i) =>
        i === 0 ? { ...l, amt: l.amt + 1000 } : i === 1 ? { ...l, cancelled: !l.cancelled } : l,
      );
    const day = q.date.replaceAll('-', '');
    lines.push({
      tid: `t_portal010101${day.slice(2)}120000PLANTED`,
      moid: `PP${day}120000999999`,
      amt: 12_345,
      apprDt: day,
      apprTm: '120000',
      cancelled: false,
      goodsNm: '모의 정산 불일치',
    });
  }
  const csv = settlementCsv(lines);
  const bytes = q.encoding === 'CP949' ? encodeCp949(csv) : new TextEncoder().encode(csv);
  return {
    fileName: `settlement_${q.date.replaceAll('-', '')}${q.plant ? '_planted' : ''}.csv`,
    contentBase64: Buffer.from(bytes).toString('base64'),
  };
}
