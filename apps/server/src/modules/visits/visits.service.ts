import type { VisitRequest } from '@parking/shared/visits/schemas';
import type { AppDb } from '../../db/client';
import { findMemberById, insertLoginHistory } from '../auth';
import { insertVisit } from './visits.repository';

/** Records one SPA navigation; for a logged-in member also a page-access row (method P) in login history. */
export async function recordVisit(
  db: AppDb,
  input: VisitRequest & { memberId: string | null; ip: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertVisit(tx, {
      pathName: input.visitedPathName,
      category: input.visitedCategory,
      memberId: input.memberId,
      ip: input.ip,
    });
    if (input.memberId) {
      const member = await findMemberById(tx, input.memberId);
      await insertLoginHistory(tx, {
        memberId: input.memberId,
        loginId: member?.empNo ?? '',
        loginNm: member?.empNm ?? '',
        loginMthd: 'P',
        loginIp: input.ip,
        succeeded: true,
      });
    }
  });
}
