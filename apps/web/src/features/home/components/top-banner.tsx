import { ko } from '@parking/shared/messages/ko';
import { useState } from 'react';
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
    <div className={classes.topBanner}>
      <p className={classes.topBannerText}>{ko.home.topBanner}</p>
      <button type="button" className={classes.iconButton} aria-label={ko.home.closeBanner} onClick={close}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
