import { ko } from '@parking/shared/messages/ko';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { Spinner } from '../ui/spinner/spinner';
import classes from './data-table.module.css';

export interface TableColumn<T> {
  key: string;
  header: string;
  render: (row: T, index: number) => ReactNode;
  /** this cell holds the link to the row's view screen (keyboard users follow it) */
  link?: boolean;
  width?: number | string;
  align?: CSSProperties['textAlign'];
  /** hidden below the small breakpoint (secondary columns on phones) */
  hideOnMobile?: boolean;
  /**
   * free text that may wrap between words (titles, lot names). Every other cell keeps its value on one line
   * — plates, amounts, dates never break mid-token ("56 / 마7 / 777"); the table scrolls with a cue instead.
   */
  wrap?: boolean;
  /** bold cell (a total) */
  strong?: boolean;
  /**
   * In a table shown as cards on phones (`cardsOnMobile`): 'title' heads the card (the plate), 'action' is the
   * card's full-width button at its foot; every other cell reads "header value" on a line of its own.
   */
  card?: 'title' | 'action';
}

/** Check boxes in the first column: one per row and a select-all box for the rows of this page. */
export interface TableSelection<T> {
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  /** every row of the page is checked */
  all: boolean;
  /** some but not all rows are checked */
  some: boolean;
  toggleAll: () => void;
  /** the accessible name of a row's box, e.g. '제목 선택' */
  rowLabel: (row: T) => string;
}

interface Props<T> {
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  error?: unknown;
  /** the view screen of a row: the whole row is clickable, the link cell is the keyboard path */
  rowHref?: (row: T) => string;
  selection?: TableSelection<T>;
  /** the table's least width before it scrolls sideways (default: its content's) */
  minWidth?: number;
  /** what an empty table says (default '조회된 데이터가 없습니다.' of the kit) */
  empty?: ReactNode;
  /** row striping (lists read across many columns) */
  striped?: boolean;
  /**
   * Below the small breakpoint every row becomes a card (decision 189): lists whose purpose is an action (pay,
   * choose, open) show the car, its amounts and the action at once, without a sideways scroll.
   */
  cardsOnMobile?: boolean;
}

/**
 * Whether the element's content is wider than its box (re-measured on resize and content changes), and
 * whether it is scrolled to the end: the scroll cue shows only while there is more to the right.
 */
