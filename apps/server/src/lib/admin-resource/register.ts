import type { Principal, Role } from '@parking/shared/auth/roles';
import {
  type AdminResourceContract,
  CLIENT_LIST_CAP,
  type EndpointDef,
  type HttpMethod,
  type ListAnswer,
  type ListPage,
  type ListWindow,
  type ResolvedEndpoint,
} from '@parking/shared/common/admin-resource';
import { type Domain, toDomain, toWire } from '@parking/shared/common/wire-names';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { requireRole } from '../../plugins/guards';
import type { UploadedFile } from '../../plugins/multipart';
import { AppError } from '../app-error';
import { type PiiRouteDeclaration, rowsAt } from '../pii-route';
import { sendDownload } from '../uploads';
import { documentConstrainedRoute, queryConstraint } from './query-constraint';

/**
 * Who may call a resource (decision 070). ROLE_ADMIN always sees every row; the roles of `ownRowsFor` pass the
 * guard too, and their handlers receive a scope limiting them to their own rows. Everyone else: anonymous 401,
 * logged in 403.
 */
export interface AccessPolicy {
  ownRowsFor: readonly Role[];
}

/** ROLE_ADMIN only (every admin screen of spec 3 §6 but two). */
export const ADMIN_ONLY: AccessPolicy = { ownRowsFor: [] };

/** ROLE_ADMIN, or these roles limited to their own rows (e.g. ROLE_STORE on the access log, spec 3 §6). */
export function adminOrOwnRows(...roles: Role[]): AccessPolicy {
  return { ownRowsFor: roles };
}

/** Which rows a caller may see or change: all (ROLE_ADMIN) or only those of one member. */
export type RowScope = { kind: 'all' } | { kind: 'own'; memberId: string };

