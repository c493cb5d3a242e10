import { POPUP_DEFAULTS } from '@parking/shared/content/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useState } from 'react';
import { HtmlContent } from '../../../components/html-content/html-content';
import { Anchor, Box, Button, Modal, ScrollArea } from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';

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

/** The preview button of the popup form: needs position and size ('위치, 크기를 입력하여주세요.'). */
export function PopupPreviewButton({ values }: { values: () => Record<string, unknown> }) {
  const [shown, setShown] = useState<Record<string, unknown> | null>(null);
  const open = async () => {
    const v = values();
    const filled = [v.posX, v.posY, v.sizeX, v.sizeY].every(
      (x) => String(x ?? '').trim() !== '' && Number(x) > 0,
    );
    if (!filled) {
      await showAlert(ko.content.web.popup.previewNeedsBox);
      return;
    }
    setShown(v);
  };
  return (
    <>
      <Button variant="outline" onClick={open}>
        {ko.content.web.popup.preview}
      </Button>
      <PopupPreview
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={String(shown?.title ?? '')}
        html={String(shown?.popupContents ?? '')}
        width={Number(shown?.sizeX) || POPUP_DEFAULTS.sizeX}
        height={Number(shown?.sizeY) || POPUP_DEFAULTS.sizeY}
        linkUrl={String(shown?.linkUrl ?? '')}
      />
    </>
  );
}
