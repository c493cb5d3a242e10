import classes from './spinner.module.css';

/**
 * The portal's one loading ring, without Mantine (the boot screen, the list table, the plain buttons). It spins in
 * `currentColor`; a caller's class sets `color`, `--spinner-size` (20px) and `--spinner-width` (3px). Decorative:
 * the caller says what is loading in text or a status region.
 */
export function Spinner({ className }: { className?: string }) {
  return <span className={className ? `${classes.ring} ${className}` : classes.ring} aria-hidden="true" />;
}
