import { z } from 'zod';
import type { Role } from '../auth/roles';
import { defineAdminResource, exportReasonSchema, listAnswer, listQuery } from '../common/admin-resource';
import { attachmentSchema } from '../content/common';
import { ko } from '../messages/ko';

/**
 * The authority groups staff may give a member with updateAuth.json (decision 120): a general member only
 * ROLE_USER; a business member ROLE_STORE (= approve) or ROLE_ANONYMOUS (= cancel approval). Staff accounts
 * (EMP) and ROLE_ADMIN are managed under system management, never here.
 */
export const GRANTABLE_ROLES: Record<'USR' | 'BSN', readonly Role[]> = {
  USR: ['ROLE_USER'],
  BSN: ['ROLE_STORE', 'ROLE_ANONYMOUS'],
};

/** The member lists (empCd): general or business. */
export const MEMBER_LIST_KINDS = ['USR', 'BSN'] as const;
export type MemberListKind = (typeof MEMBER_LIST_KINDS)[number];

/**
 * searchCondition codes (spec 3 §9): general 1 id, 2 name, 3 car number; business 1 id, 4 company name,
 * 2 representative name, 5 business registration number.
 */
export const MEMBER_CONDITIONS = ['1', '2', '3', '4', '5'] as const;

/** A member id (empEsntlId) in a query or form; '잘못된 접근입니다.' when missing or malformed. */
export const empEsntlIdSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: ko.common.invalidAccess })
    .min(1, ko.common.invalidAccess)
    .max(40, ko.common.invalidAccess)
    .regex(/^[A-Za-z0-9_-]+$/, ko.common.invalidAccess),
);

const empCdSchema = z.enum(MEMBER_LIST_KINDS, { error: ko.common.invalidAccess });

/** GET /api/member/list.json: searchCondition, searchKeyword, empCd; paged on the server (decision 121). */
export const memberListQuerySchema = listQuery({
  paging: 'server',
  conditions: MEMBER_CONDITIONS,
  extra: { empCd: empCdSchema },
});
export type MemberListQuery = z.output<typeof memberListQuerySchema>;

/** The Excel export of a list: the same search plus the reason staff give (personal-information records). */
export const memberExcelQuerySchema = memberListQuerySchema.extend({
  reason: exportReasonSchema,
});

