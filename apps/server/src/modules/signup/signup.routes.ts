import {
  BUSINESS_FILE_EXTENSIONS,
  PIN_RESEND_SECONDS,
  PIN_VALID_SECONDS,
} from '@parking/shared/accounts/rules';
import {
  businessSignupRequestSchema,
  changePwRequestSchema,
  changePwResponseSchema,
  checkIdRequestSchema,
  checkIdResponseSchema,
  findIdRequestSchema,
  findIdResponseSchema,
  generalSignupRequestSchema,
  idDuplicateQuerySchema,
  idDuplicateResponseSchema,
  insertParkingRequestSchema,
  insertParkingResponseSchema,
  mobileCheckQuerySchema,
  mobileCheckResponseSchema,
  pinCheckRequestSchema,
  pinCheckResponseSchema,
  sendCodeQuerySchema,
  sendCodeResponseSchema,
  signupResponseSchema,
} from '@parking/shared/accounts/schemas';
import { toDomain, toWire } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { parseOrThrow } from '../../lib/parse';
import { checkUpload, saveAttachment } from '../../lib/uploads';
import { isCrossSite } from '../../plugins/csrf';
import { changePassword, checkId, findId } from './recovery.service';
import {
  idUsedCount,
  insertParking,
  mobileAvailable,
  type StoreDocument,
  signupBusiness,
  signupGeneral,
} from './signup.service';
import { checkCode, sendCode } from './verification.service';
import { ensureTicket, ticketHashOf } from './verify-ticket';

/** Per-IP limits of the lookups (count, window in seconds). */
const LIMITS = {
  send: [10, 60],
  pinNoChk: [30, 60],
  findId: [10, 600],
  checkId: [10, 600],
  mobileCk: [30, 60],
  idDplct: [60, 60],
  signup: [20, 600],
  changePw: [10, 600],
} as const satisfies Record<string, readonly [number, number]>;

