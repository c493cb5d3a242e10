import type { MainContentResponse } from '@parking/shared/content/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useState } from 'react';
import { HtmlContent } from '../../../components/html-content/html-content';
import { useMediaQuery } from '../../../components/ui/hooks';
import classes from '../home.module.css';
import { hidePopupForToday, isPopupHidden } from '../lib/popup-cookie';

type Popup = MainContentResponse['popups'][number];

const t = ko.content.web.home;

/**
 * The order popups stack in: by their configured position, top to bottom, then left to right (the stored
 * X/Y are of the old full-window layer; inside the content area they decide the order and the side).
 */
export function stackOrder(popups: readonly Popup[]): Popup[] {
  return [...popups].sort((a, b) => a.posY - b.posY || a.posX - b.posX || a.popupId - b.popupId);
}

function PopupCard({
  p,
  phone,
  onClose,
  onHideToday,
}: {
  p: Popup;
  phone: boolean;
  onClose: () => void;
  onHideToday: () => void;
}) {
  const titleId = `main-popup-${p.popupId}`;
  const external = /^https?:/i.test(p.linkUrl);
  return (
    <div
      role="dialog"
      aria-modal={false}
      aria-labelledby={titleId}
      className={phone ? `${classes.popup} ${classes.popupPhone}` : classes.popup}
      // sized to its content: at most its configured width and height (the content scrolls beyond)
      style={phone ? undefined : { width: `min(100%, ${p.sizeX}px)` }}
      data-popup-id={p.popupId}
    >
      <p id={titleId} className={classes.popupTitle}>
        {p.title}
      </p>
      <div className={classes.popupBody} style={phone ? undefined : { maxHeight: p.sizeY }}>
        <HtmlContent html={p.popupContents} />
      </div>
      <div className={classes.popupBar}>
        <button type="button" className={classes.popupButton} onClick={onHideToday}>
          {t.hideToday}
        </button>
        <div className={classes.popupActions}>
          {p.linkUrl && (
            // the popup's link is its button (no raw address line)
            <a
              href={p.linkUrl}
              className={`${classes.popupButton} ${classes.popupPrimary}`}
              target={external ? '_blank' : undefined}
              rel="noopener noreferrer"
              aria-label={external ? t.popupOpenNew(p.title) : undefined}
            >
              {/* the link's text names its popup (read and indexed; a bare '자세히 보기' says nothing) */}
              <span className="sr-only">{p.title} </span>
              {t.popupOpen}
            </a>
          )}
          <button
            type="button"
            className={classes.popupButton}
            onClick={onClose}
            aria-label={t.closePopup(p.title)}
          >
            {ko.common.close}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The active popups of the home (use flag Y, today within the posting period — chosen by the server), with
 * '오늘 하루 보지 않기' (a one-day cookie) and '닫기'. On desktop they stack inside the content area, below the page
 * title and the first service row, each as wide as configured (or the column) and as tall as its content; on
 * phones the first one shows as a full-width notice in the page's flow below the service cards (closing it shows
 * the next), never over them: a layer or bottom sheet would hide the cards a citizen came for (issue 32).
 */
export function MainPopups({ popups }: { popups: readonly Popup[] }) {
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const visible = stackOrder(popups).filter(
    (p) => !closed.has(p.popupId) && !isPopupHidden(String(p.popupId)),
  );
  if (visible.length === 0) return null;

  const close = (id: number) => setClosed((prev) => new Set([...prev, id]));
  const hideToday = (id: number) => {
    hidePopupForToday(String(id));
    close(id);
  };
  const shown = phone ? visible.slice(0, 1) : visible;

  return (
    <section aria-label={t.popups} className={classes.popupStack}>
      {shown.map((p) => (
        <PopupCard
          key={p.popupId}
          p={p}
          phone={!!phone}
          onClose={() => close(p.popupId)}
          onHideToday={() => hideToday(p.popupId)}
        />
      ))}
    </section>
  );
}
