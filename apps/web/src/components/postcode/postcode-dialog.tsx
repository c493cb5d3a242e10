import { ko } from '@parking/shared/messages/ko';
import { useEffect, useRef } from 'react';
import { Box, Modal } from '../ui/core';
import { MantineRoot } from '../ui/mantine-root/mantine-root';
import { type PostcodeConstructor, pickAddress } from './load-postcode';

/**
 * The Daum postcode widget in a dialog (Mantine's Modal), loaded when the visitor searches (postcode-field.tsx).
 * It brings Mantine's provider for a form built without Mantine; inside a Mantine screen it adds none.
 */
export default function PostcodeDialog({
  widget,
  onClose,
  onComplete,
}: {
  widget: PostcodeConstructor | null;
  onClose: () => void;
  onComplete: (value: { zipcode: string; address: string }) => void;
}) {
  return (
    <MantineRoot>
      <Modal
        opened={widget !== null}
        onClose={onClose}
        title={ko.postcode.dialogTitle}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': ko.common.close }}
      >
        {widget && <PostcodeEmbed ctor={widget} onComplete={onComplete} />}
      </Modal>
    </MantineRoot>
  );
}

function PostcodeEmbed({
  ctor,
  onComplete,
}: {
  ctor: PostcodeConstructor;
  onComplete: (value: { zipcode: string; address: string }) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.innerHTML = '';
    new ctor({
      oncomplete: (data) => onComplete(pickAddress(data)),
      width: '100%',
      height: '100%',
    }).embed(el, { autoClose: false });
  }, [ctor, onComplete]);
  return <Box ref={ref} h={460} />;
}
