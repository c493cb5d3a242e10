import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { TimeSession } from '@parking/shared/web-prepaid/schemas';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import {
  Last4Results,
  Last4SearchForm,
  useSearchedLast4,
} from '../../../components/last4-search/last4-search';
import { Button, Group, Stack, Text, Title } from '../../../components/ui/core';
import { useRouteEntry } from '../../../lib/route-entry';
import { Link } from '../../../lib/router';
import { usePoint } from '../api/point';
import { useTimeList } from '../api/time-list';
import { viewPathOf } from '../lib/view-params';

const u = ko.webPrepaid.use;
const c = u.columns;
const min = ko.webPrepaid.minutes;

/**
 * /webdiscountuse (spec 2 §2, §4 "Prepaid use", §5): the last 4 digits of a customer's car ('4자리 전부
 * 입력해주세요.'), the cars parked now at the store's lots, and 선택 → webdiscountuseview. The digits stay in
 * ?carNo= so the list comes back after an application.
 */
export function WebDiscountUsePage() {
  const entry = useRouteEntry();
  const searched = useSearchedLast4();
  const list = useTimeList(searched);
  const point = usePoint(null);

  const columns: TableColumn<Domain<TimeSession>>[] = [
    {
      key: 'no',
      header: c.no,
      render: (_r, i) => (list.data?.length ?? 0) - i,
      width: 70,
      hideOnMobile: true,
    },
    {
      key: 'carNo',
      header: c.plate,
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{r.plate}</span>,
      card: 'title',
    },
    { key: 'parkingNm', header: c.parkingNm, wrap: true, render: (r) => r.parkingNm },
    { key: 'inDttm', header: c.inDttm, render: (r) => r.inDttm },
    {
      key: 'useTm',
      header: c.useTm,
      render: (r) => (r.freeTm > 0 ? `${min(r.useTm)} + ${min(r.freeTm)}` : min(r.useTm)),
    },
    {
      key: 'choose',
      header: c.choose,
      width: 100,
      card: 'action',
      render: (r) => (
        <Button size="xs" component={Link} to={viewPathOf(r)} aria-label={u.chooseRow(r.plate, r.inDttm)}>
          {u.choose}
        </Button>
      ),
    },
  ];

  const remaining = point.data?.data.remainingTime;

  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? u.viewTitle}</Title>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text c="gray.8">{u.intro}</Text>
        {remaining !== undefined ? (
          <Text fw={700} c="primary.8" data-testid="remaining-time">
            {`${ko.webPrepaid.charge.remaining} ${min(remaining)}`}
          </Text>
        ) : null}
      </Group>

      <Last4SearchForm
        label={u.form}
        submitLabel={u.search}
        inputLabel={u.last4}
        placeholder={u.last4Placeholder}
        invalidMessage={ko.webPrepaid.v.last4}
        loading={list.isFetching}
        onRepeat={() => void list.refetch()}
        digitsOnly
      />
      <Last4Results
        searched={searched}
        prompt={u.first}
        query={list}
        total={list.data ? ko.payments.web.total(list.data.length) : ''}
        caption={u.caption}
        columns={columns}
        rows={list.data ?? []}
        cardsOnMobile
        rowKey={(r) => String(r.stayId)}
      />
    </Stack>
  );
}
