import type { feeLineSchema } from '@parking/shared/lots/schemas';
import { ko } from '@parking/shared/messages/ko';
import type { z } from 'zod';
import { formatWon } from '../../lib/format';
import { Table } from '../ui/core';

type FeeLine = z.infer<typeof feeLineSchema>;

const e = ko.lots.estimator;
const c = e.breakdownColumns;

/**
 * The breakdown lines of a fee (fee engine output): item, time, amount; optionally a total row. Used by the fee
 * estimator, the pre-payment view and the receipt.
 */
export function FeeLinesTable({
  caption,
  lines,
  total,
  totalLabel,
  captionHidden = false,
}: {
  caption: string;
  /** the caption is read by screen readers only (a visible heading already names the table) */
  captionHidden?: boolean;
  lines: readonly FeeLine[];
  total?: number;
  totalLabel?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table withTableBorder verticalSpacing="xs">
        {captionHidden ? (
          <caption className="sr-only">{caption}</caption>
        ) : (
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700, color: 'inherit' }}>
            {caption}
          </Table.Caption>
        )}
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{c.item}</Table.Th>
            <Table.Th scope="col" w={130}>
              {c.time}
            </Table.Th>
            <Table.Th scope="col" w={130} ta="right">
              {c.amount}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3} ta="center">
                {ko.common.noData}
              </Table.Td>
            </Table.Tr>
          ) : (
            lines.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and keep their order
              <Table.Tr key={i}>
                <Table.Td>{l.label}</Table.Td>
                <Table.Td>{l.minutes !== undefined ? e.stayText(l.minutes) : '-'}</Table.Td>
                <Table.Td ta="right">{formatWon(l.amount)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
        {total !== undefined ? (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={2}>
                {totalLabel}
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatWon(total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}
