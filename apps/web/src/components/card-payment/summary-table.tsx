import type { ReactNode } from 'react';
import { Table } from '../ui/core';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** the amount the payer pays: emphasised */
  strong?: boolean;
  testId?: string;
}

/** Label/value rows of a payment screen (header cells per row, so screen readers read "label: value"). */
export function SummaryTable({ caption, rows }: { caption: string; rows: readonly SummaryRow[] }) {
  return (
    <Table withTableBorder verticalSpacing="sm" layout="fixed">
      <caption className="sr-only">{caption}</caption>
      <colgroup>
        <col style={{ width: '30%' }} />
        <col />
      </colgroup>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.label}>
            <Table.Th scope="row" bg="gray.0">
              {r.label}
            </Table.Th>
            <Table.Td
              fw={r.strong ? 800 : undefined}
              fz={r.strong ? 'lg' : undefined}
              c={r.strong ? 'primary.7' : undefined}
              data-testid={r.testId}
            >
              {r.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
