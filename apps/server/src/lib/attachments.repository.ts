import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { attachments } from '../db/schema/content';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachmentRow = typeof attachments.$inferInsert;

export async function insertAttachment(db: DbOrTx, row: NewAttachmentRow): Promise<AttachmentRow> {
  const [inserted] = await db.insert(attachments).values(row).returning();
  if (!inserted) throw new Error('attachment insert returned nothing');
  return inserted;
}

/** The attachments of one owner, oldest first. */
export async function listAttachments(
  db: DbOrTx,
  ownerKind: string,
  ownerId: string,
): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(attachments)
    .where(and(eq(attachments.ownerKind, ownerKind), eq(attachments.ownerId, ownerId)))
    .orderBy(asc(attachments.regDttm), asc(attachments.atchFileId));
}

/** Attachment counts per owner id (for list columns such as atchCnt). */
export async function countAttachments(
  db: DbOrTx,
  ownerKind: string,
  ownerIds: string[],
): Promise<Map<string, number>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: attachments.ownerId, n: sql<number>`count(*)::int` })
    .from(attachments)
    .where(and(eq(attachments.ownerKind, ownerKind), inArray(attachments.ownerId, ownerIds)))
    .groupBy(attachments.ownerId);
  return new Map(rows.map((r) => [r.ownerId, Number(r.n)]));
}

/** The attachment stored under these parts, or null. */
export async function findAttachmentByStored(
  db: DbOrTx,
  ref: { repoId: string; filePath: string; saveNm: string; fileExt: string },
): Promise<AttachmentRow | null> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.repoId, ref.repoId),
        eq(attachments.filePath, ref.filePath),
        eq(attachments.saveNm, ref.saveNm),
        eq(attachments.fileExt, ref.fileExt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findAttachmentById(db: DbOrTx, atchFileId: string): Promise<AttachmentRow | null> {
  const [row] = await db.select().from(attachments).where(eq(attachments.atchFileId, atchFileId)).limit(1);
  return row ?? null;
}

export async function deleteAttachmentRow(db: DbOrTx, atchFileId: string): Promise<void> {
  await db.delete(attachments).where(eq(attachments.atchFileId, atchFileId));
}

/** Deletes the rows of an owner and returns them (the caller removes the stored files afterwards). */
export async function deleteAttachmentsOf(
  db: DbOrTx,
  ownerKind: string,
  ownerId: string,
): Promise<AttachmentRow[]> {
  return db
    .delete(attachments)
    .where(and(eq(attachments.ownerKind, ownerKind), eq(attachments.ownerId, ownerId)))
    .returning();
}
