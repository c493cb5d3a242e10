import type { Principal } from '@parking/shared/auth/roles';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { insertPiiAccess, listPiiAccess, type PiiAccessRow } from './pii-access.repository';

/** What staff did with a person's data. */
export type PiiAction = 'VIEW' | 'UPDATE' | 'DOWNLOAD' | 'EXPORT';

export interface PiiAccess {
  staff: Principal;
  ip: string;
  /** whose data: a member's empEsntlId, a plate, or null for a list export */
  subjectId: string | null;
  action: PiiAction;
  /** what was touched (endpoint and identifying detail, never the personal data itself) */
  target: string;
  /** why; required for EXPORT */
  reason?: string | undefined;
}

/** How long records are kept at least (Korean personal information protection rules: 2 years). */
export const PII_RETENTION_YEARS = 2;

/**
 * Writes a personal-information access record. Call it in the same transaction as a change, so a change is never
 * without its record; an EXPORT without a reason is refused (EXPORT_REASON_REQUIRED, 400) before anything is read.
 */
export async function recordPiiAccess(db: DbOrTx, a: PiiAccess): Promise<void> {
  const reason = a.reason?.trim();
  if (a.action === 'EXPORT' && !reason) throw new AppError('EXPORT_REASON_REQUIRED', 400, { reason: [] });
  await insertPiiAccess(db, {
    staffId: a.staff.empEsntlId,
    staffRole: a.staff.authorCode,
    ip: a.ip,
    subjectId: a.subjectId,
    action: a.action,
    target: a.target.slice(0, 500),
    reason: reason ? reason.slice(0, 500) : null,
  });
}

/** The records, newest first (for audits and tests). */
export function piiAccessRecords(
  db: DbOrTx,
  f: { from?: Date; to?: Date; staffId?: string; subjectId?: string; limit?: number } = {},
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
