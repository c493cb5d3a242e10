import { z } from 'zod';
import { MEMBER_CATEGORIES, MEMBER_STATUSES, ROLES } from '../auth/roles';
import { loginVOSchema } from '../auth/schemas';
import { ko } from '../messages/ko';
import {
  ANY_ID_RE,
  BUSINESS_ID_RE,
  COMPANY_NO_RE,
  digitsOnlyPhone,
  GENERAL_ID_RE,
  isValidCarNo,
  MOBILE_LOOSE_RE,
  MOBILE_RE,
  normalizeCarNo,
  PASSWORD_RE,
  PIN_RE,
  TEL_RE,
  VERIFY_PURPOSES,
  ZIPCODE_RE,
} from './rules';

/*
 * Request and response schemas of the accounts area (sign-up, phone verification, id/password recovery,
 * my-page). Every request field arrives as a form string (or JSON); the same schema drives the React form
 * and the server route, so the server re-checks every rule the browser checks.
 */

const v = ko.accounts.v;

/** A required, trimmed text of at most `max` characters. */
const requiredText = (max: number, message: string = v.required) =>
  z.string({ error: message }).trim().min(1, message).max(max, ko.validation.tooLong(max));

/** An optional, trimmed text ('' when absent). */
const optionalText = (max: number) => z.string().trim().max(max, ko.validation.tooLong(max)).default('');

/** Mobile number, 3/4/4 digits; hyphens and spaces are removed before the check. */
export const mobileSchema = z
  .string({ error: v.phoneRequired })
  .transform(digitsOnlyPhone)
  .pipe(z.string().min(1, v.phoneRequired).regex(MOBILE_RE, v.phoneInvalid));

/** Mobile number of the my-page edit: parts 3, 3–4, 4. */
export const mobileLooseSchema = z
  .string({ error: v.phoneRequired })
  .transform(digitsOnlyPhone)
  .pipe(z.string().min(1, v.phoneRequired).regex(MOBILE_LOOSE_RE, v.phoneInvalid));

/** Telephone number (parts of at least 2, 3 and 3 digits), required. */
export const telSchema = z
  .string({ error: v.required })
  .transform(digitsOnlyPhone)
  .pipe(z.string().min(1, v.required).regex(TEL_RE, v.telInvalid));

/** Telephone number, optional ('' allowed). */
export const optionalTelSchema = z
  .string()
  .default('')
  .transform(digitsOnlyPhone)
  .pipe(z.string().refine((s) => s === '' || TEL_RE.test(s), v.telInvalid));

/** New password: required, 8–20, letter + digit + special of @$!%*#?&. */
export const passwordSchema = z
  .string({ error: v.required })
  .min(1, v.required)
  .min(8, v.passwordLength)
  .max(20, v.passwordLength)
  .regex(PASSWORD_RE, v.passwordRule);

/** General member id (letter first, 5–20 of a-z 0-9 _ -). */
export const generalIdSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, v.required)
  .regex(GENERAL_ID_RE, v.generalIdRule);

/** Business member id (4–20 letters/digits, not digits only). */
export const businessIdSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, v.required)
  .regex(BUSINESS_ID_RE, v.businessIdRule);

/** Car number (domestic or diplomatic), whitespace removed. */
export const carNoSchema = z
  .string({ error: v.required })
  .transform(normalizeCarNo)
  .pipe(z.string().min(1, v.required).refine(isValidCarNo, v.plate));

/** Postcode (zonecode), 5 digits. */
export const zipcodeSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, v.required)
  .regex(ZIPCODE_RE, v.zipcode);

/** Verification purpose: SIGNUP (sign-up dialog) or FIND_PW (find-password dialog). */
export const verifyPurposeSchema = z.enum(VERIFY_PURPOSES);

// ───────────────────────────── phone verification ─────────────────────────────

/**
 * GET /api/member/send.json query: the phone (rcvAddr, the spec's only parameter) and optionally why the code
 * is sent. Without `purpose` the server decides: FIND_PW when this browser's preceding checkId matched this
 * phone, else SIGNUP (decision 110).
 */
export const sendCodeQuerySchema = z.object({
  rcvAddr: mobileSchema,
  purpose: verifyPurposeSchema.optional(),
});
export type SendCodeQuery = z.input<typeof sendCodeQuerySchema>;

