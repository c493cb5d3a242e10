import { useEffect, useRef } from 'react';
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
      <LotDetails lot={view.lot} available={view.available} level={view.level} distanceKm={view.distanceKm} />
    </section>
  );
}
