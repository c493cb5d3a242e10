import { toWire } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { paymentsKo } from '@parking/shared/messages/ko/payments';
import {
  PAY_CATEGORIES,
  paymentLogRequestSchema,
  paymentLogResponseSchema,
  paymentOutcomeResponseSchema,
  paymentStartRequestSchema,
  paymentStartResponseSchema,
  RETURN_PAGE_OF,
  receiptResponseSchema,
} from '@parking/shared/payments/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { simulatedProviderRoutes } from '../../integrations/payments/simulated-page';
import { AppError } from '../../lib/app-error';
import { handleApprovalCallback } from './approval';
import type { PaymentsDeps, PaymentsWiring } from './core';
import { recordClientLog, recordRefusedInput } from './log';
import { getPaymentOutcome, getReceipt } from './receipt';
import { recordStartRefusal, startPayment } from './start';

const fieldsSchema = z.record(z.string(), z.unknown());
const callbackParamsSchema = z.object({ page: z.string().max(40), paymentId: z.string().max(100) });
const receiptQuerySchema = z.object({
  paymentId: z.string({ error: paymentsKo.v.paymentId }).trim().min(1, paymentsKo.v.paymentId).max(100),
  /** the car number: required for a payment made without login (decision 083) */
  carNo: z.string().max(20).optional(),
});

/** The origin the browser reached the portal at (default ports dropped); PUBLIC_BASE_URL overrides it. */
function origin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}/`).origin;
  } catch {
    return `${request.protocol}://localhost`;
  }
}

const CALLBACK_DESCRIPTION = [
  'The card provider posts `Tid` and `TrAuthKey` (form-urlencoded; GET with the same query parameters is accepted too).',
  'Answer: 303 to `/{page}?r=true&paymentId=…` when the payment is APPROVED, otherwise `/{page}?r=false&paymentId=…`',
  '(`&processing=true` while the approval outcome is still unknown). An unknown paymentId or a page that is not',
  `the category's (${PAY_CATEGORIES.map((c) => `${c} → ${RETURN_PAGE_OF[c]}`).join(', ')}) is refused with r=false`,
  'and leaves the payment untouched. A repeated callback answers the first outcome. Only a decline the provider',
  'confirms for this payment (its Mid and Moid) fails it; a Tid the provider does not know, or one already used by',
  'another payment, is refused (r=false), logged, and leaves the payment READY. Exempt from the CSRF origin check',
  '(the provider posts cross-site).',
].join(' ');

export interface PaymentsRoutesOptions {
  /** the provider's adapter and the categories' handlers, built once by the app's composition */
  payments: PaymentsWiring;
}

