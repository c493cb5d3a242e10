import {
  loginPolicyResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  sessionStateSchema,
} from '@parking/shared/auth/schemas';
import { toWire } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endSession, startSession } from '../../plugins/session';
import { authenticate, currentLoginVO, type LoginPolicy, recordLogout } from './auth.service';
import { refuseWhenPasswordChecksFull } from './password';

const logoutResponseSchema = z.object({ result: z.literal('success'), msg: z.string() });

/** Login, logout and the session state the SPA resyncs at boot. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginPolicy: LoginPolicy = {
    maxFailures: app.config.loginMaxFailures,
    lockMinutes: app.config.loginLockMinutes,
    maxFailuresPerAddress: app.config.loginMaxFailuresPerAddress,
    accountLockAddresses: app.config.loginAccountLockAddresses,
  };
  // The bound on password checks in flight in this app (decision 220), shared with the other password checks.
  const { passwordChecks } = app;

  app.get(
    '/api/login/policy.json',
    {
      schema: {
        tags: ['auth'],
        summary:
          'The login lock policy the login screen states (wrong passwords before the lock, lock minutes)',
        response: { 200: loginPolicyResponseSchema },
      },
    },
    async () => ({ maxFailures: loginPolicy.maxFailures, lockMinutes: loginPolicy.lockMinutes }),
  );

  app.post(
    '/api/actionLogin.json',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in (credentials in the body: form or JSON; the query string is ignored)',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
      // Counted before validation so malformed floods are limited too; but first, with every password check
      // place taken, the login is refused at once, before anything is read or counted (decision 220).
      preValidation: async (request) => {
        refuseWhenPasswordChecksFull(passwordChecks);
        await app.rateLimit.hit(`login:${request.ip}`, app.config.loginRateLimitPerMinute, 60);
      },
    },
    async (request, reply) => {
      const { member, loginVO } = await authenticate(
        { db: app.db, rateLimit: app.rateLimit, policy: loginPolicy, passwordChecks },
        { ...request.body, ip: request.ip },
      );
      const { sessionId } = await startSession(reply, member, request);
      return { result: 'success' as const, msg: '', sessionId, loginVO: toWire(loginVO) };
    },
  );

  app.post(
    '/api/actionLogout.json',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out (always 200, also when not logged in)',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      const who = request.principal;
      await endSession(request, reply);
      if (who) await recordLogout(app.db, who.memberId, request.ip);
      return { result: 'success' as const, msg: ko.auth.loggedOut };
    },
  );

  app.get(
    '/api/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who the server thinks the caller is',
        response: { 200: sessionStateSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toWire({ loginVO: await currentLoginVO(app.db, request.principal?.memberId ?? null) });
    },
  );
};
