import type { Principal } from '@parking/shared/auth/roles';
import type { ListPage } from '@parking/shared/common/admin-resource';
import { formatKst, kstDayRange } from '@parking/shared/common/korea-time';
import { ko } from '@parking/shared/messages/ko';
import type { PiiRecordQuery, PiiRecordRow } from '@parking/shared/pii-access/schemas';
import type { AppDb, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  insertPiiAccess,
  listPiiAccess,
  type PiiAccessFilter,
  type PiiAccessRow,
  searchPiiRecords,
} from './pii-access.repository';

/** What staff did with personal data: read a list or a detail, changed, downloaded a document, exported. */
export type PiiAction = 'LIST' | 'VIEW' | 'UPDATE' | 'DOWNLOAD' | 'EXPORT';

export interface PiiAccess {
  staff: Principal;
  ip: string;
  /** whose data: a member's memberId, a plate, or null for a list export */
  subjectId: string | null;
  action: PiiAction;
  /** what was touched (endpoint and identifying detail, never the personal data itself) */
  target: string;
  /** why; required for EXPORT */
  reason?: string | undefined;
  /** how many people's rows the answer carried (default: 1 for VIEW, UPDATE and DOWNLOAD) */
  rows?: number | undefined;
}

/** How long records are kept at least (Korean personal information protection rules: 2 years). */
export const PII_RETENTION_YEARS = 2;

/**
 * Writes a personal-information access record. Call it in the same transaction as a change, so a change is never
 * without its record; an EXPORT without a reason is refused (EXPORT_REASON_REQUIRED, 400) before anything is read.
 */
export async function recordPiiAccess(db: DbOrTx, a: PiiAccess): Promise<void> {
  const reason = requireExportReason(a.action, a.reason);
  const single = a.action === 'VIEW' || a.action === 'UPDATE' || a.action === 'DOWNLOAD';
  await insertPiiAccess(db, {
    staffId: a.staff.memberId,
    staffRole: a.staff.authorCode,
    ip: a.ip,
    subjectId: a.subjectId,
    action: a.action,
    target: a.target.slice(0, 500),
    reason: reason ? reason.slice(0, 500) : null,
    rowCount: a.rows ?? (single ? 1 : null),
  });
}

/** The trimmed reason of an export — EXPORT_REASON_REQUIRED (400) without one. */
function requireExportReason(action: PiiAction, reason: string | undefined): string | undefined {
  const r = reason?.trim();
  if (action === 'EXPORT' && !r) throw new AppError('EXPORT_REASON_REQUIRED', 400, { reason: [] });
  return r;
}

/** The records, newest first (for audits and tests). */
export function piiAccessRecords(
  db: DbOrTx,
  f: PiiAccessFilter & { limit?: number } = {},
): Promise<PiiAccessRow[]> {
  return listPiiAccess(db, { ...f, limit: Math.min(f.limit ?? 1000, 10_000) });
}

/** The staff member and address of a request, for recordPiiAccess (routes pass `request`). */
export function piiActor(request: {
  principal: Principal | null;
  ip: string;
}): Pick<PiiAccess, 'staff' | 'ip'> {
  if (!request.principal) throw new AppError('UNAUTHORIZED', 401);
  return { staff: request.principal, ip: request.ip };
}

/** The privacy officer's screen (decision 183): one page of the records of a search, newest first. */
export async function listPiiRecords(
  deps: { db: AppDb },
  q: PiiRecordQuery,
): Promise<ListPage<PiiRecordRow>> {
  const days = q.startDt || q.endDt ? kstDayRange(q.startDt ?? '2000-01-01', q.endDt ?? '2099-12-31') : null;
  const page = await searchPiiRecords(
    deps.db,
    { from: days?.from, before: days?.to, action: q.action, staff: q.staff, subject: q.subject },
    { firstIndex: q.firstIndex, recordCountPerPage: q.recordCountPerPage },
  );
  const actions = ko.adminStaff.privacy.actions;
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      id: r.id,
      at: formatKst(r.at),
      staffId: r.staffId,
      staffNo: r.staffNo ?? '',
      staffNm: r.staffNm ?? '',
      staffRole: r.staffRole,
      ip: r.ip,
      action: r.action,
      actionNm: actions[r.action] ?? r.action,
      subjectId: r.subjectId ?? '',
      target: r.target,
      reason: r.reason ?? '',
      rowCount: r.rowCount,
    })),
  };
}
