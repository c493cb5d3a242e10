import { ko } from '@parking/shared/messages/ko';
import { useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '../../../components/icons/icons';
import classes from '../home.module.css';

const KEY = 'parking.topBannerClosed';

function wasClosed(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(KEY) === 'Y';
  } catch {
    return false;
  }
}

/** sessionStorage has no change event within the tab: closing here is the banner's own state */
const subscribe = () => () => undefined;

/**
 * The closable top banner of the home (spec 1 §2.1); once closed it stays closed for the browser session. The page
 * rendered ahead shows it (the build cannot know): hydrating that page, React first takes it as open
 * (getServerSnapshot), then hides it if it was closed, instead of finding a mismatch (decision 209).
 */
export function TopBanner() {
  const closedEarlier = useSyncExternalStore(subscribe, wasClosed, () => false);
  const [closedHere, setClosedHere] = useState(false);
  if (closedEarlier || closedHere) return null;
  const close = () => {
    setClosedHere(true);
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