/**
 * Sign-up, phone verification and id/password recovery (spec 1 §7 "Session and account"). The visitor's
 * state lives in the PPVERIFY ticket (see verify-ticket.ts); codes are decided on the server.
 */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit =
    (name: keyof typeof LIMITS) =>
    async (request: FastifyRequest): Promise<void> => {
      const [count, seconds] = LIMITS[name];
      await app.rateLimit.hit(`${name}:${request.ip}`, count, seconds);
    };

  // Writes are checked by plugins/csrf (every unsafe method, cookie or not). send.json is a GET by the spec but
  // sends an SMS: another site's page (an <img>, a link) may not trigger it either.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url === '/api/member/send.json' && isCrossSite(request)) {
      throw new AppError('CSRF', 403);
    }
  });

  const verifyDeps = () => ({
    db: app.db,
    notifier: app.notifier,
    secret: app.config.appSecret,
    dailyLimitPerPhone: app.config.sms.dailyLimitPerPhone,
    dailyLimitPerIp: app.config.sms.dailyLimitPerIp,
  });

  app.get(
    '/api/member/send.json',
    {
      schema: {
        tags: ['signup'],
        summary: 'Send a 6-digit SMS code (query rcvAddr); valid 180 s, resend after 30 s',
        description:
          "The spec sends rcvAddr only: the purpose is FIND_PW when this browser's preceding checkId matched " +
          'this phone within 10 minutes, else SIGNUP (an explicit purpose=SIGNUP|FIND_PW is also accepted). ' +
          'SIGNUP refuses a registered number (409 PHONE_TAKEN). FIND_PW sends only for the id + phone that ' +
          'matched checkId in this browser within 10 minutes, and answers the same otherwise. 429 on the ' +
          'resend cooldown and the daily caps per phone and per IP.',
        querystring: sendCodeQuerySchema,
        response: { 200: sendCodeResponseSchema },
      },
      preValidation: limit('send'),
    },
    async (request, reply) => {
      const ticketHash = await ensureTicket(request, reply);
      await sendCode(verifyDeps(), {
        ticketHash,
        phone: request.query.rcvAddr,
        purpose: request.query.purpose,
        ip: request.ip,
      });
      reply.header('cache-control', 'no-store');
      return {
        result: true as const,
        message: ko.accounts.codeSent,
        validSeconds: PIN_VALID_SECONDS,
        resendSeconds: PIN_RESEND_SECONDS,
      };
    },
  );

  app.post(
    '/api/member/pinNoChk.json',
    {
      schema: {
        tags: ['signup'],
        summary: "Check the code typed for this browser's pending code (decided on the server)",
        body: pinCheckRequestSchema,
        response: { 200: pinCheckResponseSchema },
      },
      preValidation: limit('pinNoChk'),
    },
    async (request) => {
      const { purpose } = await checkCode(
        { db: app.db, secret: app.config.appSecret },
        { ticketHash: ticketHashOf(request), pinNo: request.body.pinNo },
      );
      return { result: true as const, message: ko.accounts.verified, purpose };
    },
  );

  app.post(
    '/api/member/findId.json',
    {
      schema: {
        tags: ['signup'],
        summary: 'Find the id by name and mobile (partly masked)',
        body: findIdRequestSchema,
        response: { 200: findIdResponseSchema },
      },
      preValidation: limit('findId'),
    },
    async (request) => {
      const id = await findId(app.db, toDomain(request.body));
      return id ? { message: 'true' as const, empNo: id } : { message: 'false' as const, empNo: '' };
    },
  );

  app.post(
    '/api/member/checkId.json',
    {
      schema: {
        tags: ['signup'],
        summary:
          'Find password, step 1: do this id and mobile belong together? (remembered for this browser)',
        body: checkIdRequestSchema,
        response: { 200: checkIdResponseSchema },
      },
      preValidation: limit('checkId'),
    },
    async (request, reply) => {
      const ticketHash = await ensureTicket(request, reply);
      return toWire({ result: await checkId(app.db, { ticketHash, ...request.body }) });
    },
  );

  app.post(
    '/api/member/changePw.json',
    {
      schema: {
        tags: ['signup'],
        summary: 'Find password, last step: new password for the id whose FIND_PW code was verified here',
        description: 'Only within 10 minutes of the verification, once; otherwise 403 PW_CHANGE_REFUSED.',
        body: changePwRequestSchema,
        response: { 200: changePwResponseSchema },
      },
      preValidation: limit('changePw'),
    },
    async (request) => {
      await changePassword(app.db, {
        ticketHash: ticketHashOf(request),
        id: request.body.id,
        pw: request.body.pw,
      });
      return { result: 1 as const, message: ko.accounts.pwChanged };
    },
  );

  app.get(
    '/api/member/mobileCk.json',
    {
      schema: {
        tags: ['signup'],
        summary: 'Is this mobile number still free? (business sign-up)',
        querystring: mobileCheckQuerySchema,
        response: { 200: mobileCheckResponseSchema },
      },
      preValidation: limit('mobileCk'),
    },
    async (request) => {
      const free = await mobileAvailable(app.db, request.query.empMobile);
      return { result: free, message: free ? ko.accounts.mobileAvailable : ko.accounts.mobileTaken };
    },
  );

  app.get(
    '/api/member/idDplctCnfirmAjax.json',
    {
      schema: {
        tags: ['signup'],
        summary: 'Id duplicate check: usedCnt 0 available, 1 taken',
        querystring: idDuplicateQuerySchema,
        response: { 200: idDuplicateResponseSchema },
      },
      preValidation: limit('idDplct'),
    },
    async (request) => toWire({ usedCnt: await idUsedCount(app.db, request.query.checkId) }),
  );

  app.post(
    '/api/member/mberSbscrb.json',
    {
      schema: {
        tags: ['signup'],
        summary: 'Sign up: general (form/JSON) or business (multipart, or empDiv=BSN; optional file `files`)',
        description:
          'General: generalSignupRequestSchema; needs the SIGNUP verification of empMobile in this browser ' +
          'within 30 minutes. Business: businessSignupRequestSchema plus an optional jpeg/jpg/png/gif/pdf ' +
          'document of at most 2,000,000 bytes. 400 VALIDATION with Korean field errors; nothing is stored ' +
          'on any failure.',
        response: { 200: signupResponseSchema },
      },
      preValidation: limit('signup'),
      config: { multipart: { maxFiles: 1 } },
    },
    async (request, reply) => {
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const business = request.isMultipart() || raw.empDiv === 'BSN';
      if (!business) {
        const body = parseOrThrow(generalSignupRequestSchema, raw);
        const created = await signupGeneral(app.db, {
          ticketHash: ticketHashOf(request),
          body: toDomain(body),
        });
        return {
          result: 'success' as const,
          message: ko.accounts.signupDone,
          empNo: created.empNo,
          empDiv: 'USR' as const,
          empSttus: 'P' as const,
        };
      }
      const body = parseOrThrow(businessSignupRequestSchema, raw);
      const storeDocument = await businessDocument(request);
      const ticketHash = await ensureTicket(request, reply);
      const created = await signupBusiness(app.db, { ticketHash, body: toDomain(body), storeDocument });
      return {
        result: 'success' as const,
        message: ko.accounts.businessSignupDone,
        empNo: created.empNo,
        empDiv: 'BSN' as const,
        empSttus: 'A' as const,
      };
    },
  );

  app.post(
    '/api/member/insertParking.json',
    {
      schema: {
        tags: ['signup'],
        summary: 'Lot application of the business member just created by this browser (once, within 30 min)',
        body: insertParkingRequestSchema,
        response: { 200: insertParkingResponseSchema },
      },
      preValidation: limit('signup'),
    },
    async (request) => {
      await insertParking(app.db, {
        ticketHash: ticketHashOf(request),
        loginId: request.body.memberId,
        lotId: request.body.sectnId,
      });
      return { result: 'success' as const, message: ko.accounts.lotApplied };
    },
  );
};

/** The optional business-registration document (`files`), checked before anything is stored. */
async function businessDocument(request: FastifyRequest): Promise<StoreDocument | undefined> {
  const files = request.uploadedFiles ?? [];
  const file = files[0];
  if (!file) return undefined;
  const checked = checkUpload(file, BUSINESS_FILE_EXTENSIONS, { field: 'files' });
  const storage = request.server.storage;
  return async (tx, empEsntlId) => {
    await saveAttachment({ db: tx, storage }, file, checked, {
      ownerKind: 'member-document',
      ownerId: empEsntlId,
      regId: null,
    });
  };
}