/** What a handler gets besides its deps and validated input. */
export interface AdminContext<P> {
  principal: Principal;
  scope: RowScope;
  /** validated path parameters (e.g. `{ bbsCd }`) */
  params: P;
  /** file parts of a multipart write (only on endpoints declaring attachments) */
  files: UploadedFile[];
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A stored file a download endpoint sends. */
export type StoredFile = Parameters<typeof sendDownload>[1];

// Handlers live behind the contract boundary: they get the input and give the answer in domain names, the kit
// maps the spec's wire names once on the way in and out (shared/common/wire-names.ts, decision 206).
type InputOf<E> = E extends { input: infer I extends z.ZodType } ? Domain<z.output<I>> : never;
type RowOf<E> = E extends { answer: ListAnswer<infer R> } ? Domain<z.input<R>> : never;
type AnswerOf<E> = E extends { answer: infer A extends z.ZodType } ? Domain<z.input<A>> : unknown;
type ParamsOf<C> =
  C extends AdminResourceContract<Record<string, EndpointDef>, infer P>
    ? P extends z.ZodType
      ? z.output<P>
      : Record<string, never>
    : never;

type Handler<D, P, I, O> = (deps: D, input: I, ctx: AdminContext<P>) => Promise<O>;

/** list and excel return a page (the kit places it under the spec's keys), download a stored file. */
type HandlerOf<D, P, K, E> = K extends 'list' | 'excel'
  ? E extends { answer: ListAnswer<z.ZodType> }
    ? Handler<D, P, InputOf<E>, ListPage<RowOf<E>>>
    : Handler<D, P, InputOf<E>, AnswerOf<E>>
  : K extends 'download'
    ? Handler<D, P, InputOf<E>, StoredFile>
    : Handler<D, P, InputOf<E>, AnswerOf<E>>;

type Endpoints<C> = C extends AdminResourceContract<infer E> ? E : never;

/** One handler per endpoint of the contract; excel falls back to list. */
export type AdminHandlers<D, C extends AdminResourceContract> = {
  [K in Exclude<keyof Endpoints<C>, 'excel'>]: HandlerOf<D, ParamsOf<C>, K, Endpoints<C>[K]>;
} & {
  [K in Extract<keyof Endpoints<C>, 'excel'>]?: HandlerOf<D, ParamsOf<C>, K, Endpoints<C>[K]>;
};

export interface AdminResourceDescription<D, C extends AdminResourceContract> {
  /** paths, methods, parameters and answers (packages/shared) */
  contract: C;
  access: AccessPolicy;
  /** endpoints whose access differs from the resource's */
  endpointAccess?: { [K in keyof Endpoints<C>]?: AccessPolicy };
  /** the services' dependencies, made per request */
  deps: () => D;
  /**
   * endpoints that share their path and method with another resource's and answer only requests whose query
   * carries this `name=value` (decision 150, e.g. `{ list: 'smu=true' }`)
   */
  queryConstraints?: { [K in keyof Endpoints<C>]?: string };
  /**
   * endpoints whose answers carry personal data (decision 183): each successful answer writes an access record
   * (lists and exports count their rows; custom endpoints name their action)
   */
  personalData?: { [K in keyof Endpoints<C>]?: PersonalData };
  handlers: AdminHandlers<D, C>;
}

/** How an endpoint carrying personal data is recorded; the action defaults from the endpoint's kind. */
export type PersonalData = Omit<PiiRouteDeclaration, 'action'> & { action?: PiiRouteDeclaration['action'] };

const PII_ACTION: Record<string, PiiRouteDeclaration['action']> = {
  list: 'LIST',
  view: 'VIEW',
  excel: 'EXPORT',
  download: 'DOWNLOAD',
};

function piiOf(name: string, endpoint: ResolvedEndpoint<EndpointDef>, d: PersonalData): PiiRouteDeclaration {
  const action = d.action ?? PII_ACTION[name];
  if (!action) throw new Error(`admin resource ${endpoint.path}: personal data of ${name} needs an action`);
  const rows = d.rows ?? (isListAnswer(endpoint.answer) ? rowsAt(endpoint.answer.keys.rows) : undefined);
  return { ...d, action, ...(rows ? { rows } : {}) };
}

/** Route metadata of every kit route (the access-matrix test and OpenAPI read it). */
export interface AdminRouteMeta {
  endpoint: string;
  kind: 'list' | 'view' | 'insert' | 'update' | 'delete' | 'download' | 'excel' | 'action';
  roles: readonly Role[];
  ownRows: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    adminResource?: AdminRouteMeta;
  }
}

const KINDS = new Set(['list', 'view', 'insert', 'update', 'delete', 'download', 'excel']);

function isListAnswer(a: unknown): a is ListAnswer<z.ZodType> {
  return typeof a === 'object' && a !== null && 'wrap' in a && 'schema' in a;
}

function scopeOf(principal: Principal): RowScope {
  return principal.authorCode === 'ROLE_ADMIN'
    ? { kind: 'all' }
    : { kind: 'own', memberId: principal.memberId };
}

type AnyHandler = (deps: unknown, input: unknown, ctx: AdminContext<unknown>) => Promise<unknown>;

/**
 * Registers every endpoint of a contract (decision 070): the guard of its access policy, the zod schemas of
 * its input and answer, multipart limits for attachments, and a thin handler calling one service. Lists answer
 * under the spec's keys; excel answers the whole filtered list (up to CLIENT_LIST_CAP) in the list's shape;
 * download streams the stored file.
 */
