import { inquiryInsertResponseSchema } from '@parking/shared/inquiries/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface InquiryInsertInput {
  writer: string;
  title: string;
  content: string;
  nondisclosure: boolean;
  password?: string;
  passwordConfirm?: string;
  file: File | null;
}

/** POST /api/inquiry/insert (multipart: writer, title, content, nondisclosure, password, files). */
export function insertInquiry(v: InquiryInsertInput) {
  const body = new FormData();
  body.append('writer', v.writer);
  body.append('title', v.title);
  body.append('content', v.content);
  body.append('nondisclosure', String(v.nondisclosure));
  if (v.nondisclosure) {
    body.append('password', v.password ?? '');
    body.append('passwordConfirm', v.passwordConfirm ?? '');
  }
  if (v.file) body.append('files', v.file, v.file.name);
  return api.post('/api/inquiry/insert', undefined, { multipart: body, schema: inquiryInsertResponseSchema });
}

export function useInsertInquiry() {
  // the Q&A list (count and rows) and the back office's waiting count show the new question
  return useMutation({ mutationFn: insertInquiry, meta: { invalidates: [['inquiry'], ['admin-home']] } });
}
