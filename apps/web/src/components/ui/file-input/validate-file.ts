import { UPLOAD_MAX_BYTES } from '@parking/shared/common/uploads';
/** The attachment limit: the portal's one upload limit, 2,000,000 bytes (decision 194). */
export const MAX_ATTACHMENT_BYTES = UPLOAD_MAX_BYTES;

/** Attachments of boards, questions and banners. */
export const ATTACHMENT_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'pdf'] as const;
/** Inline images of the rich-text editor and popups. */
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif'] as const;

const MIME_BY_EXT: Record<string, readonly string[]> = {
  jpeg: ['image/jpeg', 'image/pjpeg'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  pdf: ['application/pdf'],
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export type FileProblem = 'type' | 'size' | 'empty';

/**
 * Why a file may not be attached, or null. The extension must be allowed and the browser's type (when it
 * reports one) must agree with it; the server checks the content again.
 */
export function checkFile(
  file: File,
  allowed: readonly string[] = ATTACHMENT_EXTENSIONS,
  maxBytes = MAX_ATTACHMENT_BYTES,
): FileProblem | null {
  const ext = extensionOf(file.name);
  if (!allowed.includes(ext)) return 'type';
  const mimes = MIME_BY_EXT[ext] ?? [];
  if (file.type && !mimes.includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** Human size: '12.3 KB' (attachments are listed with their size in kb, spec 3 §2.7). */
export function formatFileSize(bytes: number | string | null | undefined): string {
  const n = Number(bytes);
  if (!Number.isFinite(n) || n < 0) return '';
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
