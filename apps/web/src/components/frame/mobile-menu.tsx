import { ko } from '@parking/shared/messages/ko';
import { lazy, Suspense, useCallback, useState } from 'react';
import { MenuIcon } from '../icons/icons';
import { useDisclosure, useWindowEvent } from '../ui/hooks';
import classes from './frame.module.css';
import { useOnceTrue } from './use-once-true';

const MobileMenuDrawer = lazy(() =>
  import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })),
);

/** Widths above this use the desktop frame (spec 1 §9: mobile menu breakpoint 1024 px). */
export const MOBILE_BREAKPOINT = 1024;

/**
 * The mobile slide menu (spec 1 §2.2): a hamburger opens a panel with the login/logout actions and an accordion
 * of the sections parking, prepayment, reduction, service, information board, my page, admin and system.
 * When the window grows past 1024 px the open sections collapse and the panel closes.
 */
export function MobileMenu() {
  const [opened, { open, close }] = useDisclosure(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const used = useOnceTrue(opened);

  useWindowEvent(
    'resize',
    useCallback(() => {
      if (window.innerWidth > MOBILE_BREAKPOINT) {
        setExpanded([]);
        close();
      }
    }, [close]),
  );

  return (
    <>
      <button
        type="button"
        className={classes.hamburger}
        onClick={open}
        aria-label={ko.frame.openMenu}
        aria-haspopup="dialog"
        aria-expanded={opened}
      >
        <MenuIcon />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer opened={opened} close={close} expanded={expanded} setExpanded={setExpanded} />
        </Suspense>
      )}
    </>
  );
}
