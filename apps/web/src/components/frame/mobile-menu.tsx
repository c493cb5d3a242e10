import { Accordion, Drawer } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { ko } from '@parking/shared/messages/ko';
import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../lib/session-store';
import { MenuIcon } from '../icons/icons';
import { AuthActions } from './auth-actions';
import classes from './frame.module.css';
import { useFrameConfig } from './frame-config';
import { MenuLinks } from './menu-links';
import { mobileMenu, visibleMenu } from './menu-tree';

/** Widths above this use the desktop frame (spec 1 §9: mobile menu breakpoint 1024 px). */
export const MOBILE_BREAKPOINT = 1024;

/**
 * The mobile slide menu (spec 1 §2.2): a hamburger opens a panel with the login/logout actions and an accordion
 * of the sections parking, prepayment, reduction, service, information board, my page, admin and system.
 * When the window grows past 1024 px the open sections collapse and the panel closes.
 */
export function MobileMenu() {
  const session = useSession();
  const { menu, mobileSections } = useFrameConfig();
  const sections = useMemo(
    () => mobileMenu(visibleMenu(session, menu), mobileSections),
    [session, menu, mobileSections],
  );
  const [opened, { open, close }] = useDisclosure(false);
  const [expanded, setExpanded] = useState<string[]>([]);

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
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={360}
        title={ko.frame.sitemap}
        closeButtonProps={{ 'aria-label': ko.frame.closeMenu, size: 'lg' }}
        classNames={{ title: classes.drawerTitle }}
      >
        <AuthActions variant="mobile" onAction={close} />
        <nav aria-label={ko.frame.mobileMenuTitle}>
          <Accordion
            multiple
            value={expanded}
            onChange={setExpanded}
            order={3}
            classNames={{ control: classes.accordionControl }}
          >
            {sections.map((section) => (
              <Accordion.Item key={section.id} value={section.id}>
                <Accordion.Control>{section.label}</Accordion.Control>
                <Accordion.Panel>
                  <MenuLinks nodes={section.children ?? []} onNavigate={close} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </nav>
      </Drawer>
    </>
  );
}
