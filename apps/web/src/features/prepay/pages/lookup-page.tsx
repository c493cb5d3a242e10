import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import type { PrepayRow } from '@parking/shared/prepay/schemas';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { showAlert } from '../../../components/dialog/dialog-store';
import { LoadFailedAlert } from '../../../components/load-failed-alert/load-failed-alert';
import { SearchCard, SearchPrompt } from '../../../components/search-card/search-card';
import { useRouteEntry } from '../../../lib/route-entry';
import { usePrepayList } from '../api/search-prepay-list';
import { isValidLast4 } from '../lib/lookup';
import { paymentViewPath } from '../lib/view-params';

const p = ko.payments.prepay;
const w = ko.payments.web;

/**
 * /lookup (spec 1 §2.13, §4, §5): the last 4 digits of the car number (Enter searches); the searched digits
 * stay in ?carNo= so a return from the payment shows the list again. A row without outDttm can be pre-paid;
 * a row with outDttm is done ('결제완료', disabled).
 */
export function LookupPage() {
  const entry = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('carNo') ?? '';
  const searched = isValidLast4(fromUrl) ? fromUrl : null;
  const [value, setValue] = useState(fromUrl);
  const inputRef = useRef<HTMLInputElement>(null);
  const list = usePrepayList(searched);

  // a new ?carNo= (e.g. the return from a payment) fills the box
  const [lastUrl, setLastUrl] = useState(fromUrl);
  if (fromUrl !== lastUrl) {
    setLastUrl(fromUrl);
    setValue(fromUrl);
  }

  const onSearch = async () => {
    const v = value.trim();
    if (!isValidLast4(v)) {
      await showAlert(ko.payments.v.last4Format);
      inputRef.current?.focus();
      return;
    }
    if (v === searched) void list.refetch();
    else setParams({ carNo: v }, { replace: true });
  };

  const columns: TableColumn<PrepayRow>[] = [
    { key: 'no', header: p.columns.no, render: (_r, i) => (list.data?.length ?? 0) - i, width: 70 },
    { key: 'carNo', header: p.columns.carNo, render: (r) => r.carNo },
    { key: 'divNm', header: p.columns.divNm, render: (r) => r.divNm, hideOnMobile: true },
    { key: 'parkingNm', header: p.columns.parkingNm, render: (r) => r.parkingNm },
    { key: 'inDttm', header: p.columns.inDttm, render: (r) => r.inDttm },
    { key: 'outDttm', header: p.columns.outDttm, render: (r) => r.outDttm ?? '-', hideOnMobile: true },
    {
      key: 'state',
      header: p.columns.state,
      width: 120,
      render: (r) =>
        r.outDttm ? (
          <Button size="xs" disabled aria-label={w.doneRow(r.carNo, r.inDttm)}>
            {p.done}
          </Button>
        ) : (
          <Button size="xs" component={Link} to={paymentViewPath(r)} aria-label={w.payRow(r.carNo, r.inDttm)}>
            {p.possible}
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? p.lookupTitle}</Title>
      <Text c="gray.8">{w.lookupIntro}</Text>

      <SearchCard label={w.lookupForm} submitLabel={p.search} onSearch={onSearch} loading={list.isFetching}>
        <TextInput
          ref={inputRef}
          label={p.last4Label}
          description={ko.payments.v.last4Hint}
          placeholder={w.last4Placeholder}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          maxLength={4}
          inputMode="numeric"
          autoComplete="off"
          style={{ flex: '1 1 220px' }}
        />
      </SearchCard>

      {searched === null ? (
        <SearchPrompt>{w.lookupFirst}</SearchPrompt>
      ) : list.isError ? (
        <LoadFailedAlert
          title={ko.admin.kit.loadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Stack gap="xs">
          <Text fw={600} aria-live="polite">
            {list.data ? w.total(list.data.length) : ''}
          </Text>
          <DataTable
            caption={w.lookupCaption}
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