export function registerAdminResource<D, C extends AdminResourceContract>(
  app: FastifyInstance,
  description: AdminResourceDescription<D, C>,
): void {
  const { contract } = description;
  const handlers = description.handlers as unknown as Record<string, AnyHandler | undefined>;
  const endpoints = contract.endpoints as Record<string, ResolvedEndpoint<EndpointDef>>;
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const handler = handlers[name] ?? (name === 'excel' ? handlers.list : undefined);
    if (!handler) throw new Error(`admin resource ${endpoint.path}: no handler for ${name}`);
    const access = (description.endpointAccess as Record<string, AccessPolicy> | undefined)?.[name];
    const policy = access ?? description.access;
    const pair = (description.queryConstraints as Record<string, string> | undefined)?.[name];
    const constraints = pair ? queryConstraint(app, pair) : undefined;
    for (const method of endpoint.methods) {
      if (pair) {
        const shape = (endpoint.input as { shape?: Record<string, unknown> }).shape ?? {};
        documentConstrainedRoute({
          method,
          url: endpoint.path,
          pair,
          params: Object.keys(shape),
          summary: endpoint.summary,
        });
      }
      const personal = (description.personalData as Record<string, PersonalData> | undefined)?.[name];
      const pii = personal ? piiOf(name, endpoint, personal) : undefined;
      const options = routeOf(name, endpoint, method, policy, contract, pii, (request, reply) => {
        const principal = request.principal;
        // the guard already refused anonymous callers; this keeps the type honest
        if (!principal) throw new AppError('UNAUTHORIZED', 401);
        const ctx: AdminContext<unknown> = {
          principal,
          scope: scopeOf(principal),
          params: request.params,
          files: endpoint.attachments ? request.uploadedFiles : [],
          request,
          reply,
        };
        const input = method === 'GET' ? request.query : request.body;
        return run(name, endpoint, handler, description.deps(), input, ctx);
      });
      // a constrained route shares its path with another: documented on that one (mergeConstrainedRoutes)
      if (constraints) app.route({ ...options, constraints, schema: { ...options.schema, hide: true } });
      else app.route(options);
    }
  }
}

async function run(
  name: string,
  endpoint: ResolvedEndpoint<EndpointDef>,
  handler: AnyHandler,
  deps: unknown,
  input: unknown,
  ctx: AdminContext<unknown>,
): Promise<unknown> {
  const domainInput = toDomain(input);
  if (name === 'download')
    return sendDownload(ctx.reply, (await handler(deps, domainInput, ctx)) as StoredFile);
  const whole: ListWindow = { firstIndex: 0, recordCountPerPage: CLIENT_LIST_CAP };
  const result = toWire(
    await handler(deps, name === 'excel' ? { ...(domainInput as object), ...whole } : domainInput, ctx),
  );
  if ((name === 'list' || name === 'excel') && isListAnswer(endpoint.answer)) {
    return endpoint.answer.wrap(result as ListPage<unknown>);
  }
  return result;
}

function routeOf(
  name: string,
  endpoint: ResolvedEndpoint<EndpointDef>,
  method: HttpMethod,
  policy: AccessPolicy,
  contract: AdminResourceContract,
  pii: PiiRouteDeclaration | undefined,
  handler: RouteOptions['handler'],
): RouteOptions {
  const answer = isListAnswer(endpoint.answer) ? endpoint.answer.schema : endpoint.answer;
  const meta: AdminRouteMeta = {
    endpoint: name,
    kind: KINDS.has(name) ? (name as AdminRouteMeta['kind']) : 'action',
    roles: ['ROLE_ADMIN', ...policy.ownRowsFor],
    ownRows: policy.ownRowsFor.length > 0,
  };
  return {
    method,
    url: endpoint.path,
    onRequest: requireRole('ROLE_ADMIN', ...policy.ownRowsFor),
    config: {
      adminResource: meta,
      ...(pii ? { pii } : {}),
      ...(endpoint.attachments
        ? {
            multipart: {
              maxFiles: endpoint.attachments,
              ...(endpoint.attachmentTooLarge ? { tooLarge: endpoint.attachmentTooLarge } : {}),
            },
          }
        : {}),
    },
    schema: {
      tags: [contract.tag],
      summary: endpoint.summary,
      ...(contract.params ? { params: contract.params } : {}),
      ...(method === 'GET' ? { querystring: endpoint.input } : { body: endpoint.input }),
      ...(answer ? { response: { 200: answer } } : {}),
    },
    handler,
  };
}
