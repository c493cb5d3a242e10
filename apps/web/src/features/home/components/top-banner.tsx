import { ko } from '@parking/shared/messages/ko';
import { useState } from 'react';
import { CloseIcon } from '../../../components/icons/icons';
import { useBrowserValue } from '../../../lib/browser-value';
import classes from '../home.module.css';

const KEY = 'parking.topBannerClosed';

function wasClosed(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(KEY) === 'Y';
  } catch {
    return false;
  }
}

/**
 * The closable top banner of the home (spec 1 §2.1); once closed it stays closed for the browser session. The page
 * the server renders shows it (React's server snapshot); a browser that closed it before hides it as soon as the
 * app has hydrated that page (decision 239).
 */
export function TopBanner() {
  const closedBefore = useBrowserValue(wasClosed, false);
  const [closedNow, setClosedNow] = useState(false);
  if (closedBefore || closedNow) return null;
  const close = () => {
    setClosedNow(true);
    try {
      globalThis.sessionStorage?.setItem(KEY, 'Y');
    } catch {
      // without storage the banner simply returns on the next visit
    }
  };
  return (
    <div className={classes.topBanner}>
      <p className={classes.topBannerText}>{ko.home.topBanner}</p>
      <button type="button" className={classes.iconButton} aria-label={ko.home.closeBanner} onClick={close}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
