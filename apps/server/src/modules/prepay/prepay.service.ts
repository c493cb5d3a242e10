import { normalizeCarNo } from '@parking/shared/accounts/rules';
import type { Principal } from '@parking/shared/auth/roles';
import { formatKstMinute, kstDayRange } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import type { FeeResult } from '@parking/shared/fee/engine';
import { paymentsKo } from '@parking/shared/messages/ko/payments';
import type { ReductionBreakdown } from '@parking/shared/payments/schemas';
import type {
  PrepayHistoryRow,
  PrepayRow,
  PrepayViewResponse,
  prepayViewQuerySchema,
} from '@parking/shared/prepay/schemas';
import type { HistoryQuery } from '@parking/shared/unpaid/schemas';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { LotRecord } from '../lots';
import type { InOutRecord } from '../parking-sessions';
import { sessionFee, withinPrepayGrace } from '../parking-sessions';
import { breakdownOf, claimedReductions, discountName } from '../reduction';
import { historyScope, openUnpaidTotals } from '../unpaid';
import { findOpenByLast4, findSessionWithLot, listApprovedPrepayments } from './prepay.repository';

/** searchPrepayList.json: cars parked now whose plate ends in `last4` (spec 1 §3 "Pre-payment list row"). */
export async function lookupPrepay(db: DbOrTx, last4: string): Promise<Domain<PrepayRow>[]> {
  const rows = await findOpenByLast4(db, last4);
  return rows.map(({ session, lot }) => ({
    plate: session.plate,
    divNm: lot.parkingDivNm,
    parkingNm: lot.parkingNm,
    inDttm: formatKstMinute(session.inDttm)!,
    // A row with outDttm reads 'prepayment done' (spec 1 §4): set while the pre-payment still covers the stay.
    outDttm:
      session.paidThrough && withinPrepayGrace(session.paidThrough, new Date())
        ? formatKstMinute(session.paidThrough)
        : null,
    stayId: session.stayId,
    lotId: session.lotId,
    discountCd: { discountCd: session.discountCd },
    // Always the spec's object; an absent extra code is an empty one (decision 110).
    extraCd: { discountCd: session.extraCd ?? '' },
    inTy: session.inTy,
  }));
}

/** What a parked car owes now: the one computation behind the view and the payment quote. */
export interface PrepayQuote {
  session: InOutRecord;
  lot: LotRecord;
  at: Date;
  fee: FeeResult;
  discountCd: string;
  /** paid already for this stay */
  paidAmt: number;
  /** payable now */
  payAmt: number;
  /** the part of payAmt beyond an earlier pre-payment (0 on a first payment) */
  extraAmt: number;
  /** pre-paid and still within the grace period: nothing is payable now */
  prepaid: boolean;
  /** a verified reduction claim lowered payAmt from this breakdown's originalAmt (decision 147) */
  reduction?: Domain<ReductionBreakdown>;
}

/** Which session the caller means; every mismatch is the same 404, so nothing about other cars leaks. */
export interface SessionMatch {
  plate?: string | undefined;
  lotId?: number | undefined;
  /** a reduction claim token (irs.json?claim=Y); honoured only for this session's car and before it expires */
  reductionClaim?: string | undefined;
}

/**
 * The fee of an open session from entry to `at` (sessionFee: own or registered reduction, the lower;
 * web-prepaid minutes), minus what was pre-paid. A pre-paid stay within the grace period owes nothing.
 */
