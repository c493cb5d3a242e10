import { randomUUID } from 'node:crypto';
import { ko } from '@parking/shared/messages/ko';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../db/client';
import type { FileStorage } from '../integrations/storage/storage';
import { MAX_UPLOAD_BYTES } from '../plugins/multipart';
import { AppError } from './app-error';
import { type AttachmentRow, deleteAttachmentRow, insertAttachment } from './attachments.repository';

export { MAX_UPLOAD_BYTES };

/** The file types the spec allows somewhere (attachments: all five; images: the first four). */
export type UploadType = 'jpeg' | 'jpg' | 'png' | 'gif' | 'pdf';

/** The allowed sets the spec names. */
export const ATTACHMENT_TYPES: readonly UploadType[] = ['jpeg', 'jpg', 'png', 'gif', 'pdf'];
export const IMAGE_TYPES: readonly UploadType[] = ['jpeg', 'jpg', 'png', 'gif'];

/** What the content (magic bytes) says the file is. */
export type DetectedKind = 'jpeg' | 'png' | 'gif' | 'pdf';

export interface UploadCandidate {
  /** the name the browser sent */
  filename: string;
  /** the type the browser claimed (informative only) */
  mimetype?: string;
  bytes: Buffer;
}

export interface CheckedUpload {
  /** lower-case extension taken from the name (one of the allowed) */
  ext: UploadType;
  /** what the content is */
  kind: DetectedKind;
  /** the MIME type we serve it with (from the content, never from the browser) */
  contentType: string;
  size: number;
  /** the original name, reduced to its last path segment, control characters removed, ≤ 200 chars */
  viewNm: string;
}

export const CONTENT_TYPES: Record<DetectedKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The kind of a file by its first bytes, or null when it is none of the allowed kinds. */
export function detectKind(bytes: Buffer): DetectedKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (bytes.length >= 6) {
    const head = bytes.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

/** The extension kind: jpg and jpeg are both JPEG. */
function kindOfExt(ext: UploadType): DetectedKind {
  return ext === 'jpg' ? 'jpeg' : ext;
}

/** The last path segment of a browser file name, without control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...cleaned].slice(-200).join('');
}

function typeMessage(allowed: readonly UploadType[]): string {
  const set = new Set(allowed);
  if (!set.has('pdf')) return ko.content.upload.imageTypes;
  return ko.content.upload.attachmentTypes;
}

export interface CheckUploadOptions {
  /** the message for a wrong type (default: the spec's message for the allowed set) */
  typeMessage?: string;
  /** the field the error is reported on */
  field?: string;
}

/**
 * Checks a file against the spec's rules: the extension is one of `allowed`, the content (magic bytes)
 * is of the same kind, and it has at most 2,000,000 bytes. Throws AppError 400 with the spec's Korean
 * message ('최대 2MB까지 업로드할 수 있습니다.' / the type message) otherwise.
 */
export function checkUpload(
  file: UploadCandidate,
  allowed: readonly UploadType[],
  options: CheckUploadOptions = {},
): CheckedUpload {
  const field = options.field ?? 'file';
  const wrongType = () => {
    const message = options.typeMessage ?? typeMessage(allowed);
    return new AppError('UPLOAD_TYPE', 400, { [field]: [message] }, { message });
  };
  if (file.bytes.length > MAX_UPLOAD_BYTES) {
    throw new AppError('UPLOAD_TOO_LARGE', 400, { [field]: [ko.content.upload.tooLarge] });
  }
  if (file.bytes.length === 0) {
    throw new AppError(
      'UPLOAD_TYPE',
      400,
      { [field]: [ko.content.upload.empty] },
      {
        message: ko.content.upload.empty,
      },
    );
  }
  const viewNm = cleanFileName(file.filename);
  const dot = viewNm.lastIndexOf('.');
  if (dot === -1) throw wrongType();
  const ext = viewNm.slice(dot + 1).toLowerCase() as UploadType;
  if (!allowed.includes(ext)) throw wrongType();
  const kind = detectKind(file.bytes);
  if (!kind || kind !== kindOfExt(ext)) throw wrongType();
  return { ext, kind, contentType: CONTENT_TYPES[kind], size: file.bytes.length, viewNm };
}

/** What an attachment looks like to the browser (spec 3 §3 "Attachment"). */
export interface AttachmentDto {
  atchFileId: string;
  filePath: string;
  saveNm: string;
  viewNm: string;
  fileExt: string;
  repoId: string;
  fileSize: number;
  regDttm: string;
}

