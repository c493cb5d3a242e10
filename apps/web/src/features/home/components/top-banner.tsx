import { CloseButton, Group, Text } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { useState } from 'react';

const KEY = 'parking.topBannerClosed';

function wasClosed(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(KEY) === 'Y';
  } catch {
    return false;
  }
}

/** The closable top banner of the home (spec 1 §2.1); once closed it stays closed for the browser session. */
export function TopBanner() {
  const [open, setOpen] = useState(() => !wasClosed());
  if (!open) return null;
  const close = () => {
    setOpen(false);
    try {
      globalThis.sessionStorage?.setItem(KEY, 'Y');
    } catch {
      // without storage the banner simply returns on the next visit
    }
  };
  return (
    <Group
      justify="center"
      wrap="nowrap"
      gap="sm"
      px="md"
      py="xs"
      bg="var(--mantine-primary-color-filled)"
      c="white"
    >
      <Text fw={600} ta="center" style={{ flex: 1 }}>
        {ko.home.topBanner}
      </Text>
      <CloseButton aria-label={ko.home.closeBanner} onClick={close} variant="transparent" c="white" />
    </Group>
  );
}
