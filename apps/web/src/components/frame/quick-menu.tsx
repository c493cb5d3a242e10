import { ko } from '@parking/shared/messages/ko';
import { Link } from 'react-router';
import classes from './frame.module.css';
import { ChatIcon, MapIcon, TicketIcon, WonIcon } from './icons';

/** The quick menu of spec 1 §2.2: map search, unpaid fee, season pass application, Q&A. */
export const QUICK_LINKS = [
  { to: '/map', label: ko.frame.quickMap, Icon: MapIcon },
  { to: '/lookupunpaid', label: ko.frame.quickUnpaid, Icon: WonIcon },
  { to: '/periodinfo', label: ko.frame.quickPeriod, Icon: TicketIcon },
  { to: '/qnalist', label: ko.frame.quickQna, Icon: ChatIcon },
] as const;

export function QuickMenu() {
  return (
    <nav className={classes.quick} aria-label={ko.frame.quickMenu}>
      <ul>
        {QUICK_LINKS.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to}>
              <Icon />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
