import { Anchor, Box, Button, Group, Paper, Text } from '@mantine/core';
import type { MainContentResponse } from '@parking/shared/content/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useEffect, useState } from 'react';
import { HtmlContent } from '../../../components/html-content/html-content';
import { hidePopupForToday, isPopupHidden } from '../lib/popup-cookie';

type Popup = MainContentResponse['popups'][number];

const t = ko.content.web.home;
const FOOTER = 44;

/** Keep a popup inside the window: its stored position and size, moved in or shrunk when the screen is smaller. */
export function placePopup(p: Pick<Popup, 'posX' | 'posY' | 'sizeX' | 'sizeY'>, vw: number, vh: number) {
  const width = Math.min(p.sizeX, vw - 16);
  const height = Math.min(p.sizeY + FOOTER, vh - 16);
  const left = Math.max(8, Math.min(p.posX, vw - width - 8));
  const top = Math.max(8, Math.min(p.posY, vh - height - 8));
  return { left, top, width, height };
}

const readViewport = () => ({ w: window.innerWidth || 1280, h: window.innerHeight || 800 });

function useViewport() {
  const [vp, setVp] = useState(readViewport);
  useEffect(() => {
    const on = () => setVp(readViewport());
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return vp;
}

/**
 * The active popups of the home (use flag Y, today within the posting period — chosen by the server), each
 * at its position and size, with '오늘 하루 보지 않기' (a one-day cookie) and '닫기'.
 */
export function MainPopups({ popups }: { popups: readonly Popup[] }) {
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const vp = useViewport();
  const visible = popups.filter((p) => !closed.has(p.popupId) && !isPopupHidden(String(p.popupId)));
  if (visible.length === 0) return null;

  const close = (id: number) => setClosed((prev) => new Set([...prev, id]));
  const hideToday = (id: number) => {
    hidePopupForToday(String(id));
    close(id);
  };

  return (
    <Box component="section" aria-label={t.popups}>
      {visible.map((p, i) => {
        const box = placePopup(p, vp.w, vp.h);
        const titleId = `main-popup-${p.popupId}`;
        return (
          <Paper
            key={p.popupId}
            role="dialog"
            aria-modal={false}
            aria-labelledby={titleId}
            shadow="xl"
            withBorder
            radius="sm"
            style={{
              position: 'fixed',
              left: box.left,
              top: box.top,
              width: box.width,
              height: box.height,
              zIndex: 190 + i,
              display: 'flex',
              flexDirection: 'column',
              overflow: 'hidden',
              background: 'var(--mantine-color-white)',
            }}
          >
            <Text id={titleId} fw={700} px="sm" py={6} bg="primary.6" c="white" size="sm" truncate>
              {p.title}
            </Text>
            <Box p="sm" style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
              <HtmlContent html={p.popupContents} />
              {p.linkUrl && (
                <Anchor
                  href={p.linkUrl}
                  size="sm"
                  mt="xs"
                  display="inline-block"
                  target={/^https?:/i.test(p.linkUrl) ? '_blank' : undefined}
                  rel="noopener noreferrer"
                >
                  {ko.content.web.popup.linkUrl}: {p.title}
                </Anchor>
              )}
            </Box>
            <Group justify="space-between" px="sm" py={6} bg="gray.8" gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray.0"
                c="white"
                onClick={() => hideToday(p.popupId)}
              >
                {t.hideToday}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                c="white"
                onClick={() => close(p.popupId)}
                aria-label={t.closePopup(p.title)}
              >
                {ko.common.close}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Box>
  );
}
