import { Anchor, Box, Modal, ScrollArea } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { HtmlContent } from '../../../components/html-content/html-content';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  html: string;
  width: number;
  height: number;
  linkUrl?: string;
}

/** Preview of a popup (spec 3 §2.8): a modal with the title and content at the popup's size. */
export function PopupPreview({ opened, onClose, title, html, width, height, linkUrl }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${ko.content.web.popup.preview}: ${title}`}
      size={Math.min(width, 1200) + 32}
      closeButtonProps={{ 'aria-label': ko.common.close }}
      centered
    >
      <ScrollArea.Autosize mah={Math.min(height, 640)} type="auto">
        <Box w="100%" maw={width}>
          <HtmlContent html={html} />
        </Box>
      </ScrollArea.Autosize>
      {linkUrl && (
        <Anchor href={linkUrl} target="_blank" rel="noopener noreferrer" size="sm" mt="sm" display="block">
          {linkUrl}
        </Anchor>
      )}
    </Modal>
  );
}
