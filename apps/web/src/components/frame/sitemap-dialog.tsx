import { ko } from '@parking/shared/messages/ko';
import { useMemo } from 'react';
import { useKnownSession } from '../../lib/session-store';
import { Modal } from '../ui/core';
import { MantineRoot } from '../ui/mantine-root/mantine-root';
import classes from './frame.module.css';
import { useFrameConfig } from './frame-config';
import { MenuLinks } from './menu-links';
import { visibleMenu } from './menu-tree';
import { useOpenedAfterMount } from './use-once-true';

/** The sitemap dialog, loaded with the first press of '전체메뉴' (not on the first page; decision 086). */
export function SitemapDialog({ opened, close }: { opened: boolean; close: () => void }) {
  const shown = useOpenedAfterMount(opened);
  const session = useKnownSession();
  const { menu } = useFrameConfig();
  const sections = useMemo(() => visibleMenu(session, menu), [session, menu]);
  return (
    <MantineRoot>
      <Modal
        opened={shown}
        onClose={close}
        fullScreen
        title={ko.frame.sitemap}
        closeButtonProps={{ 'aria-label': ko.frame.closeSitemap, size: 'lg' }}
        classNames={{ header: classes.sitemapHeader, title: classes.sitemapTitle, body: classes.sitemapBody }}
        returnFocus
        closeOnEscape
      >
        <div className={classes.container}>
          <p className={classes.sitemapIntro}>{ko.frame.sitemapDescription}</p>
          <ul className={classes.sitemapGrid}>
            {sections.map((section) => (
              <li key={section.id} className={classes.sitemapSection}>
                <h3 className={classes.sitemapSectionTitle}>{section.label}</h3>
                <MenuLinks nodes={section.children ?? []} onNavigate={close} />
              </li>
            ))}
          </ul>
        </div>
      </Modal>
    </MantineRoot>
  );
}
