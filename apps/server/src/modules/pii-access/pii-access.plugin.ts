import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PiiRouteDeclaration } from '../../lib/pii-route';
import { recordPiiAccess } from './pii-access.service';

/** A route declared as carrying personal data (`config.pii`). */
export interface PiiRoute {
  method: string;
  url: string;
  pii: PiiRouteDeclaration;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route registered after the plugin that declares `config.pii` (the records' test calls each) */
    piiRoutes: readonly PiiRoute[];
  }
}

/** Input fields whose values are themselves personal data: recorded as '*' (decision 112: never the data). */
const PERSONAL_FIELD = /keyword|carno|nm$|name|mobile|phone|tel|mail|addr|birth|reason/i;

/** Paging fields: not what was searched. */
const PAGING = new Set(['firstIndex', 'recordCountPerPage', 'pageIndex', 'pageUnit']);

/** The filters of a request, for the record's target: field names, their values where they are not personal. */
function filtersOf(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  return Object.entries(input as Record<string, unknown>)
    .filter(
      ([k, v]) => !PAGING.has(k) && v !== undefined && v !== '' && (typeof v !== 'object' || v === null),
    )
    .map(([k, v]) => `${k}=${PERSONAL_FIELD.test(k) ? '*' : String(v).slice(0, 40)}`)
    .join(' ');
}

/**
 * Personal-information access records for every route declaring `config.pii` (decision 183): after the
 * handler and before the answer is sent, one record of who (staff id, role, address), when, what (method,
 * path, filters), whose (one person's answers), how many rows and why (exports). A record that cannot be
 * written fails the answer: personal data never leaves without its record.
 */
export const piiAccessPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: PiiRoute[] = [];
    app.decorate('piiRoutes', routes);
    app.addHook('onRoute', (route) => {
      const pii = route.config?.pii;
      if (!pii) return;
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push({ method, url: route.url, pii });
    });
    app.addHook(
      'preSerialization',
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const pii = request.routeOptions.config?.pii;
        const staff = request.principal;
        if (!pii || (pii.recordedBy ?? 'route') !== 'route' || reply.statusCode >= 300 || !staff)
          return payload;
        // a member reading their own rows (a store's own authority row) is no access to others' data
        if (staff.empDiv !== 'EMP' && staff.authorCode !== 'ROLE_ADMIN') return payload;
        const input = ((request.method === 'GET' ? request.query : request.body) ?? {}) as Record<
          string,
          unknown
        >;
        await recordPiiAccess(app.db, {
          staff,
          ip: request.ip,
          subjectId: pii.subject?.(input, payload) ?? null,
          action: pii.action,
          target: `${request.method} ${request.routeOptions.url} ${filtersOf(input)}`.trim(),
          reason: typeof input.reason === 'string' ? input.reason : undefined,
          rows: pii.rows ? pii.rows(payload) : 1,
        });
        return payload;
      },
    );
  },
  { name: 'pii-access' },
);
