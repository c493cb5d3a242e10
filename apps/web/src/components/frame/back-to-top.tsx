import { useWindowScroll } from '@mantine/hooks';
import { ko } from '@parking/shared/messages/ko';
import { ArrowUpIcon } from '../icons/icons';
import classes from './frame.module.css';

/** Back-to-top button: appears once the page is scrolled, scrolls up and puts focus on the header. */
export function BackToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  const hidden = scroll.y < 200;

  const onClick = () => {
    scrollTo({ y: 0 });
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
