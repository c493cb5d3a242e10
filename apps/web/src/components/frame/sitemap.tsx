import { Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ko } from '@parking/shared/messages/ko';
import { useMemo } from 'react';
import { useSession } from '../../lib/session-store';
import { GridIcon } from '../icons/icons';
import classes from './frame.module.css';
import { useFrameConfig } from './frame-config';
import { MenuLinks } from './menu-links';
import { visibleMenu } from './menu-tree';

/**
 * The sitemap overlay (spec 1 §2.2): the '전체메뉴' button opens a full-screen dialog listing every section the
 * viewer may see. It closes with its close button, Escape or a followed link; focus returns to the button.
 */
export function Sitemap() {
  const session = useSession();
  const { menu } = useFrameConfig();
  const sections = useMemo(() => visibleMenu(session, menu), [session, menu]);
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <>
      <button
        type="button"
        className={classes.sitemapButton}
        onClick={open}
        aria-haspopup="dialog"
        aria-expanded={opened}
      >
        <GridIcon />
        <span className={classes.sitemapLabel}>{ko.frame.sitemap}</span>
      </button>
      <Modal
        opened={opened}
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
    </>
  );
}
