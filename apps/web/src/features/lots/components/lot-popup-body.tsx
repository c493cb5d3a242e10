import { ko } from '@parking/shared/messages/ko';
import { useEffect, useRef } from 'react';
import { directionsUrl } from '../../../components/lot-data/lot-tariff';
import type { LotView } from '../lib/lot-view';
import { LotDetails } from './lot-details';
import classes from './lots.module.css';

/** Content of a marker popup. Takes the focus when it was opened from the keyboard or the lot list. */
export function LotPopupBody({ view, focusPopup }: { view: LotView; focusPopup: React.RefObject<boolean> }) {
  const title = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the popup opens
  useEffect(() => {
    if (!focusPopup.current) return;
    focusPopup.current = false;
    title.current?.focus();
  }, []);
  return (
    <section aria-labelledby={`lot-popup-${view.id}`}>
      <h2
        id={`lot-popup-${view.id}`}
        ref={title}
        tabIndex={-1}
        data-popup-title
        className={classes.popupTitle}
      >
        {view.lot.PARKING_NM}
      </h2>
      <LotDetails
        lot={view.lot}
        available={view.available}
        level={view.level}
        distanceKm={view.distanceKm}
        actions={
          <a
            className={classes.directions}
            href={directionsUrl(view.lot)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={ko.lots.detail.directionsLabel(view.lot.PARKING_NM)}
          >
            {ko.lots.detail.directions}
          </a>
        }
      />
    </section>
  );
}
