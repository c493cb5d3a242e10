import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@parking/shared/common/uploads';
import type { ErrorCode } from '@parking/shared/messages/ko';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** The portal's one upload limit, 2,000,000 bytes (spec 3 §5; its texts say so, decision 194). */
export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;

/** A file part of a multipart request, read into memory (at most MAX_UPLOAD_BYTES). */
export interface UploadedFile {
  /** form field name */
  fieldname: string;
  /** the name the browser sent (only ever shown back, never used as a path) */
  filename: string;
  /** the type the browser claimed (not trusted: lib/uploads.ts checks the content) */
  mimetype: string;
  bytes: Buffer;
}

/** Per-route limits: `config: { multipart: { maxFiles: 1 } }` in the route options. */
export interface MultipartRouteLimits {
  /** file parts allowed in the whole request (default 1: the spec uploads one file at a time) */
  maxFiles?: number;
  /** the error of a file over MAX_UPLOAD_BYTES (default UPLOAD_TOO_LARGE, the spec's '최대 20mb') */
  tooLarge?: ErrorCode;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** files of a multipart request (empty for other requests); text fields are in request.body */
    uploadedFiles: UploadedFile[];
  }
  interface FastifyContextConfig {
    multipart?: MultipartRouteLimits;
  }
}

const LIMITS = {
  /** one byte over the limit is enough to tell "too large" */
  fileSize: MAX_UPLOAD_BYTES + 1,
  /** a hard cap on file parts per request; routes lower it with config.multipart.maxFiles */
  files: 5,
  fields: 60,
  fieldNameSize: 100,
  /** rich HTML bodies (cts, popupContents) fit; a longer value is refused */
  fieldSize: 1024 * 1024,
  parts: 70,
  headerPairs: 200,
};

function tooLarge(code: ErrorCode = 'UPLOAD_TOO_LARGE'): AppError {
  return new AppError(code, 400, undefined);
}

/** Maps busboy / plugin errors to the Korean error shape (never a 500 for bad input). */
function toUploadError(err: unknown, tooLargeCode: ErrorCode | undefined): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(tooLargeCode);
    case 'FST_FILES_LIMIT':
      return new AppError('UPLOAD_TOO_MANY', 400);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('VALIDATION', 400);
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('BAD_REQUEST', 400);
    default:
      return new AppError('UPLOAD_MALFORMED', 400);
  }
}

/**
 * Reads the whole multipart request: text fields into a plain object (`request.body`, a repeated field
 * becomes an array of strings) so zod body schemas validate multipart forms exactly like form bodies,
 * and files into `request.uploadedFiles`. Limit breaches are answered with 400 and the spec's message.
 */
async function readMultipart(request: FastifyRequest): Promise<void> {
  const limits = request.routeOptions.config?.multipart;
  const maxFiles = limits?.maxFiles ?? 1;
  const body: Record<string, string | string[]> = Object.create(null);
  const files: UploadedFile[] = [];
  let fileCount = 0;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        fileCount += 1;
        if (fileCount > maxFiles) {
          // drain the rest so the parser can finish, then refuse
          part.file.resume();
          throw new AppError('UPLOAD_TOO_MANY', 400);
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated || bytes.length > MAX_UPLOAD_BYTES) throw tooLarge(limits?.tooLarge);
        // a file input left empty arrives as a part with no name and no bytes: not a file
        if (part.filename === '' && bytes.length === 0) continue;
        files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes });
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new AppError('VALIDATION', 400, { [part.fieldname]: ['입력값이 너무 깁니다.'] });
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      const existing = body[part.fieldname];
      if (existing === undefined) body[part.fieldname] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else body[part.fieldname] = [existing, value];
    }
  } catch (err) {
    throw toUploadError(err, limits?.tooLarge);
  }
  request.body = { ...body };
  request.uploadedFiles = files;
}

/**
 * @fastify/multipart, registered once. Every multipart request is read before validation;
 * routes find fields in `request.body` and files in `request.uploadedFiles`.
 */
export const multipartPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, { limits: LIMITS, throwFileSizeLimit: true });
    app.decorateRequest('uploadedFiles', {
      getter() {
        return (this as unknown as { _uploadedFiles?: UploadedFile[] })._uploadedFiles ?? [];
      },
      setter(value: UploadedFile[]) {
        (this as unknown as { _uploadedFiles?: UploadedFile[] })._uploadedFiles = value;
      },
    });
    // Synchronous for every request that is not multipart (no promise per request).
    app.addHook('preValidation', function multipartPreValidation(request, _reply, done) {
      if (!request.isMultipart()) {
        done();
        return;
      }
      readMultipart(request).then(() => done(), done);
    });
  },
  { name: 'multipart' },
);
