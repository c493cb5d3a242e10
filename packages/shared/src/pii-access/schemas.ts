import { z } from 'zod';
import { defineAdminResource, exportReasonSchema, listAnswer, listQuery } from '../common/admin-resource';
import { ko } from '../messages/ko';

/**
 * The personal-information access records as the privacy officer reads them (decision 183; PIPA's monthly check
 * of access records): who, when, from where, what, whose, how many rows and why.
 */

/** What staff did: read a list, read a detail, changed, downloaded a person's document, exported a list. */
export const PII_ACTIONS = ['LIST', 'VIEW', 'UPDATE', 'DOWNLOAD', 'EXPORT'] as const;
export type PiiActionCode = (typeof PII_ACTIONS)[number];

const v = ko.adminStaff.privacy.v;
const blank = (x: unknown) => (x === '' || x === null ? undefined : x);
const DAY_RE = /^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
const optionalDay = z.preprocess(blank, z.string({ error: v.date }).trim().regex(DAY_RE, v.date).optional());
const optionalText = z.preprocess(
  (x) => (typeof x === 'string' ? blank(x.trim()) : blank(x)),
  z.string().max(100, ko.validation.tooLong(100)).optional(),
);

/**
 * GET /api/admin/privacy/records.json: staff (login id, name or member id), person (login id, name, member id or
 * plate), kind, and a range of Korean days (both ends included); paged on the server.
 */
export const piiRecordQuerySchema = listQuery({
  paging: 'server',
  extra: {
    staff: optionalText,
    subject: optionalText,
    action: z.preprocess(blank, z.enum(PII_ACTIONS, { error: v.action }).optional()),
    startDt: optionalDay,
    endDt: optionalDay,
  },
}).refine((q) => !q.startDt || !q.endDt || q.startDt <= q.endDt, { path: ['endDt'], message: v.dateOrder });
export type PiiRecordQuery = z.output<typeof piiRecordQuerySchema>;

export const piiRecordExcelQuerySchema = piiRecordQuerySchema.and(z.object({ reason: exportReasonSchema }));

/** One record. */
export const piiRecordRowSchema = z.object({
  id: z.number(),
  /** YYYY-MM-DD HH:mm:ss, Korea time */
  at: z.string(),
  staffId: z.string(),
  /** the staff member's login id and name ('' when the account is gone) */
  staffNo: z.string(),
  staffNm: z.string(),
  staffRole: z.string(),
  ip: z.string(),
  action: z.string(),
  actionNm: z.string(),
  /** whose data: a member id or a plate; '' for a list */
  subjectId: z.string(),
  /** what was read: method, path and filters (never the data itself) */
  target: z.string(),
  reason: z.string(),
  /** rows the answer carried; null for records older than the count */
  rowCount: z.number().nullable(),
});
export type PiiRecordRow = z.infer<typeof piiRecordRowSchema>;

export const piiRecordListAnswer = listAnswer(
  { rows: 'resultList', total: 'totalCount' },
  piiRecordRowSchema,
);
export type PiiRecordListResponse = z.input<typeof piiRecordListAnswer.schema>;

/** The privacy officer's screen (/privacyaccess), ROLE_ADMIN only. */
export const piiRecordResource = defineAdminResource({
  tag: 'pii-access',
  base: '/api/admin/privacy/',
  endpoints: {
    list: {
      path: 'records.json',
      summary: 'Personal-information access records: by staff, person, kind and days; server paging (10)',
      input: piiRecordQuerySchema,
      answer: piiRecordListAnswer,
    },
    excel: {
      path: 'excel.json',
      summary: 'The whole filtered records for an Excel file; the reason is required and the export recorded',
      input: piiRecordExcelQuerySchema,
      answer: piiRecordListAnswer,
    },
  },
});
