import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from '../../lib/router';
import { BackToTop } from './back-to-top';
import classes from './frame.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLinks } from './skip-links';

/** A new screen starts at the top of the page (the layout, and so the scroll position, survives navigation). */
function useScrollTopOnNavigate() {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    window.scrollTo?.(0, 0);
  }, [pathname]);
}

/**
 * The frame around every page (spec 1 §2.2): skip links first, header, the layout's content (which holds
 * the one `main#content`), footer and back-to-top. The alert/confirm dialog host is mounted by the providers.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  useScrollTopOnNavigate();
  return (
    <div className={classes.page}>
      <SkipLinks />
      <SiteHeader />
      <div className={classes.body}>{children}</div>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}

/** Class names layouts share with the frame. */
export const frameClasses = classes;
