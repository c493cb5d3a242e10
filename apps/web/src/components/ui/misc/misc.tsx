import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { spacing } from '../layout/layout';
import { rem, type StyleProps, splitStyleProps, useStyleProps } from '../style-props/style-props';
import classes from './misc.module.css';

/*
 * Small widgets without Mantine (decision 225), drawn as Mantine draws them: the × button, the loading block and
 * the bulleted list. `core.ts` exports them as PlainCloseButton, PlainSkeleton and PlainList.
 */

/** An × button (Mantine's CloseButton, subtle): give it an `aria-label` saying what it closes or removes. */
export function CloseButton({
  size = 'sm',
  className,
  type = 'button',
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  'aria-label': string;
  size?: 'sm' | 'md';
}) {
  return (
    <button
      {...rest}
      type={type}
      className={[classes.close, size === 'md' ? classes.closeMd : '', 'mantine-focus-auto', className]
        .filter(Boolean)
        .join(' ')}
    >
      <svg viewBox="0 0 15 15" fill="none" aria-hidden="true">
        <path
          d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
          fill="currentColor"
          fillRule="evenodd"
          clipRule="evenodd"
        />
      </svg>
    </button>
  );
}

const px = (v: number | string | undefined) => (typeof v === 'number' ? rem(v) : v);

/** A grey block standing for content that is loading (Mantine's Skeleton); name it for screen readers. */
export function Skeleton({
  height,
  width,
  radius,
  className,
  style,
  ...rest
}: {
  height?: number | string;
  width?: number | string;
  radius?: number | string;
  className?: string;
  style?: CSSProperties;
  'aria-busy'?: boolean | 'true' | 'false';
  'aria-label'?: string;
}) {
  const vars = {
    '--skeleton-height': px(height),
    '--skeleton-width': px(width),
    '--skeleton-radius': typeof radius === 'string' ? `var(--mantine-radius-${radius})` : px(radius),
  } as CSSProperties;
  return (
    <div
      {...rest}
      className={[classes.skeleton, className].filter(Boolean).join(' ')}
      style={{ ...vars, ...style }}
    />
  );
}

type ListProps = StyleProps & {
  /** font size and line height: xs, sm, md (default), lg, xl */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** the space between items */
  spacing?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
  type?: 'unordered' | 'ordered';
  /** 'none': no bullets and no indent */
  listStyleType?: CSSProperties['listStyleType'];
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
};

/** A bulleted (or numbered) list, as Mantine's List with `List.Item`s. */
function ListRoot(props: ListProps) {
  const [{ size, spacing: gap, type, listStyleType, className, style, children }, sp] =
    splitStyleProps(props);
  const vars = {
    ...(size
      ? { '--list-fz': `var(--mantine-font-size-${size})`, '--list-lh': `var(--mantine-line-height-${size})` }
      : {}),
    ...(gap !== undefined ? { '--list-spacing': spacing(gap) } : {}),
    ...(listStyleType ? { listStyleType } : {}),
  } as CSSProperties;
  const own = useStyleProps(sp, { ...vars, ...style });
  const Root = type === 'ordered' ? 'ol' : 'ul';
  return (
    <>
      {own.sheet}
      <Root
        className={[classes.list, own.className, className].filter(Boolean).join(' ')}
        style={own.style}
        data-type={listStyleType === 'none' ? 'none' : undefined}
      >
        {children}
      </Root>
    </>
  );
}

function ListItem({ children }: { children: ReactNode }) {
  return (
    <li className={classes.item}>
      <div className={classes.itemWrapper}>
        <span>{children}</span>
      </div>
    </li>
  );
}

export const List = Object.assign(ListRoot, { Item: ListItem });
