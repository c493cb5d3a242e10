import { createHash, randomBytes } from 'node:crypto';
import type { Principal } from '@parking/shared/auth/roles';
import { formatKstMinute, kstDatePlus, kstDayRange, todayKst } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import { UNPAID_DUE_DAYS } from '@parking/shared/payments/schemas';
import {
  type HistoryQuery,
  type UnpaidImportRecord,
  type UnpaidItem,
  type UnpaidListResponse,
  unpaidAmounts,
  type unpaidHistoryRowSchema,
} from '@parking/shared/unpaid/schemas';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enforceAccess } from '../../plugins/guards';
import { memberCarNo } from '../members';
import { carOwnershipProven } from '../mypage';
import {
  type ApiKeyRecord,
  findActiveApiKey,
  insertApiKey,
  insertOnStreetItems,
  listApiKeys,
  listItemsInRange,
  listOpenItems,
  revokeApiKeysByPrefix,
  touchApiKey,
  type UnpaidItemView,
  type UnpaidKind,
} from './unpaid.repository';

/** One item as the lookup lists show it, amounts on `today` (surcharge after the due date). */
export function toUnpaidItem(item: UnpaidItemView, today: string): Domain<UnpaidItem> {
  return {
    id: item.id,
    plate: item.plate,
    parkingName: item.shownName,
    inDttm: formatKstMinute(item.inDttm),
    outDttm: formatKstMinute(item.outDttm),
    ...unpaidAmounts(item.principal, item.dueDate, today),
    dueDate: item.dueDate,
    kind: item.kind === 'ONSTREET' ? 'ONSTREET' : 'OFFSTREET',
  };
}

/** searchUnpaidList.json / searchUnpaidListKnl.json: the UNPAID items of a plate of one kind, oldest first. */
export async function searchUnpaid(
  db: DbOrTx,
  plate: string,
  kind: UnpaidKind,
  now: Date = new Date(),
): Promise<Domain<UnpaidListResponse>['value']> {
  const today = todayKst(now);
  const result = (await listOpenItems(db, plate, kind)).map((i) => toUnpaidItem(i, today));
  return {
    cnt: result.length,
    result,
    totAddAmt: result.reduce((s, r) => s + r.addAmt, 0),
    totUseAmt: result.reduce((s, r) => s + r.unpaidAmt, 0),
  };
}

/** Totals of every open item of a plate (both kinds), as the pre-payment view shows them. */
export async function openUnpaidTotals(
  db: DbOrTx,
  plate: string,
  now: Date = new Date(),
): Promise<{ totUnpaidAmt: number; totAddAmt: number; totSumAmt: number }> {
  const today = todayKst(now);
  const items = (await listOpenItems(db, plate)).map((i) => toUnpaidItem(i, today));
  return {
    totUnpaidAmt: items.reduce((s, r) => s + r.unpaidAmt, 0),
    totAddAmt: items.reduce((s, r) => s + r.addAmt, 0),
    totSumAmt: items.reduce((s, r) => s + r.sumAmt, 0),
  };
}

/**
 * What a my-page history covers: the car (a general member — category USR; ROLE_ADMIN passes — sees only the
 * car on their profile; asking for another car is 403; an administrator may name any car; '' = no car) and
 * whose payments of it (issue 12 §3, decision 083): the car's whole record only for an administrator or a
 * member who proved the car is theirs; otherwise `paidBy` is the member, and only what they paid while logged
 * in is shown — writing a plate into a profile reveals nothing about that plate.
 */
export async function historyScope(
  db: DbOrTx,
  principal: Principal | null,
  plate: string | undefined,
): Promise<{ plate: string; paidBy: string | null }> {
  enforceAccess({ auth: true, category: 'USR' }, principal);
  const me = principal!.memberId;
  const own = (await memberCarNo(db, me)).replace(/\s+/g, '');
  if (principal!.authorCode === 'ROLE_ADMIN') return { plate: plate ?? own, paidBy: null };
  if (plate !== undefined && plate !== own) throw new AppError('FORBIDDEN', 403);
  return { plate: own, paidBy: (await carOwnershipProven(db, me, own)) ? null : me };
}

type UnpaidHistoryRow = Domain<z.infer<typeof unpaidHistoryRowSchema>>;

