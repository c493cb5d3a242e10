import { BUSINESS_FILE_EXTENSIONS, BUSINESS_FILE_MAX_BYTES } from '@parking/shared/accounts/rules';
import { ko } from '@parking/shared/messages/ko';

/** What the file input accepts (spec 1 §5, §9). */
export const ATTACHMENT_ACCEPT = BUSINESS_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * The message refusing a business document, or null when it may be sent: types jpeg/jpg/png/gif/pdf by
 * extension, anything above 2,000,000 bytes refused with '최대 2MB까지 업로드할 수 있습니다.' (the label
 * states the same limit, decision 194). The server checks the content again.
 */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot === -1 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(BUSINESS_FILE_EXTENSIONS as readonly string[]).includes(ext)) return ko.accounts.v.fileType;
  if (file.size > BUSINESS_FILE_MAX_BYTES) return ko.accounts.v.fileTooLarge;
  return null;
}
