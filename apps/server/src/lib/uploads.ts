import { ko } from '@parking/shared/messages/ko';
import { MAX_UPLOAD_BYTES } from '../plugins/multipart';
import { AppError } from './app-error';

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
 * message ('최대 20mb까지 업로드할 수 있습니다.' / the type message) otherwise.
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
    throw new AppError('UPLOAD_TYPE', 400, { [field]: [ko.content.upload.empty] }, {
      message: ko.content.upload.empty,
    });
  }
  const viewNm = cleanFileName(file.filename);
  const dot = viewNm.lastIndexOf('.');
  if (dot <= 0 && dot !== 0) throw wrongType();
  const ext = viewNm.slice(dot + 1).toLowerCase() as UploadType;
  if (!allowed.includes(ext)) throw wrongType();
  const kind = detectKind(file.bytes);
  if (!kind || kind !== kindOfExt(ext)) throw wrongType();
  return { ext, kind, contentType: CONTENT_TYPES[kind], size: file.bytes.length, viewNm };
}
