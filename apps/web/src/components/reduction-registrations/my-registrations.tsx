import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { myRegistrationsAnswer } from '@parking/shared/reduction-registration/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api, errorText } from '../../lib/api-client';

const t = ko.reductionRegistration;
const statusText: Record<string, string> = {
  ACTIVE: t.result.statusActive,
  PENDING: t.result.statusPending,
  REJECTED: t.result.statusRejected,
};

/**
 * The member's reduction pre-registrations (decision 123) on the my-page: category, period and status; the
 * reductions themselves apply at exits and pre-payment without the member doing anything.
 */
export function MyReductionRegistrations() {
  const list = useQuery({
    queryKey: ['mypage', 'reductions'],
    queryFn: ({ signal }) =>
      api.get('/api/reduction/myRegistrations.json', { schema: myRegistrationsAnswer, signal }),
  });
  const rows = list.data?.resultList ?? [];
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="my-reductions"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-reductions">
          {t.mypage.title}
        </Title>
        {list.error && <Text c="danger.7">{errorText(list.error)}</Text>}
        {!list.isPending && !list.error && rows.length === 0 && <Text c="dimmed">{t.mypage.none}</Text>}
        {rows.length > 0 && (
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.result.carNo}</Table.Th>
                <Table.Th>{t.result.type}</Table.Th>
                <Table.Th>{t.result.period}</Table.Th>
                <Table.Th>{t.result.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.regId}>
                  <Table.Td>{r.carNo}</Table.Td>
                  <Table.Td>{r.discountNm}</Table.Td>
                  <Table.Td>{`${r.startDt} ~ ${r.endDt}`}</Table.Td>
                  <Table.Td>{statusText[r.status] ?? r.status}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Anchor component={Link} to="/reductioninfo" size="sm">
          {t.mypage.apply}
        </Anchor>
      </Stack>
    </Paper>
  );
}
