import type { VisitRequest } from '@parking/shared/visits/schemas';
import type { AppDb } from '../../db/client';
import { findMemberById, insertLoginHistory } from '../auth';
import { insertVisit } from './visits.repository';

/** Records one SPA navigation; for a logged-in member also a page-access row (method P) in login history. */
export async function recordVisit(
  db: AppDb,
  input: VisitRequest & { empEsntlId: string | null; ip: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertVisit(tx, {
      pathName: input.visitedPathName,
      category: input.visitedCategory,
      empEsntlId: input.empEsntlId,
      ip: input.ip,
    });
    if (input.empEsntlId) {
      const member = await findMemberById(tx, input.empEsntlId);
      await insertLoginHistory(tx, {
        empEsntlId: input.empEsntlId,
        loginId: member?.empNo ?? '',
        loginNm: member?.empNm ?? '',
        loginMthd: 'P',
        loginIp: input.ip,
        succeeded: true,
      });
    }
  });
}