export async function quotePrepay(
  db: DbOrTx,
  stayId: number,
  at: Date,
  match: SessionMatch = {},
): Promise<PrepayQuote> {
  const found = await findSessionWithLot(db, stayId);
  const notFound = () => new AppError('PREPAY_SESSION_NOT_FOUND', 404);
  if (!found) throw notFound();
  const { session, lot } = found;
  if (session.outDttm !== null || session.inTy === 'PERIOD') throw notFound();
  if (match.plate !== undefined && match.plate !== '' && normalizeCarNo(match.plate) !== session.plate)
    throw notFound();
  if (match.lotId !== undefined && match.lotId !== session.lotId) throw notFound();
  const prepaid = withinPrepayGrace(session.paidThrough, at);
  const payable = (f: FeeResult) => (prepaid ? 0 : Math.max(0, f.payAmt - session.paidAmt));
  let { fee, discountCd } = await sessionFee(db, session, lot, at);
  let payAmt = payable(fee);
  let reduction: Domain<ReductionBreakdown> | undefined;
  const claimed = await claimedReductions(db, match.reductionClaim, session.plate, at);
  if (claimed.length > 0 && payAmt > 0) {
    const withClaim = await sessionFee(
      db,
      session,
      lot,
      at,
      claimed.map((t) => t.code),
    );
    const terms = claimed.find((t) => t.code === withClaim.discountCd);
    if (terms && payable(withClaim.fee) < payAmt) {
      reduction = breakdownOf(terms, payAmt, payable(withClaim.fee));
      ({ fee, discountCd } = withClaim);
      payAmt = payable(fee);
    }
  }
  return {
    ...(reduction ? { reduction } : {}),
    session,
    lot,
    at,
    fee,
    discountCd,
    paidAmt: session.paidAmt,
    payAmt,
    extraAmt: session.paidAmt > 0 ? payAmt : 0,
    prepaid,
  };
}

/** Fee lines of a quote; after an earlier pre-payment a negative line for it, so the lines add up to payAmt. */
export function quoteLines(q: PrepayQuote): FeeResult['lines'] {
  if (q.prepaid) return [];
  return q.paidAmt > 0
    ? [...q.fee.lines, { label: paymentsKo.settlement.prepaidBeforeLine, amount: q.payAmt - q.fee.payAmt }]
    : q.fee.lines;
}

/** GET /api/prepay/view.json: the session, what it owes now and the car's open unpaid totals. */
export async function viewPrepay(
  db: DbOrTx,
  query: Domain<z.output<typeof prepayViewQuerySchema>>,
  now: Date = new Date(),
): Promise<Domain<PrepayViewResponse['resultMap']>> {
  const q = await quotePrepay(db, query.stayId, now, {
    plate: query.plate,
    lotId: query.lotId,
    reductionClaim: query.reductionClaim,
  });
  const totals = await openUnpaidTotals(db, q.session.plate, now);
  return {
    result: {
      stayId: q.session.stayId,
      lotId: q.session.lotId,
      plate: q.session.plate,
      parkingName: q.lot.parkingNm,
      inDttm: formatKstMinute(q.session.inDttm)!,
      outDttm: formatKstMinute(now)!,
      stayMinutes: q.fee.stayMinutes,
      useAmt: q.fee.useAmt,
      discountAmt: q.fee.discountAmt,
      extraAmt: q.extraAmt,
      paidAmt: q.paidAmt,
      payAmt: q.payAmt,
      discountCd: q.discountCd,
      discountNm: await discountName(db, q.discountCd),
      lines: quoteLines(q),
      prepaid: q.prepaid,
      ...(q.reduction ? { reduction: q.reduction } : {}),
    },
    easypayParams: { amount: q.payAmt, goodsName: paymentsKo.prepay.goodsName(q.lot.parkingNm) },
    ...totals,
  };
}

/** searchPrepayList.json?myPage=Y: the member's approved pre-payments in the Korean date range. */
export async function prepayHistory(
  db: DbOrTx,
  principal: Principal | null,
  query: Domain<HistoryQuery>,
): Promise<Domain<PrepayHistoryRow>[]> {
  const { plate, paidBy } = await historyScope(db, principal, query.plate);
  if (plate === '') return [];
  const { from, to } = kstDayRange(query.startDate, query.endDate);
  const rows = await listApprovedPrepayments(db, plate, from, to, paidBy);
  return rows.map((r) => ({
    plate: r.plate,
    parkingName: r.parkingNm ?? '',
    inDttm: formatKstMinute(r.inDttm) ?? '',
    outDttm: r.feeThrough ? formatKstMinute(new Date(r.feeThrough)) : null,
    useAmt: r.amount,
    paymentId: r.paymentId,
    approvedAt: formatKstMinute(r.approvedAt)!,
  }));
}