/** Card payments (spec 2 §4 "Card payment flow", §7 "Card payment"; DESIGN §5 "Payments"). */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, opts) => {
  const config = app.config.payment;
  // Per client IP and minute: starts as configured; callbacks (the payer's browser posts them), browser log
  // entries and receipts a multiple of it.
  const perMinute = {
    start: config.startsPerMinute,
    callback: config.startsPerMinute * 2,
    clientLog: config.startsPerMinute * 2,
    receipt: config.startsPerMinute * 4,
  };
  const deps: PaymentsDeps = { ...opts.payments, db: app.db, config, log: app.log };

  if (config.provider === 'simulated') {
    if (app.config.nodeEnv === 'production')
      app.log.warn(
        'PAYMENT_PROVIDER=simulated in production: test cards are approved without any real payment',
      );
    await app.register(simulatedProviderRoutes(config));
  }

  // Requests refused at the input boundary (NUL, unpaired surrogates: plugins/input-guard) never reach the
  // handlers; their attempt is still written to the payment log, sanitised (issue 12 §12: no audit row dropped).
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof AppError) || error.message !== ko.validation.invalidCharacters) return;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const fields = { ...((request.query ?? {}) as object), ...((request.body ?? {}) as object) } as Record<
      string,
      unknown
    >;
    const paymentId = [params.paymentId, fields.paymentId].find((v) => typeof v === 'string');
    await recordRefusedInput(deps, {
      route: request.routeOptions.url ?? '',
      method: request.method,
      paymentId: typeof paymentId === 'string' ? paymentId : null,
      fields,
      ip: request.ip,
    });
  });

  app.post(
    '/api/smartropay/payment',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Start a card payment (multipart, form or JSON: amount, inOutId, payCategory, isStatus, memberInfoId, carNumber, streetItems, period)',
        description:
          'The amount is computed on the server by the category (PRESETTLEMENT, DEFAULT, STREET, TIMEDISCOUNT with ' +
          '`inOutId` = the lot and `period` = the minutes; COMMUTATION_TICKET with `period` = the season-pass periodId). ' +
          'A different `amount` → 400 PAYMENT_AMOUNT_MISMATCH; ' +
          'nothing to pay → 400 PAYMENT_NOTHING_TO_PAY; every refusal is logged. The answer carries the signed provider ' +
          'form: post `form` to `actionUrl` in the 650×416 popup with `charset` (simulated provider), or with ' +
          "Smartro's SDK at `actionUrl` in `mode` (smartro). The session's member, if any, owns the payment.",
        body: paymentStartRequestSchema,
        response: { 200: paymentStartResponseSchema },
      },
      attachValidation: true,
      preValidation: async (request) => {
        await app.rateLimit.hit(`payment-start:${request.ip}`, perMinute.start, 60);
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        await recordStartRefusal(deps, (request.body ?? {}) as Record<string, unknown>, request.ip);
        throw request.validationError;
      }
      reply.header('cache-control', 'no-store');
      return startPayment(deps, request.body, {
        principal: request.principal,
        now: new Date(),
        ip: request.ip,
        requestOrigin: origin(request),
        mallIp: request.socket.localAddress ?? '',
      });
    },
  );

  const callback = async (request: FastifyRequest, fields: Record<string, unknown>) => {
    const { page, paymentId } = request.params as z.infer<typeof callbackParamsSchema>;
    return handleApprovalCallback(deps, { page, paymentId, fields, ip: request.ip, method: request.method });
  };
  const callbackLimit = async (request: FastifyRequest) => {
    await app.rateLimit.hit(`payment-callback:${request.ip}`, perMinute.callback, 60);
  };

  app.post(
    '/api/smartropay/callApproval/:page/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Approval callback of the card provider (Tid, TrAuthKey) → 303 to the return page with r=true|false',
        description: CALLBACK_DESCRIPTION,
        params: callbackParamsSchema,
        body: fieldsSchema.optional(),
      },
      preValidation: callbackLimit,
    },
    async (request, reply) => {
      const a = await callback(request, request.body ?? {});
      return reply.header('cache-control', 'no-store').redirect(a.location, 303);
    },
  );

  app.get(
    '/api/smartropay/callApproval/:page/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Approval callback as GET (Tid, TrAuthKey in the query) → 303 to the return page with r=true|false',
        description: CALLBACK_DESCRIPTION,
        params: callbackParamsSchema,
        querystring: fieldsSchema,
      },
      preValidation: callbackLimit,
    },
    async (request, reply) => {
      const a = await callback(request, request.query);
      return reply.header('cache-control', 'no-store').redirect(a.location, 303);
    },
  );

  app.post(
    '/api/smartro/insertPaymentLog.json',
    {
      schema: {
        tags: ['payments'],
        summary: "The browser's copy of the payment form, stored as a CLIENT payment log (any fields)",
        description:
          'Form, multipart or JSON object; at most 100 fields and 16,000 characters of JSON (else 400), bodies over 64 KB → 413. ' +
          'A `paymentId` field links the entry to its payment.',
        body: paymentLogRequestSchema,
        response: { 200: paymentLogResponseSchema },
      },
      bodyLimit: 64 * 1024,
      preValidation: async (request) => {
        await app.rateLimit.hit(`payment-log:${request.ip}`, perMinute.clientLog, 60);
      },
    },
    async (request) => recordClientLog(deps, request.body, request.ip),
  );

  app.get(
    '/api/payments/receipt.json',
    {
      schema: {
        tags: ['payments'],
        summary: 'Receipt of an APPROVED or CANCELLED payment (supply amount / VAT split, items, merchant)',
        description:
          'A payment started by a logged-in member is readable only by that member or ROLE_ADMIN (anonymous 401, ' +
          'another member 403); one made without login needs its paymentId and carNo (the car it paid for). ' +
          'Unknown, READY, APPROVING or FAILED, or a wrong carNo → 404 RECEIPT_NOT_FOUND.',
        querystring: receiptQuerySchema,
        response: { 200: receiptResponseSchema },
      },
      preValidation: async (request) => {
        await app.rateLimit.hit(`payment-receipt:${request.ip}`, perMinute.receipt, 60);
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toWire(await getReceipt(deps, request.query.paymentId, request.principal, request.query.carNo));
    },
  );

  app.get(
    '/api/payments/outcome.json',
    {
      schema: {
        tags: ['payments'],
        summary:
          "A payment's outcome for its return page: status and, when declined, the card provider's reason",
        description:
          'The paymentId (22 random characters, known only to the payer) is the key; no personal data is answered. ' +
          'Unknown id → 404 PAYMENT_NOT_FOUND.',
        querystring: receiptQuerySchema.pick({ paymentId: true }),
        response: { 200: paymentOutcomeResponseSchema },
      },
      preValidation: async (request) => {
        await app.rateLimit.hit(`payment-receipt:${request.ip}`, perMinute.receipt, 60);
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPaymentOutcome(deps, request.query.paymentId);
    },
  );
};
