import { Anchor, Checkbox, Loader, Table, Text } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import type { CSSProperties, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

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
}

/** The list table of every admin and board screen: loading row, 'no data' row, clickable rows. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  error,
  rowHref,
  selection,
}: Props<T>) {
  const navigate = useNavigate();
  const colSpan = columns.length + (selection ? 1 : 0);
  let body: ReactNode;
  if (loading && rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={colSpan} ta="center" py="xl">
          <Loader size="sm" aria-hidden />
          <Text mt="xs" role="status">
            {ko.admin.kit.loading}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else if (error && rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={colSpan} ta="center" py="xl">
          {ko.admin.kit.loadFailed}
        </Table.Td>
      </Table.Tr>
    );
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={colSpan} ta="center" py="xl">
          {ko.admin.kit.noData}
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row, i) => {
      const href = rowHref?.(row);
      return (
        <Table.Tr
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
          style={href ? { cursor: 'pointer' } : undefined}
        >
          {selection && (
            <Table.Td ta="center" w={48}>
              <Checkbox
                aria-label={selection.rowLabel(row)}
                checked={selection.isSelected(row)}
                onChange={() => selection.toggle(row)}
              />
            </Table.Td>
          )}
          {columns.map((c) => (
            <Table.Td
              key={c.key}
              ta={c.align ?? (c.link ? 'left' : 'center')}
              visibleFrom={c.hideOnMobile ? 'sm' : undefined}
            >
              {c.link && href ? (
                <Anchor component={Link} to={href} c="inherit" underline="hover">
                  {c.render(row, i)}
                </Anchor>
              ) : (
                c.render(row, i)
              )}
            </Table.Td>
          ))}
        </Table.Tr>
      );
    });
  }

  return (
    <Table.ScrollContainer minWidth={0}>
      <Table
        highlightOnHover={!!rowHref}
        verticalSpacing="sm"
        withTableBorder
        aria-busy={loading || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th scope="col" w={48} ta="center">
                <Checkbox
                  aria-label={ko.admin.kit.selectAll}
                  checked={selection.all}
                  indeterminate={selection.some}
                  disabled={rows.length === 0}
                  onChange={selection.toggleAll}
                />
              </Table.Th>
            )}
            {columns.map((c) => (
              <Table.Th
                key={c.key}
                scope="col"
                w={c.width}
                ta="center"
                visibleFrom={c.hideOnMobile ? 'sm' : undefined}
              >
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
