import type { MemberListKind } from '@parking/shared/admin-members/schemas';
import type { ListPage, ListWindow } from '@parking/shared/common/admin-resource';
import { and, asc, desc, eq, getTableName, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { businessLots, members } from '../../db/schema/accounts';
import { discountCodes, parkingLots } from '../../db/schema/lots';
import { authorGroups } from '../../db/schema/system';
import { countRows, keywordWhere, type ListSearch, pageOf } from '../../lib/admin-resource/list.repository';
import { type AttachmentRow, listAttachments } from '../../lib/attachments.repository';

/** The ownerKind of business-registration documents (signup stores them so). */
export const MEMBER_DOCUMENT_KIND = 'member-document';

/**
 * Lot names of the row's business member, comma-joined in lot order. The outer column is written qualified:
 * Drizzle prints a one-table select's columns bare, and a bare emp_esntl_id inside the subquery would be the
 * mapping's own (every mapped lot on every row).
 */
const lotNames = sql<string>`coalesce((select string_agg(p.parking_nm, ', ' order by p.sectn_id)
  from ${businessLots} b join ${parkingLots} p on p.sectn_id = b.sectn_id
  where b.emp_esntl_id = ${sql.identifier(getTableName(members))}.${sql.identifier(members.memberId.name)}), '')`;

const listColumns = {
  memberId: members.memberId,
  empNo: members.empNo,
  empNm: members.empNm,
  empDiv: members.empDiv,
  empMobile: members.empMobile,
  plate: members.plate,
  empSttus: members.empSttus,
  authorCode: members.authorCode,
  companyNm: members.companyNm,
  companyNo: members.companyNo,
  marketYn: members.marketYn,
  lockedAt: members.lockedAt,
  regDttm: members.regDttm,
  parkingNm: lotNames,
};

export interface MemberListRecord {
  memberId: string;
  empNo: string;
  empNm: string;
  empDiv: string;
  empMobile: string;
  plate: string;
  empSttus: string;
  authorCode: string;
  companyNm: string | null;
  companyNo: string | null;
  marketYn: string;
  lockedAt: Date | null;
  regDttm: Date;
  parkingNm: string;
}

/** The columns each searchCondition searches (spec 3 §9). */
const SEARCH: Record<MemberListKind, Record<string, readonly AnyPgColumn[]>> = {
  USR: { '1': [members.empNo], '2': [members.empNm], '3': [members.plate] },
  BSN: {
    '1': [members.empNo],
    '4': [members.companyNm],
    '2': [members.empNm],
    '5': [members.companyNo],
  },
};

/**
 * Who a list shows: general lists only members holding ROLE_USER (spec 3 §2.3), business lists every business
 * member; withdrawn accounts (D) on neither.
 */
function kindWhere(kind: MemberListKind): SQL | undefined {
  const base = and(eq(members.empDiv, kind), ne(members.empSttus, 'D'));
  return kind === 'USR' ? and(base, eq(members.authorCode, 'ROLE_USER')) : base;
}

/** One page of a member list, newest first, and the count of the whole search. */
export async function listMembers(
  db: DbOrTx,
  kind: MemberListKind,
  search: ListSearch,
  window: ListWindow,
): Promise<ListPage<MemberListRecord>> {
  const columns = SEARCH[kind];
  const condition = search.searchCondition && columns[search.searchCondition] ? search.searchCondition : '1';
  const where = and(kindWhere(kind), keywordWhere({ ...search, searchCondition: condition }, columns, '1'));
  const query = db
    .select(listColumns)
    .from(members)
    .where(where)
    .orderBy(desc(members.regDttm), asc(members.memberId))
    .$dynamic();
  return pageOf(query, window, () => countRows(db, members, where)) as Promise<ListPage<MemberListRecord>>;
}

export type MemberDetailRecord = typeof members.$inferSelect & {
  authorNm: string | null;
  discountNm: string | null;
};

/** A member (not staff) with the names of its authority group and discount code. */
export async function findMemberDetail(db: DbOrTx, memberId: string): Promise<MemberDetailRecord | null> {
  const [row] = await db
    .select({ m: members, authorNm: authorGroups.authorNm, discountNm: discountCodes.codeNm })
    .from(members)
    .leftJoin(authorGroups, eq(authorGroups.authorCode, members.authorCode))
    .leftJoin(discountCodes, eq(discountCodes.code, members.discountCd))
    .where(and(eq(members.memberId, memberId), ne(members.empDiv, 'EMP')))
    .limit(1);
  return row ? { ...row.m, authorNm: row.authorNm, discountNm: row.discountNm } : null;
}

/** The lots a business member is mapped to (web prepaid time). */
export async function listMemberLots(
  db: DbOrTx,
  memberId: string,
): Promise<{ lotId: number; parkingNm: string; webDiscountDefaultAmt: number }[]> {
  return db
    .select({
      lotId: parkingLots.lotId,
      parkingNm: parkingLots.parkingNm,
      webDiscountDefaultAmt: parkingLots.webDiscountDefaultAmt,
    })
    .from(businessLots)
    .innerJoin(parkingLots, eq(parkingLots.lotId, businessLots.lotId))
    .where(eq(businessLots.memberId, memberId))
    .orderBy(asc(parkingLots.lotId));
}

/** The documents a business member submitted. */
export function listMemberFiles(db: DbOrTx, memberId: string): Promise<AttachmentRow[]> {
  return listAttachments(db, MEMBER_DOCUMENT_KIND, memberId);
}

/** The member's state after a change. */
export interface MemberState {
  empSttus: string;
  authorCode: string;
  marketYn: string;
  lockedAt: Date | null;
  empMobile: string;
  companyNm: string | null;
}

const stateColumns = {
  empSttus: members.empSttus,
  authorCode: members.authorCode,
  marketYn: members.marketYn,
  lockedAt: members.lockedAt,
  empMobile: members.empMobile,
  companyNm: members.companyNm,
};

/**
 * Moves a business member from status `from` to `to` with the role `role`, only if it is still in `from`
 * (one conditional update: a second click or a concurrent admin finds nothing to change).
 */
export async function setBusinessApproval(
  db: DbOrTx,
  memberId: string,
  change: { from: string; to: string; role: string },
): Promise<MemberState | null> {
  const [row] = await db
    .update(members)
    .set({ empSttus: change.to, authorCode: change.role, updDttm: new Date() })
    .where(and(eq(members.memberId, memberId), eq(members.empDiv, 'BSN'), eq(members.empSttus, change.from)))
    .returning(stateColumns);
  return row ?? null;
}

/** Sets a member's authority group. */
export async function setAuthorCode(
  db: DbOrTx,
  memberId: string,
  authorCode: string,
): Promise<MemberState | null> {
  const [row] = await db
    .update(members)
    .set({ authorCode, updDttm: new Date() })
    .where(and(eq(members.memberId, memberId), ne(members.empSttus, 'D')))
    .returning(stateColumns);
  return row ?? null;
}

/** Sets the traditional-market discount flag. */
export async function setMarketYn(
  db: DbOrTx,
  memberId: string,
  marketYn: string,
): Promise<MemberState | null> {
  const [row] = await db
    .update(members)
    .set({ marketYn, updDttm: new Date() })
    .where(and(eq(members.memberId, memberId), eq(members.empDiv, 'BSN')))
    .returning(stateColumns);
  return row ?? null;
}

/** The state of a member (not staff), or null. */
export async function findMemberState(db: DbOrTx, memberId: string): Promise<MemberState | null> {
  const [row] = await db
    .select(stateColumns)
    .from(members)
    .where(and(eq(members.memberId, memberId), ne(members.empDiv, 'EMP')))
    .limit(1);
  return row ?? null;
}
