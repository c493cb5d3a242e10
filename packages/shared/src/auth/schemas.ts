import { z } from 'zod';
import { ko } from '../messages/ko';
import { MEMBER_CATEGORIES, ROLES } from './roles';

/** POST /api/actionLogin.json body (form or JSON). Credentials never travel in the query string. */
export const loginRequestSchema = z.object({
  empNo: z
    .string({ error: ko.auth.idRequired })
    .trim()
    .min(1, ko.auth.idRequired)
    .max(20, ko.auth.loginFailed),
  password: z
    .string({ error: ko.auth.passwordRequired })
    .min(1, ko.auth.passwordRequired)
    .min(8, ko.auth.passwordLength)
    .max(20, ko.auth.passwordLength),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The member record the SPA keeps in its session (spec 1 §3). */
export const loginVOSchema = z.object({
  authorCode: z.enum(ROLES),
  empNo: z.string(),
  empNm: z.string(),
  empMobile: z.string(),
  empCarNo: z.string(),
  zipcode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  empDiv: z.enum(MEMBER_CATEGORIES),
  marketYn: z.enum(['Y', 'N']),
  empEsntlId: z.string(),
});
export type LoginVO = z.infer<typeof loginVOSchema>;

/** Successful login answer. `sessionId` is a public handle of the session, not the cookie secret. */
export const loginResponseSchema = z.object({
  result: z.literal('success'),
  msg: z.string(),
  sessionId: z.string(),
  loginVO: loginVOSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/session: who the server thinks the caller is (null when anonymous). */
export const sessionStateSchema = z.object({ loginVO: loginVOSchema.nullable() });
export type SessionState = z.infer<typeof sessionStateSchema>;

/** GET /api/login/policy.json: the lock policy the login screen states (decision 076). */
export const loginPolicyResponseSchema = z.object({
  /** wrong passwords in a row that lock an account */
  maxFailures: z.number().int().positive(),
  /** minutes after which a lock releases by itself */
  lockMinutes: z.number().int().positive(),
});
export type LoginPolicyResponse = z.infer<typeof loginPolicyResponseSchema>;
