import { toDomain, toWire } from '@parking/shared/common/wire-names';
import {
  EQUIPMENT_KEY_HEADER,
  equipmentEventResponseSchema,
  equipmentEventSchema,
} from '@parking/shared/lots/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EquipmentKeyRecord } from './parking-sessions.repository';
import { authenticateEquipmentKey, recordEntry, recordExit } from './parking-sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** the lot equipment key of an /api/equipment request */
    equipmentKey?: EquipmentKeyRecord;
  }
}

// Wrong keys are counted per client so a gate cannot be used to guess keys at speed.
const BAD_KEY_LIMIT_PER_MINUTE = 30;

/**
 * Equipment API for lot gates (LPR): entries and exits, authenticated per lot by `X-Api-Key`
 * (not by cookie, so CSRF-exempt), idempotent on (sectnId, eventId).
 */
export const parkingSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const description =
    'Header X-Api-Key: the key of the lot (issued with `npm run equipment:key -- issue --lot <id>`). ' +
    'Missing, unknown or revoked key → 401; an event of another lot → 403. The same (sectnId, eventId) again ' +
    'returns the first answer (replayed: true) and writes nothing; the same eventId with other content → 409.';

  // Authenticates before the body is validated: a caller without a key learns nothing about the body rules.
  const authenticate = async (request: import('fastify').FastifyRequest) => {
    const raw = request.headers[EQUIPMENT_KEY_HEADER];
    const key = Array.isArray(raw) ? raw[0] : raw;
    try {
      request.equipmentKey = await authenticateEquipmentKey(app.db, key);
    } catch (err) {
      await app.rateLimit.hit(`equipment-key:${request.ip}`, BAD_KEY_LIMIT_PER_MINUTE, 60);
      throw err;
    }
  };

  app.post(
    '/api/equipment/entries',
    {
      schema: {
        tags: ['parking-sessions'],
        summary: 'Lot gate: a car entered (JSON: sectnId, carNo, eventId, time)',
        description,
        body: equipmentEventSchema,
        response: { 200: equipmentEventResponseSchema },
      },
      preValidation: authenticate,
    },
    async (request) => toWire(await recordEntry(app.db, request.equipmentKey!, toDomain(request.body))),
  );

  app.post(
    '/api/equipment/exits',
    {
      schema: {
        tags: ['parking-sessions'],
        summary:
          'Lot gate: a car left (JSON: sectnId, carNo, eventId, time); an unpaid fee becomes an unpaid item',
        description: `${description} No open session of that car in the lot → 409.`,
        body: equipmentEventSchema,
        response: { 200: equipmentEventResponseSchema },
      },
      preValidation: authenticate,
    },
    async (request) => toWire(await recordExit(app.db, request.equipmentKey!, toDomain(request.body))),
  );
};