/**
 * send.json answer: the code was sent (FIND_PW answers the same even when nothing was sent, so ids can't be
 * probed). `validSeconds` is the countdown (180), `resendSeconds` the wait before asking again.
 */
export const sendCodeResponseSchema = z.object({
  result: z.literal(true),
  message: z.string(),
  validSeconds: z.number().int(),
  resendSeconds: z.number().int(),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

/** POST /api/member/pinNoChk.json form: the code typed by the user (checked against this browser's pending code). */
export const pinCheckRequestSchema = z.object({
  pinNo: z.string({ error: v.pinRequired }).trim().min(1, v.pinRequired).regex(PIN_RE, v.pinFormat),
});
export type PinCheckRequest = z.input<typeof pinCheckRequestSchema>;

/**
 * pinNoChk.json answer on success (wrong/expired/voided codes answer with the error shape: PIN_MISMATCH,
 * PIN_MISMATCH_FIND_PW, PIN_EXPIRED, PIN_TOO_MANY_TRIES, PIN_NOT_REQUESTED).
 */
export const pinCheckResponseSchema = z.object({
  result: z.literal(true),
  message: z.string(),
  purpose: verifyPurposeSchema,
});
export type PinCheckResponse = z.infer<typeof pinCheckResponseSchema>;

// ───────────────────────────── recovery ─────────────────────────────

/** POST /api/member/findId.json form: name and mobile. */
export const findIdRequestSchema = z.object({
  empNm: requiredText(50, v.nameRequired),
  empMobile: mobileSchema,
});
export type FindIdRequest = z.input<typeof findIdRequestSchema>;

/** findId.json answer: message 'true' with the partly masked id (e.g. cit***1), or 'false' with empNo ''. */
export const findIdResponseSchema = z.object({
  message: z.enum(['true', 'false']),
  empNo: z.string(),
});
export type FindIdResponse = z.infer<typeof findIdResponseSchema>;

/** POST /api/member/checkId.json form: id and mobile of the find-password dialog. */
export const checkIdRequestSchema = z.object({
  empNo: z.string({ error: v.idOrPhone }).trim().min(1, v.idOrPhone).max(20, v.idOrPhone),
  empMobile: mobileSchema,
});
export type CheckIdRequest = z.input<typeof checkIdRequestSchema>;

/** checkId.json answer: true when the id and mobile belong to one active member (then send.json FIND_PW sends). */
export const checkIdResponseSchema = z.object({ result: z.boolean() });
export type CheckIdResponse = z.infer<typeof checkIdResponseSchema>;

/**
 * POST /api/member/changePw.json form: id and new password (pwConfirm optional, must match when sent).
 * Accepted only for the id+phone whose FIND_PW code was verified in this browser within 10 minutes, once.
 */
export const changePwRequestSchema = z
  .object({
    id: z.string({ error: v.idOrPhone }).trim().min(1, v.idOrPhone).max(20, v.idOrPhone),
    pw: passwordSchema,
    pwConfirm: z.string().optional(),
  })
  .superRefine((val, ctx) => {
    if (val.pwConfirm !== undefined && val.pwConfirm !== val.pw)
      ctx.addIssue({ code: 'custom', path: ['pwConfirm'], message: v.passwordConfirm });
  });
export type ChangePwRequest = z.input<typeof changePwRequestSchema>;

/** changePw.json answer: result 1 on success (refusals use the error shape PW_CHANGE_REFUSED). */
export const changePwResponseSchema = z.object({ result: z.literal(1), message: z.string() });
export type ChangePwResponse = z.infer<typeof changePwResponseSchema>;

// ───────────────────────────── duplicate checks ─────────────────────────────

/** GET /api/member/mobileCk.json query. */
export const mobileCheckQuerySchema = z.object({ empMobile: mobileSchema });
export type MobileCheckQuery = z.input<typeof mobileCheckQuerySchema>;

/** mobileCk.json answer: result true = available, false = already registered (message says which). */
export const mobileCheckResponseSchema = z.object({ result: z.boolean(), message: z.string() });
export type MobileCheckResponse = z.infer<typeof mobileCheckResponseSchema>;

/** GET /api/member/idDplctCnfirmAjax.json query: any id of 4–20 of A-Z a-z 0-9 _ - (the form checks its own format first). */
export const idDuplicateQuerySchema = z.object({
  checkId: z.string({ error: v.required }).trim().min(1, v.required).regex(ANY_ID_RE, v.idRule),
});
export type IdDuplicateQuery = z.input<typeof idDuplicateQuerySchema>;

/** idDplctCnfirmAjax.json answer: usedCnt 0 available, 1 taken (compared case-insensitively). */
export const idDuplicateResponseSchema = z.object({ usedCnt: z.union([z.literal(0), z.literal(1)]) });
export type IdDuplicateResponse = z.infer<typeof idDuplicateResponseSchema>;

// ───────────────────────────── reduction check ─────────────────────────────

/** GET|POST /api/reduction/irs.json: car number (spaces ignored) and owner name. */
export const reductionCheckRequestSchema = z.object({
  carNo: carNoSchema,
  carOwnerNm: requiredText(50),
  /**
   * 'Y' on the payment screens (decision 147): the check also asks the eligibility register and, when the
   * owner is entitled, answers a short-lived claim bound to this car that the payment start re-prices with.
   */
  claim: z.enum(['Y', 'N']).optional(),
});
export type ReductionCheckRequest = z.input<typeof reductionCheckRequestSchema>;

/**
 * One applicable reduction (spec 1 §3 "Discount item", sign-up variant) and its rate (percent off). The
 * category (dcCode, note) tells what a person's car is registered for (e.g. disability): it is answered only to
 * the logged-in member whose car it is; anyone else gets dcCode '' and a note naming the rate alone (decision
 * 183).
 */
export const dcItemSchema = z.object({ dcCode: z.string(), note: z.string(), rate: z.number().int() });
export type DcItem = z.infer<typeof dcItemSchema>;

/** A verified reduction claim (decision 147): the server's record id, bound to one car, valid until expiresAt. */
export const reductionClaimSchema = z.object({
  token: z.string(),
  carNo: z.string(),
  dcCode: z.string(),
  note: z.string(),
  /** percent off after the free minutes (0..100) */
  rate: z.number().int(),
  freeMinutes: z.number().int(),
  /** fixed amount off (won) */
  fixedAmt: z.number().int(),
  /** ISO time */
  expiresAt: z.string(),
});
export type ReductionClaim = z.infer<typeof reductionClaimSchema>;

/**
 * irs.json answer: reductions registered for that car and owner valid today; empty = general (DC001). With
 * claim=Y and an entitled owner, also the claim.
 */
export const reductionCheckResponseSchema = z.object({
  value: z.object({ dcList: z.array(dcItemSchema), claim: reductionClaimSchema.optional() }),
});
export type ReductionCheckResponse = z.infer<typeof reductionCheckResponseSchema>;

// ───────────────────────────── sign-up ─────────────────────────────

/**
 * POST /api/member/mberSbscrb.json, general member (form or JSON). discountCd is decided by the server
 * (irs.json rule); the posted one, if any, is ignored. Requires the SIGNUP verification of empMobile in this
 * browser within 30 minutes. Every other field (role, category, status, the traditional-market mark marketYn, …)
 * is the server's: unknown keys are dropped (decision 182).
 */
export const generalSignupRequestSchema = z
  .object({
    empNo: generalIdSchema,
    password: passwordSchema,
    passwordCon: z.string().optional(),
    empNm: requiredText(50, v.nameRequired),
    carOwnerNm: requiredText(50),
    empCarNo: carNoSchema,
    carKind: optionalText(30),
    empMobile: mobileSchema,
    zipcode: z
      .string()
      .trim()
      .default('')
      .refine((s) => s === '' || ZIPCODE_RE.test(s), v.zipcode),
    addr: optionalText(200),
    addrDetail: optionalText(200),
    discountCd: z.string().optional(),
  })
  .superRefine((val, ctx) => {
    if (val.passwordCon !== undefined && val.passwordCon !== val.password)
      ctx.addIssue({ code: 'custom', path: ['passwordCon'], message: v.passwordConfirm });
  });
export type GeneralSignupRequest = z.input<typeof generalSignupRequestSchema>;

/**
 * POST /api/member/mberSbscrb.json, business member: multipart (or form/JSON with empDiv=BSN) with an
 * optional file field `files` (jpeg/jpg/png/gif/pdf, ≤ 2,000,000 bytes). The chosen lot (sectnId) is
 * recorded as the lot application in the same transaction. No marketYn: the traditional-market discount is
 * granted by staff only (updateMarket.json, decision 182).
 */
export const businessSignupRequestSchema = z
  .object({
    empDiv: z.literal('BSN').optional(),
    empNo: businessIdSchema,
    password: passwordSchema,
    passwordCon: z.string({ error: v.required }).min(1, v.required),
    companyNm: requiredText(100),
    openDt: z
      .string({ error: v.required })
      .trim()
      .min(1, v.required)
      .transform((s) => s.replace(/[.\s/]/g, '-').replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3'))
      .refine(isValidIsoDate, v.openDt),
    empNm: requiredText(50),
    companyNo: z
      .string({ error: v.required })
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().min(1, v.required).regex(COMPANY_NO_RE, v.companyNo)),
    empMobile: mobileSchema,
    empTelNo: telSchema,
    zipcode: zipcodeSchema,
    addr: requiredText(200),
    addrDetail: optionalText(200),
    sectnId: z.coerce.number({ error: v.lot }).int(v.lot).positive(v.lot),
  })
  .superRefine((val, ctx) => {
    if (val.passwordCon !== val.password)
      ctx.addIssue({ code: 'custom', path: ['passwordCon'], message: v.passwordConfirm });
  });
export type BusinessSignupRequest = z.input<typeof businessSignupRequestSchema>;

/** mberSbscrb.json answer: the created member's id, category and status (USR → P, BSN → A). */
export const signupResponseSchema = z.object({
  result: z.literal('success'),
  message: z.string(),
  empNo: z.string(),
  empDiv: z.enum(['USR', 'BSN']),
  empSttus: z.enum(['A', 'P']),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/**
 * POST /api/member/insertParking.json (multipart or form): empEsntlId is the literal 'new', memberId the
 * business id just created in this browser (within 30 minutes, status A, once), sectnId the lot.
 */
export const insertParkingRequestSchema = z.object({
  empEsntlId: z.literal('new', { error: ko.validation.invalid }),
  memberId: requiredText(20),
  sectnId: z.coerce.number({ error: v.lot }).int(v.lot).positive(v.lot),
});
export type InsertParkingRequest = z.input<typeof insertParkingRequestSchema>;

/** insertParking.json answer. */
export const insertParkingResponseSchema = z.object({ result: z.literal('success'), message: z.string() });
export type InsertParkingResponse = z.infer<typeof insertParkingResponseSchema>;

// ───────────────────────────── my-page ─────────────────────────────

/** POST /api/member/pw-check body (never the query): the password; empNo, if sent, must be the session's own. */
export const pwCheckRequestSchema = z.object({
  empNo: z.string().trim().max(20).optional(),
  password: z.string({ error: v.gatePasswordRequired }).min(1, v.gatePasswordRequired).max(100),
});
export type PwCheckRequest = z.input<typeof pwCheckRequestSchema>;

/** pw-check answer: true when the password is the logged-in member's (false → 'password does not match'). */
export const pwCheckResponseSchema = z.object({ result: z.boolean() });
export type PwCheckResponse = z.infer<typeof pwCheckResponseSchema>;

/** GET /api/member/view query: applyId = the member's own empEsntlId. */
export const memberViewQuerySchema = z.object({ applyId: z.string().trim().min(1).max(64) });
export type MemberViewQuery = z.input<typeof memberViewQuerySchema>;

/** Member (profile), spec 2 §3, plus empDiv (which fields the edit form requires) and companyNm. */
export const memberProfileSchema = z.object({
  empNo: z.string(),
  empNm: z.string(),
  empEsntlId: z.string(),
  empMobile: z.string(),
  empTelNo: z.string(),
  carNo: z.string(),
  carOwnerNm: z.string(),
  carKind: z.string(),
  zipcode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  discountCd: z.string(),
  discountNm: z.string(),
  authorCode: z.enum(ROLES),
  empSttus: z.enum(MEMBER_STATUSES),
  empDiv: z.enum(MEMBER_CATEGORIES),
  companyNm: z.string().nullable(),
  /** the day the membership was applied for (YYYY-MM-DD, Korea time): a business waiting for approval sees it */
  regDt: z.string(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** member/view answer. */
export const memberViewResponseSchema = z.object({ result: memberProfileSchema });
export type MemberViewResponse = z.infer<typeof memberViewResponseSchema>;

const optionalNewPassword = z
  .string()
  .default('')
  .refine((s) => s === '' || (s.length >= 8 && s.length <= 20), v.passwordLength)
  .refine((s) => s === '' || s.length < 8 || s.length > 20 || PASSWORD_RE.test(s), v.passwordRule);

const updateBase = {
  /** the member's own empEsntlId (applyId and/or empEsntlId; each must be the session's) */
  applyId: z.string().trim().max(64).optional(),
  empEsntlId: z.string().trim().max(64).optional(),
  empMobile: mobileLooseSchema,
  empTelNo: optionalTelSchema,
  /** optional new password: validated only when entered */
  password: optionalNewPassword,
  passwordConfirm: z.string().optional(),
  /** the current password: required with a new password, checked on the server (decision 079) */
  currentPassword: z.string().max(100).default(''),
  zipcode: zipcodeSchema,
  address: requiredText(200),
  addressDetail: optionalText(200),
  /** ignored: the server decides the reduction from the registered discount vehicles */
  discountCd: z.string().optional(),
};

const checkPasswordConfirm = (
  val: { password: string; passwordConfirm?: string | undefined; currentPassword: string },
  ctx: z.RefinementCtx,
) => {
  if (val.password !== '' && val.passwordConfirm !== undefined && val.passwordConfirm !== val.password)
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: v.passwordConfirm });
  if (val.password !== '' && val.currentPassword === '')
    ctx.addIssue({
      code: 'custom',
      path: ['currentPassword'],
      message: ko.accounts.profile.currentPasswordRequired,
    });
};

/** POST /api/member/update form of a general member (USR): car number, owner, car kind, zipcode, address required. */
export const memberUpdateRequestSchema = z
  .object({
    ...updateBase,
    carNo: carNoSchema,
    carOwnerNm: requiredText(50),
    carKind: requiredText(30),
  })
  .superRefine(checkPasswordConfirm);
export type MemberUpdateRequest = z.input<typeof memberUpdateRequestSchema>;

/** POST /api/member/update form of a business member (BSN/EMP): the car fields are optional. */
export const businessMemberUpdateRequestSchema = z
  .object({
    ...updateBase,
    carNo: z
      .string()
      .default('')
      .transform(normalizeCarNo)
      .pipe(z.string().refine((s) => s === '' || isValidCarNo(s), v.plate)),
    carOwnerNm: optionalText(50),
    carKind: optionalText(30),
  })
  .superRefine(checkPasswordConfirm);
export type BusinessMemberUpdateRequest = z.input<typeof businessMemberUpdateRequestSchema>;

/** member/update answer: the refreshed session record, so the SPA can update what it shows. */
export const memberUpdateResponseSchema = z.object({
  result: z.literal('success'),
  message: z.string(),
  loginVO: loginVOSchema,
});
export type MemberUpdateResponse = z.infer<typeof memberUpdateResponseSchema>;

/** POST /api/member/delete form: own id and the password (twice); withdrawal re-verifies it. */
export const memberDeleteRequestSchema = z
  .object({
    empNo: z.string().trim().max(20).optional(),
    password: z.string({ error: v.gatePasswordRequired }).min(1, v.gatePasswordRequired).max(100),
    passwordConfirm: z.string().optional(),
  })
  .superRefine((val, ctx) => {
    if (val.passwordConfirm !== undefined && val.passwordConfirm !== val.password)
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: v.withdrawPasswordMismatch });
  });
export type MemberDeleteRequest = z.input<typeof memberDeleteRequestSchema>;

/** member/delete answer: the member is anonymised and every session of theirs has ended. */
export const memberDeleteResponseSchema = z.object({ result: z.literal('success'), message: z.string() });
export type MemberDeleteResponse = z.infer<typeof memberDeleteResponseSchema>;

// ───────────────────────────── demo outbox ─────────────────────────────

/** GET /api/demo/sms-outbox query (demo mode only): page (1-based) and page size (≤ 50). */
export const smsOutboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type SmsOutboxQuery = z.input<typeof smsOutboxQuerySchema>;

/** One message of the outbox. */
export const smsOutboxItemSchema = z.object({
  id: z.number().int(),
  /** sms | alimtalk (decision 213) */
  channel: z.enum(['sms', 'alimtalk']),
  to: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItemSchema>;

/** sms-outbox answer: newest first. */
export const smsOutboxResponseSchema = z.object({
  items: z.array(smsOutboxItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SmsOutboxResponse = z.infer<typeof smsOutboxResponseSchema>;

function isValidIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}
