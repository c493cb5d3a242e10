import { ko } from '@parking/shared/messages/ko';
import { useMemo } from 'react';
import { useKnownSession } from '../../lib/session-store';
import { Accordion, Drawer } from '../ui/core';
import { MantineRoot } from '../ui/mantine-root/mantine-root';
import { AuthActions } from './auth-actions';
import classes from './frame.module.css';
import { useFrameConfig } from './frame-config';
import { MenuLinks } from './menu-links';
import { mobileMenu, visibleMenu } from './menu-tree';
import { useOpenedAfterMount } from './use-once-true';

/** The slide menu's panel, loaded with the first press of the hamburger (not on the first page; decision 086). */
export function MobileMenuDrawer({
  opened,
  close,
  expanded,
  setExpanded,
}: {
  opened: boolean;
  close: () => void;
  expanded: string[];
  setExpanded: (value: string[]) => void;
}) {
  const shown = useOpenedAfterMount(opened);
  const session = useKnownSession();
  const { menu, mobileSections } = useFrameConfig();
  const sections = useMemo(
    () => mobileMenu(visibleMenu(session, menu), mobileSections),
    [session, menu, mobileSections],
  );
  return (
    <MantineRoot>
      <Drawer
        opened={shown}
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
    </MantineRoot>
  );
}
