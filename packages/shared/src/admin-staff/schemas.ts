import { z } from 'zod';
import { passwordSchema } from '../accounts/schemas';
import { MEMBER_CATEGORIES } from '../auth/roles';
import {
  actionAnswer,
  defineAdminResource,
  listAnswer,
  listQuery,
  searchCondition,
  searchKeywordSchema,
  viewAnswer,
} from '../common/admin-resource';
import { intParam } from '../content/common';
import { ko } from '../messages/ko';

/**
 * System management contracts (spec 3 §2.10, §3, §5, §7 "Users, teams, departments, menus" and "Authorities,
 * access log, shared"): staff users, teams, departments, authority assignment and the access log.
 */
const t = ko.adminStaff;
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** A text id in a query or form (empEsntlId, teamId, deptId): '잘못된 접근입니다.' when missing or malformed. */
export const textIdSchema = z.preprocess(
  trimmed,
  z
    .string({ error: ko.common.invalidAccess })
    .min(1, ko.common.invalidAccess)
    .max(40, ko.common.invalidAccess)
    .regex(/^[A-Za-z0-9_-]+$/, ko.common.invalidAccess),
);

// ── staff users ─────────────────────────────────────────────────────────────

/** Staff login id (spec 3 §5, §9): 5–20 of letters, digits, underscore and hyphen. */
export const STAFF_ID_RE = /^[A-Za-z0-9_-]{5,20}$/;

/** A phone of three numeric parts of at most 4 digits each, joined with '-' (or digits only); '' allowed. */
export const PHONE_PARTS_RE = /^\d{0,4}(-\d{0,4}){0,2}$/;

const phoneSchema = z.preprocess(
  (v) => (v === undefined || v === null ? '' : trimmed(v)),
  z
    .string()
    .max(14, t.v.phonePart)
    .refine((s) => /^[0-9-]*$/.test(s), t.v.phone)
    .refine((s) => PHONE_PARTS_RE.test(s) || /^\d{0,12}$/.test(s), t.v.phonePart)
    .transform((s) => s.replace(/-/g, '')),
);

const requiredName = z.preprocess(
  trimmed,
  z
    .string({ error: ko.validation.required })
    .min(1, ko.validation.required)
    .max(50, ko.validation.tooLong(50)),
);
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : trimmed(v)),
    z.string().max(max, ko.validation.tooLong(max)),
  );
const emailSchema = z.preprocess(
  (v) => (v === undefined || v === null ? '' : trimmed(v)),
  z
    .string()
    .max(100, ko.validation.tooLong(100))
    .refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), t.v.email),
);
const codeSchema = (message: string) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: message })
      .min(1, message)
      .max(40, message)
      .regex(/^[A-Za-z0-9_-]+$/, message),
  );
const optionalCode = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .max(40, ko.validation.invalid)
    .regex(/^[A-Za-z0-9_-]+$/, ko.validation.invalid)
    .optional(),
);

const userFields = {
  empNm: requiredName,
  empMobile: phoneSchema,
  empTelNo: phoneSchema,
  empEmail: emailSchema,
  /** spec 3 §4: P approved or D deleted */
  empSttus: z.preprocess((v) => emptyToUndefined(v) ?? 'P', z.enum(['P', 'D'], { error: t.v.status })),
  authCode: codeSchema(t.v.authRequired),
  empDeptCd: optionalCode,
  empTeamCd: optionalCode,
  /** the confirmation; checked when sent */
  passwordCnfirm: z.string().max(100).optional(),
};

