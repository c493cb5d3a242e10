import { ko } from '@parking/shared/messages/ko';
import { lazy, Suspense } from 'react';
import { GridIcon } from '../icons/icons';
import { useDisclosure } from '../ui/hooks';
import classes from './frame.module.css';
import { useOnceTrue } from './use-once-true';

const SitemapDialog = lazy(() => import('./sitemap-dialog').then((m) => ({ default: m.SitemapDialog })));

/**
 * The sitemap overlay (spec 1 §2.2): the '전체메뉴' button opens a full-screen dialog listing every section the
 * viewer may see. It closes with its close button, Escape or a followed link; focus returns to the button.
 * The dialog's code loads with the first press.
 */
export function Sitemap() {
  const [opened, { open, close }] = useDisclosure(false);
  const used = useOnceTrue(opened);

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
      {used && (
        <Suspense fallback={null}>
          <SitemapDialog opened={opened} close={close} />
        </Suspense>
      )}
    </>
  );
}