/** One row of a member list; the mobile number is masked (010-****-5678). */
export const memberRowSchema = z.object({
  empEsntlId: z.string(),
  empNo: z.string(),
  empNm: z.string(),
  empDiv: z.string(),
  /** masked */
  empMobile: z.string(),
  carNo: z.string(),
  empSttus: z.string(),
  empSttusNm: z.string(),
  authorCode: z.string(),
  /** business members */
  companyNm: z.string().nullable(),
  companyNo: z.string().nullable(),
  /** names of the mapped lots, comma-joined (business members) */
  parkingNm: z.string(),
  marketYn: z.string(),
  locked: z.boolean(),
  regDttm: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberListAnswer = listAnswer({ rows: 'resultList', total: 'totalCount' }, memberRowSchema);
export type MemberListResponse = z.input<typeof memberListAnswer.schema>;

/** resultVo of view.json (spec 3 §3 "Member"). */
export const memberViewSchema = z.object({
  empEsntlId: z.string(),
  empNo: z.string(),
  empNm: z.string(),
  empDiv: z.string(),
  empMobile: z.string(),
  empTelNo: z.string(),
  empEmail: z.string(),
  carNo: z.string(),
  empCarNo: z.string(),
  carOwnerNm: z.string(),
  carKind: z.string(),
  zipcode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  discountCd: z.string(),
  discountNm: z.string(),
  parkingNm: z.string(),
  authorCode: z.string(),
  authorNm: z.string(),
  empSttus: z.string(),
  empSttusNm: z.string(),
  marketYn: z.string(),
  companyNm: z.string().nullable(),
  companyNo: z.string().nullable(),
  openDt: z.string().nullable(),
  loginFailCount: z.number(),
  locked: z.boolean(),
  regDttm: z.string(),
  updDttm: z.string(),
  /** the groups updateAuth.json accepts for this member */
  grantableAuthorCodes: z.array(z.string()),
  /** true when mapped to a market lot (the market discount buttons show) */
  marketLot: z.boolean(),
});
export type MemberView = z.infer<typeof memberViewSchema>;

/** A lot mapping of a business member (spec 2 §3: PARKING_NM, WEB_DISCOUNT_DEFAULT_AMT). */
export const memberMappingSchema = z.object({
  SECTN_ID: z.number(),
  PARKING_NM: z.string(),
  WEB_DISCOUNT_DEFAULT_AMT: z.number(),
  marketLot: z.boolean(),
});

export const memberViewResponseSchema = z.object({
  resultVo: memberViewSchema,
  mappingList: z.array(memberMappingSchema),
  memberFileList: z.array(attachmentSchema),
});
export type MemberViewResponse = z.infer<typeof memberViewResponseSchema>;

export const memberIdInput = z.object({ empEsntlId: empEsntlIdSchema });

/** updateSttus.json: A → P (approve) or P → A (cancel approval), business members only. */
export const updateSttusSchema = z.object({
  empEsntlId: empEsntlIdSchema,
  empSttus: z.enum(['A', 'P'], { error: ko.validation.invalid }),
});
/** updateAuth.json (uniqId = empEsntlId). */
export const updateAuthSchema = z.object({
  uniqId: empEsntlIdSchema,
  authorCode: z.enum(['ROLE_ADMIN', 'ROLE_USER', 'ROLE_STORE', 'ROLE_ANONYMOUS'], {
    error: ko.validation.invalid,
  }),
});
/** updateMarket.json: Y after approving the market discount, N after cancelling it. */
export const updateMarketSchema = z.object({
  empEsntlId: empEsntlIdSchema,
  marketYn: z.enum(['Y', 'N'], { error: ko.validation.invalid }),
});
/** download.json: one document of one member. */
export const memberDownloadSchema = z.object({
  empEsntlId: empEsntlIdSchema,
  atchFileId: z
    .string({ error: ko.common.invalidAccess })
    .trim()
    .min(1, ko.common.invalidAccess)
    .max(60, ko.common.invalidAccess)
    .regex(/^[A-Za-z0-9_-]+$/, ko.common.invalidAccess),
});

/** The member's state after a change, and whether the SMS went out. */
export const memberActionAnswer = z.object({
  code: z.literal('00'),
  message: z.string(),
  empEsntlId: z.string(),
  resultVo: z.object({
    empSttus: z.string(),
    authorCode: z.string(),
    marketYn: z.string(),
    locked: z.boolean(),
  }),
  /** approve / cancel approval: the SMS was accepted by the provider */
  smsSent: z.boolean().optional(),
});
export type MemberActionAnswer = z.infer<typeof memberActionAnswer>;

/** Members (spec 3 §7 "Members"). */
export const memberResource = defineAdminResource({
  tag: 'admin-members',
  base: '/api/member/',
  endpoints: {
    list: {
      path: 'list.json',
      summary: 'General (empCd USR) or business (BSN) member list: search, server paging (10)',
      input: memberListQuerySchema,
      answer: memberListAnswer,
    },
    excel: {
      path: 'excel.json',
      summary: 'The whole filtered member list for an Excel file; the reason is required and recorded',
      input: memberExcelQuerySchema,
      answer: memberListAnswer,
    },
    view: {
      path: 'view.json',
      methods: ['POST'],
      summary: 'Member detail: resultVo, mappingList (lots), memberFileList (documents); recorded',
      input: memberIdInput,
      answer: memberViewResponseSchema,
    },
    download: {
      path: 'download.json',
      summary: 'A business member’s document (registration certificate); recorded',
      input: memberDownloadSchema,
    },
    pwLockInit: {
      path: 'pw-lock-init',
      summary: 'Release the password lock (failures back to 0)',
      input: memberIdInput,
      answer: memberActionAnswer,
    },
    updateSttus: {
      path: 'updateSttus.json',
      summary: 'Approve (A→P, ROLE_STORE) or cancel the approval (P→A, ROLE_ANONYMOUS); SMS to the member',
      input: updateSttusSchema,
      answer: memberActionAnswer,
    },
    updateAuth: {
      path: 'updateAuth.json',
      summary: 'Change a member’s authority group (only the groups of decision 120)',
      input: updateAuthSchema,
      answer: memberActionAnswer,
    },
    updateMarket: {
      path: 'updateMarket.json',
      summary: 'Traditional-market discount Y/N (business members mapped to lots 4 or 217)',
      input: updateMarketSchema,
      answer: memberActionAnswer,
    },
  },
});

/** 01012345678 → 010-****-5678 (list screens and exports show no full number). */
export function maskMobile(mobile: string): string {
  const d = mobile.replace(/[^0-9]/g, '');
  if (d.length < 8) return d === '' ? '' : '****';
  return `${d.slice(0, 3)}-****-${d.slice(-4)}`;
}
