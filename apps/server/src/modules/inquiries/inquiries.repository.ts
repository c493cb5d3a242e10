import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inquiries, inquiryGrants } from '../../db/schema/content';

export type InquiryRow = typeof inquiries.$inferSelect;

/** List rows: never the content or the password hash. */
export async function listInquiries(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<{ rows: Omit<InquiryRow, 'content' | 'passwordHash' | 'answerContent'>[]; total: number }> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(inquiries);
  const rows = await db
    .select({
      inquiryId: inquiries.inquiryId,
      title: inquiries.title,
      writer: inquiries.writer,
      writerEsntlId: inquiries.writerEsntlId,
      nondisclosure: inquiries.nondisclosure,
      createdate: inquiries.createdate,
      respondent: inquiries.respondent,
      answerEsntlId: inquiries.answerEsntlId,
      answerDttm: inquiries.answerDttm,
    })
    .from(inquiries)
    .orderBy(desc(inquiries.inquiryId))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findInquiry(db: DbOrTx, inquiryId: number): Promise<InquiryRow | null> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.inquiryId, inquiryId)).limit(1);
  return row ?? null;
}

export async function findInquiryNeighbours(db: DbOrTx, inquiryId: number) {
  const cols = {
    inquiryId: inquiries.inquiryId,
    title: inquiries.title,
    nondisclosure: inquiries.nondisclosure,
  };
  const [next] = await db
    .select(cols)
    .from(inquiries)
    .where(gt(inquiries.inquiryId, inquiryId))
    .orderBy(asc(inquiries.inquiryId))
    .limit(1);
  const [prev] = await db
    .select(cols)
    .from(inquiries)
    .where(lt(inquiries.inquiryId, inquiryId))
    .orderBy(desc(inquiries.inquiryId))
    .limit(1);
  return { next: next ?? null, prev: prev ?? null };
}

export async function insertInquiry(
  db: DbOrTx,
  row: {
    title: string;
    content: string;
    writer: string;
    writerEsntlId: string | null;
    nondisclosure: boolean;
    passwordHash: string | null;
  },
): Promise<InquiryRow> {
  const [inserted] = await db.insert(inquiries).values(row).returning();
  if (!inserted) throw new Error('inquiry insert returned nothing');
  return inserted;
}

export async function saveAnswer(
  db: DbOrTx,
  inquiryId: number,
  answer: { answerContent: string; respondent: string; answerEsntlId: string; answerDttm: Date },
): Promise<InquiryRow | null> {
  const [row] = await db.update(inquiries).set(answer).where(eq(inquiries.inquiryId, inquiryId)).returning();
  return row ?? null;
}

/** Grants this viewer access to a secret question until `expiresAt` (renewed when granted again). */
export async function grantInquiry(
  db: DbOrTx,
  viewerKey: string,
  inquiryId: number,
  expiresAt: Date,
): Promise<void> {
  await db
    .insert(inquiryGrants)
    .values({ viewerKey, inquiryId, expiresAt })
    .onConflictDoUpdate({ target: [inquiryGrants.viewerKey, inquiryGrants.inquiryId], set: { expiresAt } });
}

export async function hasGrant(
  db: DbOrTx,
  viewerKey: string,
  inquiryId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ inquiryId: inquiryGrants.inquiryId })
    .from(inquiryGrants)
    .where(
      and(
        eq(inquiryGrants.viewerKey, viewerKey),
        eq(inquiryGrants.inquiryId, inquiryId),
        gt(inquiryGrants.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function purgeGrants(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(inquiryGrants).where(lt(inquiryGrants.expiresAt, now));
}