const confirmMatches = (
  val: { password?: string | undefined; passwordCnfirm?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (val.passwordCnfirm !== undefined && val.passwordCnfirm !== (val.password ?? ''))
    ctx.addIssue({ code: 'custom', path: ['passwordCnfirm'], message: ko.accounts.v.passwordConfirm });
};

/** insertAction.json (spec 3 §7): a new staff user, created approved (P) unless sent otherwise. */
export const staffInsertSchema = z
  .object({
    empNo: z.preprocess(trimmed, z.string({ error: ko.validation.required }).regex(STAFF_ID_RE, t.v.idRule)),
    password: passwordSchema,
    ...userFields,
  })
  .superRefine(confirmMatches);
export type StaffInsert = z.output<typeof staffInsertSchema>;

/** updateAction.json: the same plus empEsntlId; the id is read-only, a blank password keeps the old one. */
export const staffUpdateSchema = z
  .object({
    empEsntlId: textIdSchema,
    password: z.preprocess(emptyToUndefined, passwordSchema.optional()),
    ...userFields,
  })
  .superRefine(confirmMatches);
export type StaffUpdate = z.output<typeof staffUpdateSchema>;

/** mberDelete.json: one or more empEsntlId (repeated form fields or one comma-joined value). */
export const staffDeleteSchema = z.object({
  empEsntlId: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z.array(textIdSchema, { error: ko.adminStaff.v.arrDataEmpty }).min(1, t.v.arrDataEmpty).max(500),
  ),
});

/** list.json with smu=true (the system users of spec 3 §7): 1 id, 2 name, 3 contact; client paging. */
export const staffListQuerySchema = listQuery({
  paging: 'client',
  conditions: ['1', '2', '3'],
  extra: { smu: z.enum(['true'], { error: ko.common.invalidAccess }) },
});