/** searchUnpaidList.json?myPage=Y: the member's items issued or paid within the Korean date range. */
export async function unpaidHistory(
  db: DbOrTx,
  principal: Principal | null,
  query: Domain<HistoryQuery>,
  now: Date = new Date(),
): Promise<UnpaidHistoryRow[]> {
  const { plate, paidBy } = await historyScope(db, principal, query.plate);
  if (plate === '') return [];
  const { from, to } = kstDayRange(query.startDate, query.endDate);
  const today = todayKst(now);
  return (await listItemsInRange(db, plate, from, to, paidBy)).map((i) => {
    const paid = i.status === 'PAID';
    return {
      id: i.id,
      plate: i.plate,
      parkingName: i.shownName,
      inDttm: formatKstMinute(i.inDttm),
      outDttm: formatKstMinute(i.outDttm),
      unpaidAmt: i.principal,
      addAmt: paid
        ? Math.max(0, (i.paidAmt ?? i.principal) - i.principal)
        : unpaidAmounts(i.principal, i.dueDate, today).addAmt,
      receiptSummary: { receiptAmt: paid ? (i.paidAmt ?? 0) : 0 },
      lastReceiptDttm: paid ? formatKstMinute(i.paidAt) : null,
      paymentId: paid ? i.paymentId : null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// On-street feed: API keys and import

/** api_keys.purpose of the on-street system's feed. */
export const ONSTREET_IMPORT_PURPOSE = 'ONSTREET_IMPORT';

function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Issues an import key; the plain key is returned once and only its SHA-256 is stored. */
export async function issueImportKey(db: DbOrTx, label = ''): Promise<{ key: string; record: ApiKeyRecord }> {
  const key = `puk_${randomBytes(32).toString('base64url')}`;
  const record = await insertApiKey(db, {
    purpose: ONSTREET_IMPORT_PURPOSE,
    keyHash: hashApiKey(key),
    keyPrefix: key.slice(0, 12),
    label,
  });
  return { key, record };
}

/** Revokes the active import keys whose stored prefix starts with (the first 12 characters of) `prefix`. */
export async function revokeImportKeys(db: DbOrTx, prefix: string, now = new Date()): Promise<number> {
  const p = prefix.trim().slice(0, 12);
  if (p.length < 8) return 0;
  return (await revokeApiKeysByPrefix(db, ONSTREET_IMPORT_PURPOSE, p, now)).length;
}

export async function listImportKeys(db: DbOrTx): Promise<ApiKeyRecord[]> {
  return listApiKeys(db, ONSTREET_IMPORT_PURPOSE);
}

/**
 * Who may import: a caller presenting an active import key (X-Api-Key), or an administrator's session.
 * A presented key is always checked (a wrong key is refused even with a session). No key: anonymous → 401,
 * a member who is not an administrator → 403.
 */
export async function authorizeImport(
  db: DbOrTx,
  key: string | undefined,
  principal: Principal | null,
): Promise<void> {
  if (key !== undefined) {
    if (key.length === 0 || key.length > 200) throw new AppError('UNPAID_IMPORT_KEY_INVALID', 401);
    const record = await findActiveApiKey(db, ONSTREET_IMPORT_PURPOSE, hashApiKey(key));
    if (!record) throw new AppError('UNPAID_IMPORT_KEY_INVALID', 401);
    await touchApiKey(db, record.keyId, new Date());
    return;
  }
  if (!principal) throw new AppError('UNPAID_IMPORT_KEY_INVALID', 401);
  if (principal.authorCode !== 'ROLE_ADMIN') throw new AppError('FORBIDDEN', 403);
}

/** Inserts the validated records in one transaction; records already imported (same externalId) are left. */
export async function importOnStreet(
  db: DbOrTx,
  records: Domain<UnpaidImportRecord>[],
  now: Date = new Date(),
): Promise<{ result: 'success'; inserted: number; unchanged: number }> {
  const rows = records.map((r) => {
    const issuedAt = r.issuedAt ? new Date(r.issuedAt) : now;
    return {
      externalId: r.externalId,
      plate: r.plate,
      parkingName: r.parkingName,
      inDttm: new Date(r.inDttm),
      outDttm: r.outDttm ? new Date(r.outDttm) : null,
      principal: r.principal,
      issuedAt,
      dueDate: r.dueDate ?? kstDatePlus(issuedAt, UNPAID_DUE_DAYS),
    };
  });
  const inserted = await db.transaction((tx) => insertOnStreetItems(tx, rows));
  return { result: 'success', inserted, unchanged: records.length - inserted };
}
