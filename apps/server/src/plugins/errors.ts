import { type ErrorCode, ko } from '@parking/shared/messages/ko';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type FieldErrors } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/db-errors';

export { AppError } from '../lib/app-error';

// Korean fallbacks for zod issues whose schema gave no message of its own (schema messages win).
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null
          ? ko.validation.required
          : ko.validation.invalidType;
      case 'too_big':
        return issue.origin === 'string' && typeof issue.maximum === 'number'
          ? ko.validation.tooLong(issue.maximum)
          : ko.validation.invalid;
      case 'too_small':
        return issue.origin === 'string' && issue.minimum === 1
          ? ko.validation.required
          : ko.validation.invalid;
      default:
        return ko.validation.invalid;
    }
  },
});

const STATUS_CODE: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** Sends an AppError as `{ code, message, fieldErrors? }`. */
export function sendAppError(reply: FastifyReply, err: AppError): FastifyReply {
  if (err.headers) reply.headers(err.headers);
  return reply.code(err.status).type('application/json; charset=utf-8').send(err.toBody());
}

/** Converts a fastify/zod validation failure into VALIDATION with fieldErrors keyed by field. */
function validationError(issues: { instancePath: string; message?: string | undefined }[]): AppError {
  const fieldErrors: FieldErrors = {};
  let first: string | undefined;
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message || ko.validation.invalid;
    first ??= message;
    if (!field) continue;
    const list = fieldErrors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    fieldErrors[field] = list;
  }
  const hasFields = Object.keys(fieldErrors).length > 0;
  return new AppError('VALIDATION', 400, hasFields ? fieldErrors : undefined, {
    message: hasFields ? first : ko.errors.VALIDATION,
  });
}

/** Maps any thrown value to an AppError; unknown errors become INTERNAL (logged, not exposed). */
export function toAppError(error: unknown, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return validationError(error.validation);
  const fe = error as Partial<FastifyError> | null;
  if (fe && typeof fe === 'object' && Array.isArray(fe.validation)) return validationError(fe.validation);
  if (fe && typeof fe === 'object' && !isResponseSerializationError(fe as object)) {
    const status = fe.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return new AppError(STATUS_CODE[status] ?? 'BAD_REQUEST', status);
    }
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ reqId: request.id, code: (error as { code?: unknown }).code }, 'database unavailable');
    return new AppError('SERVICE_UNAVAILABLE', 503, undefined, { headers: { 'retry-after': '5' } });
  }
  request.log.error({ err: error, reqId: request.id }, 'unhandled error');
  return new AppError('INTERNAL', 500);
}

/** The one error shape of every non-2xx answer. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const appError = toAppError(error, request);
      if (appError.status < 500)
        request.log.info({ code: appError.code, status: appError.status }, 'request refused');
      return sendAppError(reply, appError);
    });
  },
  { name: 'errors' },
);
