import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import type { TimeSession } from '@parking/shared/web-prepaid/schemas';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { showAlert } from '../../../components/dialog/dialog-store';
import { LoadFailedAlert } from '../../../components/load-failed-alert/load-failed-alert';
import { SearchCard, SearchPrompt } from '../../../components/search-card/search-card';
import { useRouteEntry } from '../../../lib/route-entry';
import { usePoint } from '../api/point';
import { useTimeList } from '../api/time-list';
import { viewPathOf } from '../lib/view-params';

const u = ko.webPrepaid.use;
const c = u.columns;
const min = ko.webPrepaid.minutes;

const isLast4 = (s: string) => /^[0-9]{4}$/.test(s);

/**
 * /webdiscountuse (spec 2 §2, §4 "Prepaid use", §5): the last 4 digits of a customer's car ('4자리 전부
 * 입력해주세요.'), the cars parked now at the store's lots, and 선택 → webdiscountuseview. The digits stay in
 * ?carNo= so the list comes back after an application.
 */
export function WebDiscountUsePage() {
  const entry = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('carNo') ?? '';
  const searched = isLast4(fromUrl) ? fromUrl : null;
  const [value, setValue] = useState(fromUrl);
  const inputRef = useRef<HTMLInputElement>(null);
  const list = useTimeList(searched);
  const point = usePoint(null);

  const onSearch = async () => {
    const v = value.trim();
    if (!isLast4(v)) {
      await showAlert(ko.webPrepaid.v.last4);
      inputRef.current?.focus();
      return;
    }
    if (v === searched) void list.refetch();
    else setParams({ carNo: v }, { replace: true });
  };

  const columns: TableColumn<TimeSession>[] = [
    { key: 'no', header: c.no, render: (_r, i) => (list.data?.length ?? 0) - i, width: 70 },
    { key: 'carNo', header: c.carNo, render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{r.carNo}</span> },
    { key: 'parkingNm', header: c.parkingNm, render: (r) => r.parkingNm, hideOnMobile: true },
    { key: 'inDttm', header: c.inDttm, render: (r) => r.inDttm },
    {
      key: 'useTm',
      header: c.useTm,
      render: (r) => (r.freeTm > 0 ? `${min(r.useTm)} + ${min(r.freeTm)}` : min(r.useTm)),
      hideOnMobile: true,
    },
    {
      key: 'choose',
      header: c.choose,
      width: 100,
      render: (r) => (
        <Button size="xs" component={Link} to={viewPathOf(r)} aria-label={u.chooseRow(r.carNo, r.inDttm)}>
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

      <SearchCard label={u.form} submitLabel={u.search} onSearch={onSearch} loading={list.isFetching}>
        <TextInput
          ref={inputRef}
          label={u.last4}
          placeholder={u.last4Placeholder}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value.replace(/[^0-9]/g, ''))}
          maxLength={4}
          inputMode="numeric"
          autoComplete="off"
          style={{ flex: '1 1 220px' }}
        />
      </SearchCard>

      {searched === null ? (
        <SearchPrompt>{u.first}</SearchPrompt>
      ) : list.isError ? (
        <LoadFailedAlert
          title={ko.admin.kit.loadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Stack gap="xs">
          <Text fw={600} aria-live="polite">
            {list.data ? ko.payments.web.total(list.data.length) : ''}
          </Text>
          <DataTable
            caption={u.caption}
            columns={columns}
            rows={list.data ?? []}
            rowKey={(r) => String(r.inOutId)}
            loading={list.isPending}
          />
        </Stack>
      )}
    </Stack>
  );
}
