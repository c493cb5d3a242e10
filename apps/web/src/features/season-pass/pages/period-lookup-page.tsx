import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { PERIOD_PAGE_SIZE } from '@parking/shared/season-pass/rules';
import { LAST4_RE, type PeriodListRow } from '@parking/shared/season-pass/schemas';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { ListPagination } from '../../../components/admin-kit/list-pagination';
import { showAlert } from '../../../components/dialog/dialog-store';
import { LoadFailedAlert } from '../../../components/load-failed-alert/load-failed-alert';
import { SearchCard, SearchPrompt } from '../../../components/search-card/search-card';
import { useRouteEntry } from '../../../lib/route-entry';
import { usePeriodList } from '../api/search-period-list';
import { Nowrap, StatusBadge, StatusLegend } from '../components/status-legend';

const w = ko.seasonPass.web;
const c = w.columns;

/** Rows that open the detail (spec 2 §4): paid, and assigned-unpaid (MUT-004/5/6). */
const OPENS = new Set(['MUT-002', 'MUT-004', 'MUT-005', 'MUT-006']);

/**
 * /periodlookup (spec 2 §2, §5): the member's applications by the last 4 digits (exactly 4:
 * '차량번호가 형식에 맞지 않습니다.'), 10 a page; the digits and page stay in the address.
 */
export function PeriodLookupPage() {
  const entry = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('carNo') ?? '';
  const searched = LAST4_RE.test(fromUrl) ? fromUrl : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [value, setValue] = useState(fromUrl);
  const inputRef = useRef<HTMLInputElement>(null);
  const list = usePeriodList(searched, page);

  const onSearch = async () => {
    const v = value.trim();
    if (!LAST4_RE.test(v)) {
      await showAlert(ko.seasonPass.v.last4);
      inputRef.current?.focus();
      return;
    }
    if (v === searched && page === 1) void list.refetch();
    else setParams({ carNo: v }, { replace: true });
  };

  const total = list.data?.totalCount ?? 0;
  const columns: TableColumn<PeriodListRow>[] = [
    {
      key: 'no',
      header: c.no,
      render: (_r, i) => total - (page - 1) * PERIOD_PAGE_SIZE - i,
      width: 64,
      hideOnMobile: true,
    },
    { key: 'carNo', header: c.carNo, render: (r) => <Nowrap>{r.carNo}</Nowrap> },
    {
      key: 'div',
      header: c.parkingDivCdNm,
      render: (r) => <Nowrap>{r.parkingDivCdNm}</Nowrap>,
      hideOnMobile: true,
    },
    { key: 'lot', header: c.parkingNm, render: (r) => r.parkingNm },
    {
      key: 'period',
      header: c.usePeriod,
      render: (r) =>
        r.useStartDt ? (
          <>
            <Nowrap>{r.useStartDt} ~</Nowrap> <Nowrap>{r.useEndDt}</Nowrap>
          </>
        ) : (
          '-'
        ),
      hideOnMobile: true,
    },
    { key: 'div2', header: c.useDivCdNm, render: (r) => r.useDivCdNm, hideOnMobile: true },
    {
      key: 'allot',
      header: c.periodAllotType,
      render: (r) => <Nowrap>{ko.seasonPass.allotType[r.periodAllotType] ?? r.periodAllotType}</Nowrap>,
      hideOnMobile: true,
    },
    { key: 'req', header: c.reqDt, render: (r) => <Nowrap>{r.reqDt}</Nowrap>, hideOnMobile: true },
    { key: 'sts', header: c.procStsCd, render: (r) => <StatusBadge row={r} /> },
    {
      key: 'detail',
      header: c.detail,
      width: 110,
      render: (r) =>
        OPENS.has(r.procStsCd) ? (
          <Button
            size="xs"
            component={Link}
            to={`/periodview?periodId=${r.periodId}`}
            aria-label={w.viewRow(r.carNo, r.parkingNm)}
          >
            {w.viewButton}
          </Button>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? ko.routes.periodlookup}</Title>
      <Text c="gray.8">{w.lookupIntro}</Text>
      <SearchCard label={w.lookupForm} submitLabel={w.search} onSearch={onSearch} loading={list.isFetching}>
        <TextInput
          ref={inputRef}
          label={w.last4}
          placeholder={w.last4Placeholder}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          maxLength={4}
          inputMode="numeric"
          autoComplete="off"
          style={{ flex: '1 1 220px' }}
        />
      </SearchCard>
      <StatusLegend />
      <Anchor component={Link} to="/perioddraw" size="sm">
        {ko.seasonPass.draw.link}
      </Anchor>
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
            {list.data ? w.total(total) : ''}
          </Text>
          <DataTable
            caption={w.lookupCaption}
            columns={columns}
            rows={list.data?.result ?? []}
            rowKey={(r) => String(r.periodId)}
            loading={list.isPending}
          />
          <ListPagination
            total={total}
            page={page}
            onChange={(p) => setParams({ carNo: searched, page: String(p) }, { replace: true })}
          />
        </Stack>
      )}
    </Stack>
  );
}
