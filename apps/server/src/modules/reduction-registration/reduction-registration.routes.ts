import { toDomain, toWire } from '@parking/shared/common/wire-names';
import {
  myRegistrationsAnswer,
  reductionApplyAnswer,
  reductionApplySchema,
} from '@parking/shared/reduction-registration/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { isCrossSite } from '../../plugins/csrf';
import { requireLogin } from '../../plugins/guards';
import { ticketHashOf } from '../signup';
import { applyReduction, myRegistrations } from './reduction-registration.service';

const APPLY_PER_MINUTE = 10;

/**
 * The public reduction pre-registration (decision 123). apply.json lives under /api/member because the
 * browser's verification ticket (cookie PPVERIFY, path /api/member) proves the applicant's phone.
 */
export const reductionRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/member/reduction/apply.json',
    {
      schema: {
        tags: ['reduction'],
        summary: 'Pre-register a reduction: car, owner, category, verified phone (+ proof document)',
        description:
          'Form or multipart (one jpeg/jpg/png/gif/pdf proof file `file`, at most 2,000,000 bytes). Needs the ' +
          'REDUCTION SMS verification of `mobile` in this browser within 30 minutes (send.json with ' +
          'purpose=REDUCTION, then pinNoChk.json). Entitled by the eligibility service → ACTIVE (a discount ' +
          'vehicle from today); document categories → PENDING for staff review; a car registered to another ' +
          'owner → 400 REDUCTION_OWNER_MISMATCH; a registry category without entitlement → 400 ' +
          'REDUCTION_NOT_ELIGIBLE. Nothing is written on any refusal.',
        body: reductionApplySchema,
        response: { 200: reductionApplyAnswer },
      },
      config: { multipart: { maxFiles: 1 } },
      onRequest: async (request) => {
        // The ticket cookie authenticates this write: it must come from this site.
        if (isCrossSite(request)) throw new AppError('CSRF', 403);
      },
      preValidation: async (request) => {
        await app.rateLimit.hit(`reduction-apply:${request.ip}`, APPLY_PER_MINUTE, 60);
      },
    },
    async (request) => {
      const file = request.uploadedFiles?.[0] ?? null;
      const result = await applyReduction(
        { db: app.db, notifier: app.notifier, storage: app.storage, log: request.log },
        toDomain(request.body),
        { ticketHash: ticketHashOf(request), principal: request.principal, file },
      );
      return toWire({ result });
    },
  );

  app.get(
    '/api/reduction/myRegistrations.json',
    {
      schema: {
        tags: ['reduction'],
        summary: 'The caller’s reduction pre-registrations (my-page)',
        response: { 200: myRegistrationsAnswer },
      },
      onRequest: requireLogin(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toWire({ resultList: await myRegistrations(app.db, request.principal?.memberId ?? '') });
    },
  );
};
