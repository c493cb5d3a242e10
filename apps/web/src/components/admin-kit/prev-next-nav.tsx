import { ko } from '@parking/shared/messages/ko';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { Anchor, Table, Text } from '../ui/core';

export interface Neighbour {
  title: ReactNode;
  href: string;
}

/** Previous / next article links under a view; at the ends the line says there is none (spec 2 §4). */
export function PrevNextNav({ prev, next }: { prev: Neighbour | null; next: Neighbour | null }) {
  const t = ko.content.web.board;
  const line = (label: string, n: Neighbour | null, none: string) => (
    <Table.Tr>
      <Table.Th scope="row" w={100} bg="gray.0">
        {label}
      </Table.Th>
      <Table.Td>
        {n ? (
          <Anchor
            component={Link}
            to={n.href}
            aria-label={`${label}: ${typeof n.title === 'string' ? n.title : ''}`}
          >
            {n.title}
          </Anchor>
        ) : (
          <Text c="dimmed" size="sm" aria-disabled="true">
            {none}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Table withTableBorder mt="lg" verticalSpacing="xs" aria-label={`${t.prev} / ${t.next}`}>
      <Table.Tbody>
        {line(t.prev, prev, t.noPrev)}
        {line(t.next, next, t.noNext)}
      </Table.Tbody>
    </Table>
  );
}
