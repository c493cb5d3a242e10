import { ko } from '@parking/shared/messages/ko';
import { ApiError, api } from '../../lib/api-client';
import { checkFile, IMAGE_EXTENSIONS, MAX_ATTACHMENT_BYTES } from '../ui/file-input/validate-file';

/** The answer of POST /api/ckeditor/upload/image (spec 3 §7): `url`, or `error.message`. */
interface UploadAnswer {
  url?: string;
  error?: { message?: string };
}

export type UploadResult = { ok: true; url: string } | { ok: false; message: string };

/**
 * Upload one inline image (form field `upload`). PNG/JPEG/GIF only, checked here first
 * ('PNG/JPEG/GIF 형식만 가능합니다.'); a failure reads 'Couldn't upload file: {filename}' in Korean,
 * or the server's own message when it sent one.
 */
export async function uploadEditorImage(file: File): Promise<UploadResult> {
  const problem = checkFile(file, IMAGE_EXTENSIONS, MAX_ATTACHMENT_BYTES);
  if (problem === 'type') return { ok: false, message: ko.content.upload.imageTypes };
  if (problem === 'size') return { ok: false, message: ko.content.upload.tooLarge };
  if (problem === 'empty') return { ok: false, message: ko.content.upload.empty };

  const body = new FormData();
  body.append('upload', file, file.name);
  try {
    const res = await api.post<UploadAnswer>('/api/ckeditor/upload/image', undefined, { multipart: body });
    if (res && typeof res.url === 'string' && res.url) return { ok: true, url: res.url };
    const message = res?.error?.message;
    return { ok: false, message: message || ko.content.web.editor.uploadFailed(file.name) };
  } catch (e) {
    if (e instanceof ApiError && e.status > 0 && e.message) {
      // the server explained why (type, size): show its words
      return { ok: false, message: e.message };
    }
    return { ok: false, message: ko.content.web.editor.uploadFailed(file.name) };
  }
}