export const staffRowSchema = z.object({
  empEsntlId: z.string(),
  empNo: z.string(),
  empNm: z.string(),
  /** masked 010-****-5678 */
  empMobile: z.string(),
  empEmail: z.string(),
  empSttus: z.string(),
  authCode: z.string(),
  authorNm: z.string(),
  empDeptNm: z.string(),
  empTeamNm: z.string(),
  regDttm: z.string(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;
export const staffListAnswer = listAnswer({ rows: 'resultList', total: 'totalCount' }, staffRowSchema);

/** resultVo of GET view.json (spec 3 §3 "User"). */
export const staffViewSchema = z.object({
  empEsntlId: z.string(),
  empNo: z.string(),
  empNm: z.string(),
  empMobile: z.string(),
  empTelNo: z.string(),
  empEmail: z.string(),
  empSttus: z.string(),
  empDeptCd: z.string(),
  empDeptNm: z.string(),
  empTeamCd: z.string(),
  empTeamNm: z.string(),
  authCode: z.string(),
  authorNm: z.string(),
  regDttm: z.string(),
});
export type StaffView = z.infer<typeof staffViewSchema>;
export const staffViewAnswer = viewAnswer('resultVo', staffViewSchema);
export type StaffViewResponse = z.infer<typeof staffViewAnswer>;

export const staffActionAnswer = actionAnswer('empEsntlId', z.string());

/** Staff users (spec 3 §7 "Users"); list.json and view.json share their paths with the member screens. */
export const staffUserResource = defineAdminResource({
  tag: 'admin-staff',
  base: '/api/member/',
  endpoints: {
    list: {
      path: 'list.json',
      summary: 'System users (smu=true): search 1 id, 2 name, 3 contact; the whole list (client paging)',
      input: staffListQuerySchema,
      answer: staffListAnswer,
    },
    view: {
      path: 'view.json',
      summary: 'System user detail (GET, empEsntlId): resultVo; recorded',
      input: z.object({ empEsntlId: textIdSchema }),
      answer: staffViewAnswer,
    },
    insert: {
      path: 'insertAction.json',
      summary: 'Register a system user (id 5–20, password rules, authority group, department, team)',
      input: staffInsertSchema,
      answer: staffActionAnswer,
    },
    update: {
      path: 'updateAction.json',
      summary: 'Edit a system user; the last administrator keeps ROLE_ADMIN and status P',
      input: staffUpdateSchema,
      answer: staffActionAnswer,
    },
    mberDelete: {
      path: 'mberDelete.json',
      summary: 'Delete the checked system users (status D); never the last administrator',
      input: staffDeleteSchema,
      answer: staffActionAnswer,
    },
  },
});

// ── teams and departments ───────────────────────────────────────────────────

export const teamRowSchema = z.object({
  teamId: z.string(),
  teamNm: z.string(),
  teamDc: z.string(),
  deptId: z.string(),
  deptNm: z.string(),
});
export type TeamRow = z.infer<typeof teamRowSchema>;

const teamFields = {
  deptId: codeSchema(t.v.deptRequired),
  teamNm: z.preprocess(
    trimmed,
    z.string({ error: t.v.teamNmRequired }).min(1, t.v.teamNmRequired).max(50, ko.validation.tooLong(50)),
  ),
  teamDc: optionalText(200),
};
export const teamInsertSchema = z.object(teamFields);
export type TeamInsert = z.output<typeof teamInsertSchema>;
export const teamUpdateSchema = z.object({ teamId: textIdSchema, ...teamFields });

/** Teams (spec 3 §7): search 1 team name, 2 department name. */
export const teamResource = defineAdminResource({
  tag: 'admin-staff',
  base: '/api/team/',
  endpoints: {
    list: {
      path: 'list.json',
      summary: 'Teams: search 1 team name, 2 department name; the whole list (client paging)',
      input: listQuery({ paging: 'client', conditions: ['1', '2'] }),
      answer: listAnswer({ rows: 'resultList', total: 'totalCount' }, teamRowSchema),
    },
    view: {
      path: 'view.json',
      summary: 'Team detail (teamId): resultVo',
      input: z.object({ teamId: textIdSchema }),
      answer: viewAnswer('resultVo', teamRowSchema),
    },
    insert: {
      path: 'insertAction.json',
      summary: 'Register a team (deptId, teamNm, teamDc)',
      input: teamInsertSchema,
      answer: actionAnswer('teamId', z.string()),
    },
    update: {
      path: 'updateAction.json',
      summary: 'Edit a team',
      input: teamUpdateSchema,
      answer: actionAnswer('teamId', z.string()),
    },
    delete: {
      path: 'delete.json',
      summary: 'Delete a team without users',
      input: z.object({ teamId: textIdSchema }),
      answer: actionAnswer('teamId', z.string()),
    },
  },
});

export const deptRowSchema = z.object({ deptId: z.string(), deptNm: z.string(), deptDc: z.string() });
export type DeptRow = z.infer<typeof deptRowSchema>;
const deptFields = {
  deptNm: z.preprocess(
    trimmed,
    z.string({ error: t.v.deptNmRequired }).min(1, t.v.deptNmRequired).max(50, ko.validation.tooLong(50)),
  ),
  deptDc: optionalText(200),
};
export const deptInsertSchema = z.object(deptFields);
export type DeptInsert = z.output<typeof deptInsertSchema>;
export const deptUpdateSchema = z.object({ deptId: textIdSchema, ...deptFields });

/** Departments (spec 3 §7); the create call is ours (spec: 'not shown'). */
export const deptResource = defineAdminResource({
  tag: 'admin-staff',
  base: '/api/dept/',
  endpoints: {
    list: {
      path: 'list.json',
      summary: 'Departments: search 1 name, 2 description, 3 both; the whole list (client paging)',
      input: listQuery({ paging: 'client', conditions: ['1', '2', '3'] }),
      answer: listAnswer({ rows: 'resultList', total: 'totalCount' }, deptRowSchema),
    },
    view: {
      path: 'view.json',
      summary: 'Department detail (deptId): resultVo',
      input: z.object({ deptId: textIdSchema }),
      answer: viewAnswer('resultVo', deptRowSchema),
    },
    insert: {
      path: 'insertAction.json',
      summary: 'Register a department (deptNm, deptDc) — the spec shows no create call; this is ours',
      input: deptInsertSchema,
      answer: actionAnswer('deptId', z.string()),
    },
    update: {
      path: 'updateAction.json',
      summary: 'Edit a department',
      input: deptUpdateSchema,
      answer: actionAnswer('deptId', z.string()),
    },
    delete: {
      path: 'delete.json',
      summary: 'Delete a department without teams or users',
      input: z.object({ deptId: textIdSchema }),
      answer: actionAnswer('deptId', z.string()),
    },
  },
});

// ── authorities ─────────────────────────────────────────────────────────────

export const authorGroupSchema = z.object({ authorCode: z.string(), authorNm: z.string() });
export type AuthorGroup = z.infer<typeof authorGroupSchema>;

/** A row of the authority list (spec 3 §3 "Authority list row"). */
export const authorityRowSchema = z.object({
  userId: z.string(),
  uniqId: z.string(),
  userNm: z.string(),
  mberTyNm: z.string(),
  mberTyCode: z.string(),
  authorCode: z.string(),
  /** Y registered (an authority is granted), N unregistered (ROLE_ANONYMOUS) — decision 151 */
  regYn: z.string(),
});
export type AuthorityRow = z.infer<typeof authorityRowSchema>;

export const authorGroupListQuery = z.object({
  searchCondition: searchCondition(['1', '2']),
  searchKeyword: searchKeywordSchema,
});
export const authorGroupListAnswer = z.object({
  resultList: z.array(authorityRowSchema),
  totalCount: z.number(),
  authorManageList: z.array(authorGroupSchema),
});
export type AuthorGroupListResponse = z.infer<typeof authorGroupListAnswer>;

/** One arrData entry `uniqId;authorCode;regYn;mberTyCode` (spec 3 §7). */
export interface ArrDataEntry {
  uniqId: string;
  authorCode: string;
  regYn: 'Y' | 'N';
  mberTyCode: (typeof MEMBER_CATEGORIES)[number];
}

const ENTRY_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** Parses one entry; null when it has the wrong number of fields or a malformed one. */
export function parseArrDataEntry(entry: string): ArrDataEntry | null {
  const parts = entry.split(';').map((p) => p.trim());
  if (parts.length !== 4) return null;
  const [uniqId, authorCode, regYn, mberTyCode] = parts as [string, string, string, string];
  if (!ENTRY_ID.test(uniqId) || !ENTRY_ID.test(authorCode)) return null;
  if (regYn !== 'Y' && regYn !== 'N') return null;
  if (!(MEMBER_CATEGORIES as readonly string[]).includes(mberTyCode)) return null;
  return { uniqId, authorCode, regYn, mberTyCode: mberTyCode as ArrDataEntry['mberTyCode'] };
}

/** The entry of a row and an authority, as the screen sends it. */
export const arrDataEntryOf = (row: AuthorityRow, authorCode: string) =>
  `${row.uniqId};${authorCode};${row.regYn};${row.mberTyCode}`;

/** arrData: repeated form fields, or one value with entries joined by ','. Every entry must parse. */
export const arrDataSchema = z.object({
  arrData: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z
      .array(z.string().max(200, t.v.arrData), { error: t.v.arrDataEmpty })
      .min(1, t.v.arrDataEmpty)
      .max(1000, ko.validation.invalid)
      .transform((entries, ctx) => {
        const parsed = entries.map(parseArrDataEntry);
        if (parsed.some((p) => p === null)) {
          ctx.addIssue({ code: 'custom', message: t.v.arrData });
          return z.NEVER;
        }
        return parsed as ArrDataEntry[];
      }),
  ),
});

export const authorityResource = defineAdminResource({
  tag: 'admin-staff',
  base: '/api/auth/',
  endpoints: {
    authorGroupList: {
      path: 'authorGroupList.json',
      methods: ['GET'],
      summary:
        'Authority rows (search 1 id, 2 name; ROLE_STORE: its own row) and the groups (authorManageList)',
      input: authorGroupListQuery,
      answer: authorGroupListAnswer,
    },
    authorGroupInsert: {
      path: 'authorGroupInsert.json',
      summary: 'Assign authorities: arrData entries uniqId;authorCode;regYn;mberTyCode; all or nothing',
      input: arrDataSchema,
      answer: actionAnswer('count'),
    },
    authorGroupDelete: {
      path: 'authorGroupDelete.json',
      summary: 'Withdraw authorities (back to the unregistered group ROLE_ANONYMOUS; decision 151)',
      input: arrDataSchema,
      answer: actionAnswer('count'),
    },
  },
});

// ── access log ──────────────────────────────────────────────────────────────

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' (spec 3 §5: the screen appends 00:00:00 / 23:59:59). */
const logDate = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().slice(0, 10) : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, t.v.dateFormat)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00+09:00`)), t.v.dateFormat)
    .optional(),
);
const optionalPreprocessed = (max: number, re?: RegExp, message?: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(max, ko.validation.tooLong(max))
      .refine((s) => !re || re.test(s), message ?? ko.validation.invalid)
      .optional(),
  );

/** loginHistory/list.json form: re (user name), ip, logStartDt, logEndDt, optional loginMthd I/O/P. */
export const loginHistoryQuerySchema = z
  .object({
    re: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v),
      z.string().max(50).optional(),
    ),
    ip: optionalPreprocessed(45, /^[0-9a-fA-F.:]+$/, t.v.ip),
    logStartDt: logDate,
    logEndDt: logDate,
    loginMthd: z.preprocess(
      emptyToUndefined,
      z.enum(['I', 'O', 'P'], { error: ko.validation.invalid }).optional(),
    ),
    recordCountPerPage: intParam(10_000, 1, 10_000),
    firstIndex: intParam(0, 0, 10_000_000),
  })
  .superRefine((v, ctx) => {
    if (v.logStartDt && v.logEndDt && v.logStartDt > v.logEndDt)
      ctx.addIssue({ code: 'custom', path: ['logEndDt'], message: t.v.dateOrder });
  });
export type LoginHistoryQuery = z.output<typeof loginHistoryQuerySchema>;

export const loginHistoryRowSchema = z.object({
  logId: z.number(),
  creatDt: z.string(),
  loginMthd: z.string(),
  loginId: z.string(),
  loginNm: z.string(),
  loginIp: z.string(),
});
export type LoginHistoryRow = z.infer<typeof loginHistoryRowSchema>;
export const loginHistoryAnswer = listAnswer(
  { rows: 'resultList', total: 'totalCount' },
  loginHistoryRowSchema,
);

export const loginHistoryResource = defineAdminResource({
  tag: 'admin-staff',
  base: '/api/admin/loginHistory/',
  endpoints: {
    list: {
      path: 'list.json',
      methods: ['POST'],
      summary: 'Access log: name, IP, dates (whole Korean days), method; ROLE_STORE sees its own history',
      input: loginHistoryQuerySchema,
      answer: loginHistoryAnswer,
    },
  },
});

/** 01012345678 → ['010','1234','5678']; 0212345678 → ['02','1234','5678'] (the edit form's three parts). */
export function phoneParts(digits: string): [string, string, string] {
  const d = digits.replace(/[^0-9]/g, '');
  if (d === '') return ['', '', ''];
  const head = d.startsWith('02') ? 2 : 3;
  const tail = Math.max(head, d.length - 4);
  return [d.slice(0, head), d.slice(head, tail), d.slice(tail)];
}

/**
 * The register/edit form of the web (one form for both, `mode` tells which): on create the id must meet the
 * rule and be the one the availability check found free (`idChecked`), and a password is required; on edit
 * a blank password keeps the old one. The server checks insertAction/updateAction again.
 */
export const staffFormSchema = z
  .object({
    ...userFields,
    mode: z.enum(['create', 'edit']),
    empNo: z.preprocess(trimmed, z.string()),
    idChecked: z.string(),
    password: z.string().max(100),
    passwordCnfirm: z.string().max(100),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'create') {
      if (!STAFF_ID_RE.test(v.empNo)) ctx.addIssue({ code: 'custom', path: ['empNo'], message: t.v.idRule });
      else if (v.idChecked !== v.empNo)
        ctx.addIssue({ code: 'custom', path: ['empNo'], message: ko.accounts.v.idCheckRequired });
    }
    if (v.mode === 'create' || v.password !== '') {
      const r = passwordSchema.safeParse(v.password);
      if (!r.success)
        ctx.addIssue({ code: 'custom', path: ['password'], message: r.error.issues[0]?.message ?? '' });
    }
    if (v.passwordCnfirm !== v.password)
      ctx.addIssue({ code: 'custom', path: ['passwordCnfirm'], message: ko.accounts.v.passwordConfirm });
  });
export type StaffFormIn = z.input<typeof staffFormSchema>;
export type StaffFormOut = z.output<typeof staffFormSchema>;
