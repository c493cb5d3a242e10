import { ko } from '@parking/shared/messages/ko';
import { PaperclipIcon } from '../../icons/icons';

/** The paper-clip of list rows that have attachments. */
export function AttachmentIcon({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      role="img"
      aria-label={ko.content.web.board.hasAttachment}
      style={{ display: 'inline-flex', color: 'var(--mantine-color-gray-7)' }}
    >
      <PaperclipIcon />
    </span>
  );
}