export function toAttachmentDto(row: AttachmentRow): AttachmentDto {
  return {
    atchFileId: row.atchFileId,
    filePath: row.filePath,
    saveNm: row.saveNm,
    viewNm: row.viewNm,
    fileExt: row.fileExt,
    repoId: row.repoId,
    fileSize: row.fileSize,
    regDttm: row.regDttm.toISOString(),
  };
}

export interface AttachmentOwner {
  /** 'notice' | 'faq' | 'inquiry' | 'popup' | 'banner' | 'editor' | another area's kind */
  ownerKind: string;
  ownerId: string;
  /** uploader's member id, null when anonymous */
  regId: string | null;
}

/**
 * Stores a checked upload: the bytes go to the storage under a random name, a row to `attachments`.
 * Call inside the owner's transaction; when the row cannot be written the stored file is removed again.
 * (A transaction rolled back later leaves an unreferenced file behind, never a row without a file.)
 */
export async function saveAttachment(
  deps: { db: DbOrTx; storage: FileStorage },
  file: UploadCandidate,
  checked: CheckedUpload,
  owner: AttachmentOwner,
): Promise<AttachmentRow> {
  const ref = await deps.storage.put(file.bytes, { ext: checked.ext });
  try {
    return await insertAttachment(deps.db, {
      atchFileId: `FILE_${randomUUID().replaceAll('-', '')}`,
      ownerKind: owner.ownerKind,
      ownerId: owner.ownerId,
      repoId: ref.repoId,
      filePath: ref.filePath,
      saveNm: ref.saveNm,
      viewNm: checked.viewNm,
      fileExt: ref.fileExt,
      fileSize: checked.size,
      regId: owner.regId,
    });
  } catch (err) {
    await deps.storage.delete(ref).catch(() => {});
    throw err;
  }
}

/** Deletes an attachment row and its stored file. */
export async function removeAttachment(
  deps: { db: DbOrTx; storage: FileStorage },
  row: AttachmentRow,
): Promise<void> {
  await deleteAttachmentRow(deps.db, row.atchFileId);
  await deps.storage.delete(row).catch(() => {});
}

/** Removes stored files whose rows were already deleted (errors ignored: a leftover file is harmless). */
export async function removeStoredFiles(storage: FileStorage, rows: AttachmentRow[]): Promise<void> {
  for (const row of rows) await storage.delete(row).catch(() => {});
}

const EXT_CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** The MIME type an attachment is served with (by its checked extension; anything else is a download). */
export function contentTypeOf(fileExt: string): string {
  return EXT_CONTENT_TYPES[fileExt.toLowerCase()] ?? 'application/octet-stream';
}

/** An ASCII-only stand-in for a file name: non-ASCII and unsafe characters become '_'. */
export function asciiFileName(name: string): string {
  const ascii = name
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\;%]/g, '_')
    .trim();
  return ascii === '' ? 'download' : ascii;
}

/** RFC 5987 percent-encoding (encodeURIComponent plus the characters it leaves alone but attr-char forbids). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment; filename="<ascii fallback>"; filename*=UTF-8''<percent-encoded name>` */
export function contentDisposition(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const clean = cleanFileName(name) || 'download';
  return `${disposition}; filename="${asciiFileName(clean)}"; filename*=UTF-8''${rfc5987(clean)}`;
}

/**
 * Sends a stored attachment as a download: its bytes from the storage, a safe Content-Disposition with the
 * Korean name intact, nosniff and no caching by shared caches. 404 FILE_NOT_FOUND when the file is gone.
 */
export async function sendDownload(
  reply: FastifyReply,
  attachment: Pick<AttachmentRow, 'repoId' | 'filePath' | 'saveNm' | 'fileExt' | 'viewNm'>,
  options: { storage?: FileStorage; disposition?: 'attachment' | 'inline'; cacheControl?: string } = {},
): Promise<FastifyReply> {
  const storage = options.storage ?? reply.server.storage;
  const bytes = await storage.get(attachment);
  if (!bytes) throw new AppError('FILE_NOT_FOUND', 404);
  return reply
    .header('content-type', contentTypeOf(attachment.fileExt))
    .header('content-disposition', contentDisposition(attachment.viewNm, options.disposition))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', options.cacheControl ?? 'private, no-store')
    .header('content-length', String(bytes.length))
    .send(bytes);
}
