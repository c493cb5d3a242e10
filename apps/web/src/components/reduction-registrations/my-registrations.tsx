import { toDomain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { MyRegistrationsAnswer } from '@parking/shared/reduction-registration/schemas';
import { useQuery } from '@tanstack/react-query';
import { api, errorText } from '../../lib/api-client';
import { Link } from '../../lib/router';
import { DataTable, type TableColumn } from '../admin-kit/data-table';
import { Anchor, Paper, Stack, Text, Title } from '../ui/core';

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
      api
        .get<MyRegistrationsAnswer>('/api/reduction/myRegistrations.json', {
          // read without a client schema: the server's serializer already checked the answer against the same
          // shared schema, and the my-page's first visit then needs no zod (decision 238)
          signal,
        })
        .then((r) => toDomain(r)),
  });
  const rows = list.data?.resultList ?? [];
  const columns: TableColumn<(typeof rows)[number]>[] = [
    { key: 'carNo', header: t.result.plate, render: (r) => r.plate },
    { key: 'type', header: t.result.type, render: (r) => r.discountNm, wrap: true },
    { key: 'period', header: t.result.period, render: (r) => `${r.startDt} ~ ${r.endDt}` },
    { key: 'status', header: t.result.status, render: (r) => statusText[r.status] ?? r.status },
  ];
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
          <DataTable caption={t.mypage.title} columns={columns} rows={rows} rowKey={(r) => String(r.regId)} />
        )}
        <Anchor component={Link} to="/reductioninfo" size="sm">
          {t.mypage.apply}
        </Anchor>
      </Stack>
    </Paper>
  );
}
