import { errorMessage, ko } from '@parking/shared/messages/ko';
import type { ZodType } from 'zod';
import { getSession, subscribeSession } from './session-store';

/** Time after which a request is aborted (DESIGN §2: 30 s). */
export const API_TIMEOUT_MS = 30_000;

/** Every failed call rejects with this: the server's `{ code, message, fieldErrors? }` or a client-side cause. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly sessionExpired: boolean;

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors?: Record<string, string[]>,
    sessionExpired = false,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.sessionExpired = sessionExpired;
  }
}

/** Client-side codes (no server answer). */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const TIMEOUT = 'TIMEOUT';
export const BAD_RESPONSE = 'BAD_RESPONSE';

const networkMessage = errorMessage('NETWORK_ERROR');
const timeoutMessage = errorMessage('TIMEOUT');
const badResponseMessage = errorMessage('BAD_RESPONSE');

/** The error of an answer of the wrong shape, for an answer checked by hand (without zod, decisions 172, 225). */
export function badResponse(): ApiError {
  return new ApiError(0, BAD_RESPONSE, badResponseMessage);
}

/** How a request reaches the server: the browser's fetch. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Sends this client's requests another way. Only the server's own rendering of a page with its data (src/prerender,
 * decision 235) calls it: there the module runs in the server process, and a guest's requests go to the server
 * in-process.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler | null = null;
let expiryInProgress = false;

/**
 * Register what happens when an answer says `sessionExpired: true` (the app logs out, alerts and goes to
 * /loginmain). Several requests failing together trigger it once per session: the latch is reset when the
 * member logs in again (or by `resetSessionExpiry()` / registering a new handler).
 */
export function setSessionExpiredHandler(handler: SessionExpiredHandler | null): void {
  onSessionExpired = handler;
  expiryInProgress = false;
}

/** Allow the session-expired handler to run again (after the user logged in anew). */
export function resetSessionExpiry(): void {
  expiryInProgress = false;
}

subscribeSession(() => {
  if (getSession().isLogin) expiryInProgress = false;
});

function fireSessionExpired(): void {
  if (expiryInProgress) return;
  expiryInProgress = true;
  onSessionExpired?.();
}

type Params = Record<string, string | number | boolean | null | undefined>;

/**
 * How an answer is checked: a zod schema, or a function loading one (`() => import('…').then((m) => m.x)`).
 * A loaded schema is asked for when the request starts and arrives beside the answer: a screen whose first
 * answer needs no check (or a hand check) keeps zod off its first load.
 */
export type AnswerSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

export interface GetOptions<T> {
  params?: Params;
  schema?: AnswerSchema<T>;
  signal?: AbortSignal;
  /** extra request headers (e.g. Idempotency-Key of a GET that changes state, decision 101) */
  headers?: Record<string, string>;
}

export interface PostOptions<T> {
  /** true (default): application/x-www-form-urlencoded; false: JSON */
  form?: boolean;
  /** send this multipart body instead of `body` */
  multipart?: FormData;
  schema?: AnswerSchema<T>;
  signal?: AbortSignal;
}

function withParams(url: string, params?: Params): string {
  if (!params) return url;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    qs.append(k, String(v));
  }
  const s = qs.toString();
  if (!s) return url;
  return url + (url.includes('?') ? '&' : '?') + s;
}

function toForm(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
      if (v === undefined || v === null) continue;
      if (Array.isArray(v)) for (const item of v) form.append(k, String(item));
      else form.append(k, String(v));
    }
  }
  return form;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function defaultMessage(status: number): { code: string; message: string } {
  if (status === 400) return { code: 'BAD_REQUEST', message: errorMessage('BAD_REQUEST') };
  if (status === 401) return { code: 'UNAUTHORIZED', message: errorMessage('UNAUTHORIZED') };
  if (status === 403) return { code: 'FORBIDDEN', message: errorMessage('FORBIDDEN') };
  if (status === 404) return { code: 'NOT_FOUND', message: errorMessage('NOT_FOUND') };
  if (status === 429) return { code: 'TOO_MANY_REQUESTS', message: errorMessage('TOO_MANY_REQUESTS') };
  if (status === 503) return { code: 'SERVICE_UNAVAILABLE', message: errorMessage('SERVICE_UNAVAILABLE') };
  return { code: 'INTERNAL', message: errorMessage('INTERNAL') };
}

async function request<T>(
  url: string,
  init: RequestInit,
  answerSchema: AnswerSchema<T> | undefined,
  outer: AbortSignal | undefined,
): Promise<T> {
  const schemaLoad = typeof answerSchema === 'function' ? answerSchema() : answerSchema;
  // a load that fails is reported when the answer is checked, not as an unhandled rejection meanwhile
  if (schemaLoad instanceof Promise) schemaLoad.catch(() => undefined);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const relay = () => controller.abort();
  outer?.addEventListener('abort', relay);

  let res: Response;
  let text: string;
  try {
    res = await transport(url, {
      ...init,
      credentials: 'same-origin',
      signal: controller.signal,
      headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
    });
    text = await res.text();
  } catch (e) {
    if (timedOut) throw new ApiError(0, TIMEOUT, timeoutMessage);
    if (outer?.aborted) throw e; // the caller cancelled (e.g. react-query); keep the AbortError
    throw new ApiError(0, NETWORK_ERROR, networkMessage);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', relay);
  }

  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
      if (res.ok) throw new ApiError(res.status, BAD_RESPONSE, badResponseMessage);
    }
  }

  if (isRecord(data) && data.sessionExpired === true) {
    fireSessionExpired();
    throw new ApiError(
      res.status || 401,
      'SESSION_EXPIRED',
      typeof data.message === 'string' ? data.message : ko.auth.sessionExpired,
      undefined,
      true,
    );
  }

  if (!res.ok) {
    const fallback = defaultMessage(res.status);
    const code = isRecord(data) && typeof data.code === 'string' ? data.code : fallback.code;
    const message = isRecord(data) && typeof data.message === 'string' ? data.message : fallback.message;
    const fieldErrors =
      isRecord(data) && isRecord(data.fieldErrors)
        ? (data.fieldErrors as Record<string, string[]>)
        : undefined;
    throw new ApiError(res.status, code, message, fieldErrors);
  }

  let schema: ZodType<T> | undefined;
  try {
    schema = await schemaLoad;
  } catch {
    throw new ApiError(0, NETWORK_ERROR, networkMessage);
  }
  if (schema) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ApiError(res.status, BAD_RESPONSE, badResponseMessage);
    return parsed.data;
  }
  return data as T;
}

/** The one HTTP client of the SPA. Same-origin cookies, 30 s timeout, Korean errors, session expiry. */
export const api = {
  get<T = unknown>(url: string, opts: GetOptions<T> = {}): Promise<T> {
    return request(
      withParams(url, opts.params),
      { method: 'GET', ...(opts.headers ? { headers: opts.headers } : {}) },
      opts.schema,
      opts.signal,
    );
  },

  post<T = unknown>(url: string, body?: unknown, opts: PostOptions<T> = {}): Promise<T> {
    let init: RequestInit;
    if (opts.multipart) {
      // the browser sets the multipart boundary itself
      init = { method: 'POST', body: opts.multipart };
    } else if (opts.form === false) {
      init = {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      };
    } else {
      init = {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: toForm(body).toString(),
      };
    }
    return request(url, init, opts.schema, opts.signal);
  },
};

/** The message to show for any error thrown by a call (ApiError or unexpected). */
export function errorText(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  return errorMessage('INTERNAL');
}
