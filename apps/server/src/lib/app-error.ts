import { type ErrorCode, ko } from '@parking/shared/messages/ko';

/** Field name → messages, as in the error shape `{ code, message, fieldErrors? }`. */
export type FieldErrors = Record<string, string[]>;

const DEFAULT_STATUS: Partial<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  LOGIN_FAILED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  CSRF: 403,
  ACCOUNT_LOCKED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

export interface AppErrorOptions {
  /** overrides the catalog message (it must still come from messages/ko.ts) */
  message?: string;
  /** extra top-level fields of the answer, e.g. `{ sessionExpired: true }` */
  extra?: Record<string, unknown>;
  /** response headers, e.g. Retry-After */
  headers?: Record<string, string>;
}

/**
 * The one error services throw. The code maps to a Korean message in messages/ko.ts (ko.errors);
 * the error handler turns it into `{ code, message, fieldErrors? }` with the status.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, status?: number, fieldErrors?: FieldErrors, options: AppErrorOptions = {}) {
    super(options.message ?? ko.errors[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = status ?? DEFAULT_STATUS[code] ?? 400;
    this.fieldErrors = fieldErrors;
    this.extra = options.extra;
    this.headers = options.headers;
  }

  /** The JSON body of the answer. */
  toBody(): Record<string, unknown> {
    return {
      code: this.code,
      message: this.message,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      ...this.extra,
    };
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
