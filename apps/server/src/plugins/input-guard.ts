import { ko } from '@parking/shared/messages/ko';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldErrors } from '../lib/app-error';
import { hasBadCharacters } from '../lib/safe-text';

const MAX_DEPTH = 32;

/** Collects the dotted paths of every bad string (or key) under `value`. */
function collect(value: unknown, path: string, found: string[], depth: number): void {
  if (found.length >= 20) return;
  if (typeof value === 'string') {
    if (hasBadCharacters(value)) found.push(path);
    return;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) collect(v, path ? `${path}.${i}` : String(i), found, depth + 1);
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    // A bad key is reported under its container: the key itself cannot be echoed back.
    if (hasBadCharacters(k)) found.push(path);
    else collect(v, path ? `${path}.${k}` : k, found, depth + 1);
  }
}

/** The refusal for `request`, or null when its query, params and body are clean. */
export function badInput(request: Pick<FastifyRequest, 'query' | 'params' | 'body'>): AppError | null {
  const found: string[] = [];
  collect(request.params, '', found, 0);
  collect(request.query, '', found, 0);
  collect(request.body, '', found, 0);
  if (found.length === 0) return null;
  const message = ko.validation.invalidCharacters;
  const fieldErrors: FieldErrors = {};
  for (const field of found) if (field !== '') fieldErrors[field] = [message];
  return new AppError('VALIDATION', 400, Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined, {
    message,
  });
}

/**
 * Refuses NUL and unpaired surrogates anywhere in the input of every route — path parameters, query, body
 * (JSON, form, multipart text fields) — with 400 VALIDATION before validation and before any route hook or
 * handler runs (issue 12 §5, decision 077). Registered after the multipart plugin, whose preValidation hook
 * reads the multipart fields into the body.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', function inputGuard(request, _reply, done) {
      const refusal = badInput(request);
      done(refusal ?? undefined);
    });
  },
  { name: 'input-guard', dependencies: ['multipart'] },
);
