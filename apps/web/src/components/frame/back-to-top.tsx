import { ko } from '@parking/shared/messages/ko';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../icons/icons';
import classes from './frame.module.css';

/** How far down the page the button appears (px). */
export const BACK_TO_TOP_FROM = 200;

/**
 * Back-to-top button: appears once the page is scrolled, scrolls up and puts focus on the header.
 * It reads the scroll position only when the page scrolls (at most once a frame), never on mount: a read on
 * mount forced the first full layout of the page (its most expensive one, while the web fonts arrive) into the
 * first render's task on every page load. A page restored scrolled down gets a scroll event from the browser.
 */
export function BackToTop() {
  const [hidden, setHidden] = useState(true);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setHidden(window.scrollY < BACK_TO_TOP_FROM);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const onClick = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    document.getElementById('header')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={`${classes.backToTop} ${hidden ? classes.backToTopHidden : ''}`}
      onClick={onClick}
      tabIndex={hidden ? -1 : undefined}
    >
      <ArrowUpIcon />
      <span>{ko.frame.backToTop}</span>
    </button>
  );
}
