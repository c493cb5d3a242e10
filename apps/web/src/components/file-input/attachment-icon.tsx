import { Text } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { PaperclipIcon } from '../icons/icons';

/** The paper-clip of list rows that have attachments. */
export function AttachmentIcon({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Text span role="img" aria-label={ko.content.web.board.hasAttachment} c="gray.7" display="inline-flex">
      <PaperclipIcon />
    </Text>
  );
}
