import {
  businessMemberUpdateRequestSchema,
  memberDeleteRequestSchema,
  memberDeleteResponseSchema,
  memberUpdateRequestSchema,
  memberUpdateResponseSchema,
  memberViewQuerySchema,
  memberViewResponseSchema,
  pwCheckRequestSchema,
  pwCheckResponseSchema,
} from '@parking/shared/accounts/schemas';
import { toDomain, toWire } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseOrThrow } from '../../lib/parse';
import { requireLogin } from '../../plugins/guards';
import { endSession } from '../../plugins/session';
import { refuseWhenPasswordChecksFull, underPasswordCheck } from '../auth';
import { ticketHashOf } from '../signup';
import { checkOwnPassword, updateProfile, viewProfile, withdraw } from './mypage.service';

/** Password attempts (gate and withdrawal) per member and per IP in 10 minutes. */
const PASSWORD_TRIES = 10;

/** My-page (spec 2 §7): password gate, own profile, profile edit, withdrawal. Login required. */
export const mypageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every password check here shares the app's bound (decision 220): with every place taken, refused at once,
  // before the tries are counted.
  const passwordLimit = async (request: FastifyRequest) => {
    refuseWhenPasswordChecksFull(app.passwordChecks);
    await app.rateLimit.hit(`mypage-pw:${request.principal?.memberId ?? ''}`, PASSWORD_TRIES, 600);
    await app.rateLimit.hit(`mypage-pw-ip:${request.ip}`, PASSWORD_TRIES * 3, 600);
  };

  app.post(
    '/api/member/pw-check',
    {
      schema: {
        tags: ['mypage'],
        summary: 'My-page gate: is this my password? (credentials in the body, never the query)',
        body: pwCheckRequestSchema,
        response: { 200: pwCheckResponseSchema },
      },
      onRequest: requireLogin(),
      preValidation: passwordLimit,
    },
    async (request) =>
      toWire({
        result: await underPasswordCheck(app.passwordChecks, () =>
          checkOwnPassword(app.db, request.principal, toDomain(request.body)),
        ),
      }),
  );

  app.get(
    '/api/member/view',
    {
      schema: {
        tags: ['mypage'],
        summary: "The caller's own profile (applyId = own empEsntlId; another member's → 403)",
        querystring: memberViewQuerySchema,
        response: { 200: memberViewResponseSchema },
      },
      onRequest: requireLogin(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toWire({ result: await viewProfile(app.db, request.principal, request.query.applyId) });
    },
  );

  app.post(
    '/api/member/update',
    {
      schema: {
        tags: ['mypage'],
        summary:
          'Edit the own profile (general members: memberUpdateRequestSchema; others: car fields optional)',
        description:
          'A new `password` needs `currentPassword` (400 WRONG_PASSWORD) and ends every other session of the ' +
          'member. A changed `empMobile` needs its SMS verification (send.json purpose SIGNUP, pinNoChk.json) in ' +
          'this browser within 30 minutes (400 PHONE_NOT_VERIFIED) and must be nobody else’s.',
        body: businessMemberUpdateRequestSchema,
        response: { 200: memberUpdateResponseSchema },
      },
      onRequest: requireLogin(),
      // A password change checks the current password: counted like the gate's tries.
      preValidation: async (request) => {
        const password = (request.body as { password?: unknown } | undefined)?.password;
        if (typeof password === 'string' && password !== '') await passwordLimit(request);
      },
    },
    async (request) => {
      const body =
        request.principal?.empDiv === 'USR'
          ? parseOrThrow(memberUpdateRequestSchema, request.body)
          : request.body;
      const update = () =>
        updateProfile(app.db, request.principal, toDomain(body), {
          ticketHash: ticketHashOf(request),
          sessionId: request.sessionId,
        });
      // a new password checks the current one: under the bound like every password check
      const loginVO = body.password ? await underPasswordCheck(app.passwordChecks, update) : await update();
      return { result: 'success' as const, message: ko.accounts.profileUpdated, loginVO: toWire(loginVO) };
    },
  );

  app.post(
    '/api/member/delete',
    {
      schema: {
        tags: ['mypage'],
        summary: 'Withdraw: re-verifies the password, anonymises the member, ends every session of theirs',
        body: memberDeleteRequestSchema,
        response: { 200: memberDeleteResponseSchema },
      },
      onRequest: requireLogin(),
      preValidation: passwordLimit,
    },
    async (request, reply) => {
      await underPasswordCheck(app.passwordChecks, () =>
        withdraw({ db: app.db, storage: app.storage }, request.principal, {
          ...request.body,
          ip: request.ip,
        }),
      );
      await endSession(request, reply);
      return { result: 'success' as const, message: ko.accounts.withdrawn };
    },
  );
};
