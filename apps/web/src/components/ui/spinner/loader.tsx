import type { CSSProperties, HTMLAttributes } from 'react';
import classes from './loader.module.css';
import { Spinner } from './spinner';

const LOADER_SIZES = { xs: 18, sm: 22, md: 36 } as const;

/**
 * The ring at one of Mantine's loader sizes (xs 18, sm 22, md 36 px; the border an eighth of it) in the primary
 * colour: what screens show while a part of them loads. One implementation with Spinner (issue 33): the kit has
 * no second loader. Give it `aria-label` (what is loading) or `aria-hidden` when text beside it says so.
 */
export function Loader({
  size = 'md',
  ...rest
}: { size?: keyof typeof LOADER_SIZES } & Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'style'>) {
  const px = LOADER_SIZES[size];
  const style = { '--spinner-size': `${px}px`, '--spinner-width': `${px / 8}px` } as CSSProperties;
  return (
    <span className={classes.loader} style={style} {...rest}>
      <Spinner />
    </span>
  );
}
