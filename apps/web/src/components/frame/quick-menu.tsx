import { ko } from '@parking/shared/messages/ko';
import type { ComponentType } from 'react';
import { Link } from '../../lib/router';
import { ChatIcon, MapIcon, TicketIcon, WonIcon } from '../icons/icons';
import classes from './frame.module.css';

/** The quick menu of spec 1 §2.2: map search, unpaid fee, season pass application, Q&A. */
export const QUICK_LINKS = [
  { to: '/map', label: ko.routes.map, Icon: MapIcon },
  { to: '/lookupunpaid', label: ko.menu.unpaid, Icon: WonIcon },
  { to: '/periodinfo', label: ko.menu.period, Icon: TicketIcon },
  { to: '/qnalist', label: ko.routes.qnalist, Icon: ChatIcon },
] as const;

export interface IconLink {
  to: string;
  label: string;
  Icon: ComponentType;
}

/** A labelled navigation of icon links (header quick menu, footer quick menu). */
export function IconLinkNav({
  links,
  label,
  className,
}: {
  links: readonly IconLink[];
  label: string;
  className?: string;
}) {
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {links.map(({ to, label: text, Icon }) => (
          <li key={to}>
            <Link to={to}>
              <Icon />
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function QuickMenu() {
  return <IconLinkNav links={QUICK_LINKS} label={ko.frame.quickMenu} className={classes.quick} />;
}
