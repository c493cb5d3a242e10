import { ko } from '@parking/shared/messages/ko';
import type { PeriodListRow } from '@parking/shared/season-pass/schemas';
import type { ReactNode } from 'react';
import { Badge, List, Paper, Text } from '../../../components/ui/core';

const s = ko.seasonPass.status;

/** The status text of a row: MUT-001 with a number is "waiting (N)" (spec 2 §4 legend). */
export function statusText(row: Pick<PeriodListRow, 'procStsCd' | 'queueNo'>): string {
  if (row.procStsCd === 'MUT-001' && row.queueNo !== null) return s.waiting(row.queueNo);
  return s[row.procStsCd];
}

const COLOR: Record<PeriodListRow['procStsCd'], string> = {
  'MUT-001': 'gray',
  'MUT-002': 'green',
  'MUT-003': 'red',
  'MUT-004': 'blue',
  'MUT-005': 'blue',
  'MUT-006': 'blue',
};

export function StatusBadge({ row }: { row: Pick<PeriodListRow, 'procStsCd' | 'queueNo'> }) {
  return (
    <Badge
      color={COLOR[row.procStsCd]}
      variant="light"
      radius="sm"
      h="auto"
      py={3}
      styles={{ label: { overflow: 'visible', whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35 } }}
    >
      {statusText(row)}
    </Badge>
  );
}

/** Text that never wraps (plates, dates). */
export function Nowrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

/** The legend of spec 2 §4: application complete, waiting (with number), assigned-unpaid, assigned-paid. */
export function StatusLegend() {
  return (
    <Paper withBorder p="md" bg="gray.0" component="section" aria-label={s.legendTitle}>
      <Text fw={700} mb={6}>
        {s.legendTitle}
      </Text>
      <List size="sm" spacing={4}>
        {s.legend.map(([name, text]) => (
          <List.Item key={name}>
            <Text span fw={600} size="sm">
              {name}
            </Text>{' '}
            <Text span size="sm" c="gray.8">
              {text}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
