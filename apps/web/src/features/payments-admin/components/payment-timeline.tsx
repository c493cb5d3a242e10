import { ko } from '@parking/shared/messages/ko';
import type { PaymentDetail } from '@parking/shared/payments-admin/schemas';
import { Table, Title } from '../../../components/ui/core';

const v = ko.paymentsAdmin.view;

/** The payment's state timeline from payment_logs: time, step, outcome, address, detail. */
export function PaymentTimeline({ entries }: { entries: PaymentDetail['timeline'] }) {
  return (
    <section aria-labelledby="payment-timeline">
      <Title order={2} size="h4" mt="xl" mb="sm" id="payment-timeline">
        {v.timeline}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder striped verticalSpacing="xs" data-testid="payment-timeline">
          <Table.Caption>{v.timelineCaption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{v.at}</Table.Th>
              <Table.Th scope="col">{v.step}</Table.Th>
              <Table.Th scope="col">{v.outcome}</Table.Th>
              <Table.Th scope="col">{v.ip}</Table.Th>
              <Table.Th scope="col">{v.detail}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: log rows have no id of their own here and never reorder
              <Table.Tr key={i}>
                <Table.Td>{e.at}</Table.Td>
                <Table.Td>{v.steps[e.kind] ?? e.kind}</Table.Td>
                <Table.Td>{e.outcome}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.ip || '-'}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{e.detail}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
