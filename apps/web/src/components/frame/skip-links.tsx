import { ko } from '@parking/shared/messages/ko';
import type { MouseEvent } from 'react';
import classes from './frame.module.css';

/** Move focus to a landmark without changing the router location (the hash would be a route change). */
export function focusTarget(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus();
  el.scrollIntoView?.({ block: 'start' });
  return true;
}

function jump(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusTarget(id)) event.preventDefault();
  };
}

/** KWCAG 2.2 skip links: the first focusable elements of every page. */
export function SkipLinks() {
  return (
    <div className={classes.skipLinks} data-skip-links="">
      {/* biome-ignore lint/a11y/useValidAnchor: a real in-page link; the handler only moves focus without a router navigation */}
      <a href="#content" onClick={jump('content')}>
        {ko.frame.skipToContent}
      </a>
      {/* biome-ignore lint/a11y/useValidAnchor: a real in-page link; the handler only moves focus without a router navigation */}
      <a href="#footer" onClick={jump('footer')}>
        {ko.frame.skipToFooter}
      </a>
    </div>
  );
}
