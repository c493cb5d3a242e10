import { ko } from '@parking/shared/messages/ko';
import type { ReactNode } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
  DotsIcon,
} from '../icons/icons';
import { usePagination } from '../ui/hooks';
import classes from './list-pagination.module.css';
import { pageCount } from './paging';

const controlLabels = {
  first: '첫 페이지',
  previous: '이전 페이지',
  next: '다음 페이지',
  last: '마지막 페이지',
} as const;

interface Props {
  total: number;
  page: number;
  onChange: (page: number) => void;
  size?: number;
}

/**
 * Page links under a list (10 per page); one page is shown even for an empty list. First, previous, two pages
 * either side of the current one with the first and last, next and last (the range of Mantine's pagination
 * hook). Plain markup (decision 177): the public lists a phone opens first use it.
 */
export function ListPagination({ total, page, onChange, size }: Props) {
  const pages = Math.max(1, pageCount(total, size));
  const active = Math.min(Math.max(1, page), pages);
  const { range } = usePagination({ total: pages, page: active, siblings: 2, onChange });
  const control = (kind: keyof typeof controlLabels, to: number, disabled: boolean, icon: ReactNode) => (
    <button
      type="button"
      className={classes.control}
      aria-label={controlLabels[kind]}
      disabled={disabled}
      onClick={() => onChange(to)}
    >
      {icon}
    </button>
  );
  return (
    <nav className={classes.nav} aria-label={ko.admin.kit.pagination}>
      {control('first', 1, active === 1, <ChevronsLeftIcon size={18} />)}
      {control('previous', active - 1, active === 1, <ChevronLeftIcon size={18} />)}
      {range.map((item, i) =>
        item === 'dots' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the two gaps differ only by their place
          <span key={`dots-${i}`} className={classes.dots} aria-hidden="true">
            <DotsIcon size={18} />
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={`${classes.control} ${classes.page}`}
            data-active={item === active || undefined}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      {control('next', active + 1, active === pages, <ChevronRightIcon size={18} />)}
      {control('last', pages, active === pages, <ChevronsRightIcon size={18} />)}
    </nav>
  );
}