function useHorizontalOverflow(ref: React.RefObject<HTMLElement | null>, deps: unknown) {
  const [state, setState] = useState({ overflow: false, atEnd: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the rows change
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const overflow = el.scrollWidth > el.clientWidth + 1;
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
      setState((s) => (s.overflow === overflow && s.atEnd === atEnd ? s : { overflow, atEnd }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(el);
    if (el.firstElementChild) ro?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      ro?.disconnect();
    };
  }, [ref, deps]);
  return state;
}

/**
 * The one list table of the site (issue 14): every admin, board, lookup, unpaid and history list. Loading
 * row, 'no data' row, clickable rows, optional check boxes. Values stay whole (no wrapping inside plates,
 * amounts and dates); a table wider than the screen scrolls sideways inside a focusable region with a visible
 * cue (a hint line and a fading edge) rather than clipping a column. Plain markup, no Mantine (decision 177): the
 * public lists a phone opens first use it.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  error,
  rowHref,
  selection,
  minWidth,
  empty = ko.admin.kit.noData,
  striped,
  cardsOnMobile,
}: Props<T>) {
  const navigate = useNavigate();
  const scroller = useRef<HTMLElement>(null);
  const { overflow, atEnd } = useHorizontalOverflow(scroller, rows);
  const colSpan = columns.length + (selection ? 1 : 0);
  const mobile = (c: TableColumn<T>) => (c.hideOnMobile ? classes.hideOnMobile : undefined);
  const wraps = (c: TableColumn<T>) => c.wrap || c.link;
  const cellClass = (c: TableColumn<T>) =>
    [
      mobile(c),
      // a card table sets alignment and wrapping by class, so that its cards may set them otherwise
      cardsOnMobile ? classes.cell : undefined,
      cardsOnMobile ? (wraps(c) ? classes.wrapCell : classes.nowrapCell) : undefined,
      cardsOnMobile && c.card ? classes[c.card === 'title' ? 'cardTitle' : 'cardAction'] : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const cellStyle = (c: TableColumn<T>): CSSProperties => {
    const textAlign = c.align ?? (c.link ? 'left' : 'center');
    const fontWeight = c.strong ? 700 : undefined;
    if (cardsOnMobile) return { '--cell-align': textAlign, fontWeight } as CSSProperties;
    return {
      textAlign,
      fontWeight,
      ...(wraps(c) ? { wordBreak: 'keep-all', minWidth: 120 } : { whiteSpace: 'nowrap' }),
    };
  };
  // a card's line reads "header value": the header is a visible label there (hidden from screen readers, which
  // read the column header of the cell already)
  const cardLabel = (c: TableColumn<T>) =>
    cardsOnMobile && !c.card ? (
      <span className={classes.cardLabel} aria-hidden="true">
        {c.header}
      </span>
    ) : null;
  // …and its value one piece, set against the right edge
  const cardValue = (c: TableColumn<T>, value: ReactNode) =>
    cardsOnMobile && !c.card ? <span className={classes.cardValue}>{value}</span> : value;
  let body: ReactNode;
  if (loading && rows.length === 0) {
    body = (
      <tr>
        <td colSpan={colSpan} className={classes.message}>
          <Spinner className={classes.loader} />
          <p className={classes.loadingText} role="status">
            {ko.admin.kit.loading}
          </p>
        </td>
      </tr>
    );
  } else if (error && rows.length === 0) {
    body = (
      <tr>
        <td colSpan={colSpan} className={classes.message}>
          {ko.admin.kit.loadFailed}
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={colSpan} className={classes.message}>
          {empty}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, i) => {
      const href = rowHref?.(row);
      return (
        <tr
          key={rowKey(row)}
          onClick={
            href
              ? (e) => {
                  // a click on a link, box or control of the row is handled by that control
                  if ((e.target as HTMLElement).closest('a,button,input,select,label,textarea')) return;
                  void navigate(href);
                }
              : undefined
          }
          data-href={href ? true : undefined}
          data-selected={selection?.isSelected(row) || undefined}
        >
          {selection && (
            <td className={classes.checkCell}>
              <input
                type="checkbox"
                className={classes.check}
                aria-label={selection.rowLabel(row)}
                checked={selection.isSelected(row)}
                onChange={() => selection.toggle(row)}
              />
            </td>
          )}
          {columns.map((c) => (
            <td key={c.key} className={cellClass(c)} style={cellStyle(c)}>
              {cardLabel(c)}
              {cardValue(
                c,
                c.link && href ? (
                  <Link className={classes.rowLink} to={href}>
                    {c.render(row, i)}
                  </Link>
                ) : (
                  c.render(row, i)
                ),
              )}
            </td>
          ))}
        </tr>
      );
    });
  }

  return (
    <div className={`data-table ${classes.root}`}>
      {overflow && <p className={`data-table-hint ${classes.hint}`}>{ko.admin.kit.scrollHint}</p>}
      <section
        ref={scroller}
        className="data-table-scroll"
        data-overflow={overflow || undefined}
        data-at-end={atEnd || undefined}
        // a scrolling region is reachable and scrollable by keyboard (arrow keys) when it overflows
        tabIndex={overflow ? 0 : undefined}
        aria-label={overflow ? ko.admin.kit.scrollRegion(caption) : caption}
        style={{ overflowX: 'auto' }}
      >
        <table
          className={classes.table}
          style={minWidth === undefined ? undefined : { minWidth }}
          data-hover={rowHref ? true : undefined}
          data-striped={striped || undefined}
          data-cards={cardsOnMobile || undefined}
          aria-busy={loading || undefined}
        >
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {selection && (
                <th scope="col" className={classes.checkCell}>
                  {/* as cards the header row is only this box: its name is visible beside it */}
                  {/* biome-ignore lint/a11y/noLabelWithoutControl: the box (SelectAll) is inside the label */}
                  <label className={classes.selectAllLabel}>
                    <SelectAll
                      checked={selection.all}
                      indeterminate={selection.some}
                      disabled={rows.length === 0}
                      onChange={selection.toggleAll}
                    />
                    {cardsOnMobile ? (
                      <span className={classes.cardLabel} aria-hidden="true">
                        {ko.admin.kit.selectAll}
                      </span>
                    ) : null}
                  </label>
                </th>
              )}
              {columns.map((c) => (
                <th key={c.key} scope="col" className={mobile(c)} style={{ width: c.width }}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </section>
    </div>
  );
}

/** The select-all box: checked, partly checked (some rows: the native mixed state) or not. */
function SelectAll({
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={classes.check}
      aria-label={ko.admin.kit.selectAll}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
