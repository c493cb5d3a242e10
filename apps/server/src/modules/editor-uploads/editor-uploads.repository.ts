import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attachments } from '../../db/schema/content';
import { AppError } from '../../lib/app-error';

export async function findEditorImage(db: DbOrTx, saveNm: string, fileExt: string) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.ownerKind, 'editor'),
        eq(attachments.saveNm, saveNm),
        eq(attachments.fileExt, fileExt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('FILE_NOT_FOUND', 404);
  return row;
}
