import { randomBytes, randomInt } from 'node:crypto';
import { paymentsKo } from '@parking/shared/messages/ko/payments';
import type { PaymentConfig } from '../../config/index';
import type { DbOrTx } from '../../db/client';
import {
  type ApproveResult,
  type CancelResult,
  ediDateOf,
  encryptData,
  type PaymentAdapter,
  providerForm,
} from './adapter';
import {
  approveSimTransaction,
  cancelSimTransaction,
  findSimTransaction,
  insertSimTransaction,
} from './simulated.repository';

/** Test cards of the simulated provider (README "Card payments"). Any other number is refused on the page. */
export const SIM_TEST_CARDS = [
  { number: '4111111111111111', approves: true },
  { number: '5555555555554444', approves: true },
  { number: '4000000000000002', approves: false },
] as const;

/** Result codes of the simulated provider, shaped like Smartro's (3001 card approved, 2001 cancelled). */
export const SIM_CODES = {
  authenticated: '0000',
  approved: '3001',
  declined: '9001',
  used: '9002',
  cancelled: '2001',
  nothingToCancel: '2002',
} as const;

/** 4111 1111-1111 1111 → 4111111111111111 (null when it is not 16 digits). */
export function normaliseCardNo(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{16}$/.test(digits) ? digits : null;
}

export function maskCardNo(cardNo: string): string {
  return `${cardNo.slice(0, 6)}******${cardNo.slice(-4)}`;
}

/**
 * The provider's side of authentication: the card page records the attempt and hands out a Tid and a
 * single-use TrAuthKey (DECLINED cards too: the merchant learns of the decline from the approval call).
 */
export async function recordSimAuthentication(
  db: DbOrTx,
  input: { mid: string; moid: string; amt: number; goodsName: string; cardNo: string; approves: boolean },
  now: Date,
): Promise<{ tid: string; trAuthKey: string; status: 'AUTHENTICATED' | 'DECLINED' }> {
  // Smartro-like Tid: Mid + method/media codes + yyMMddHHmmss + random digits.
  const tid = `${input.mid}0101${ediDateOf(now).slice(2)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const trAuthKey = randomBytes(32).toString('base64url');
  const status = input.approves ? 'AUTHENTICATED' : 'DECLINED';
  await insertSimTransaction(db, {
    tid,
    trAuthKey,
    mid: input.mid,
    moid: input.moid,
    amt: input.amt,
    goodsName: input.goodsName,
    cardNo: maskCardNo(input.cardNo),
    status,
    createdAt: now,
  });
  return { tid, trAuthKey, status };
}

/** The built-in provider: its card page is /pg-sim/pay (simulated-page.ts), its ledger sim_pg_transactions. */
export function createSimulatedAdapter(
  config: Pick<PaymentConfig, 'mid' | 'merchantKey'>,
  db: DbOrTx,
): PaymentAdapter {
  return {
    name: 'simulated',
    mid: config.mid,
    start(p) {
      const signature = encryptData(p.ediDate, p.mid, p.amount, config.merchantKey);
      return {
        actionUrl: `${p.baseUrl}/pg-sim/pay`,
        form: providerForm(p, signature),
        charset: 'UTF-8',
        ediDate: p.ediDate,
        encryptData: signature,
        mid: p.mid,
        provider: 'simulated',
      };
    },

    async approve({ tid, trAuthKey }): Promise<ApproveResult> {
      const authCode = String(randomInt(0, 100_000_000)).padStart(8, '0');
      // Single use: only an AUTHENTICATED row with this exact key turns APPROVED, once.
      const row = await approveSimTransaction(db, tid, trAuthKey, authCode, new Date());
      if (row) {
        return {
          approved: true,
          mid: row.mid,
          moid: row.moid,
          amt: row.amt,
          authCode,
          cardName: paymentsKo.card.simCardName,
          resultCode: SIM_CODES.approved,
          resultMsg: paymentsKo.card.approvedMsg,
        };
      }
      const seen = await findSimTransaction(db, tid, trAuthKey);
      if (seen?.status === 'DECLINED') {
        return {
          approved: false,
          mid: seen.mid,
          moid: seen.moid,
          amt: seen.amt,
          resultCode: SIM_CODES.declined,
          resultMsg: paymentsKo.card.declined,
        };
      }
      return {
        approved: false,
        mid: '',
        moid: '',
        amt: 0,
        resultCode: SIM_CODES.used,
        resultMsg: paymentsKo.card.usedMsg,
      };
    },

    async cancel({ tid }): Promise<CancelResult> {
      if (await cancelSimTransaction(db, tid, new Date()))
        return { cancelled: true, resultCode: SIM_CODES.cancelled, resultMsg: paymentsKo.card.cancelledMsg };
      const seen = await findSimTransaction(db, tid);
      if (seen?.status === 'CANCELLED')
        return { cancelled: true, resultCode: SIM_CODES.cancelled, resultMsg: paymentsKo.card.cancelledMsg };
      return {
        cancelled: false,
        resultCode: SIM_CODES.nothingToCancel,
        resultMsg: paymentsKo.card.nothingToCancel,
      };
    },
  };
}
