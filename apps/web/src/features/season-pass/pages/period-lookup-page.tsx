import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { PERIOD_PAGE_SIZE } from '@parking/shared/season-pass/rules';
import type { PeriodListRow } from '@parking/shared/season-pass/schemas';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import { ListPagination } from '../../../components/admin-kit/list-pagination';
import {
  Last4Results,
  Last4SearchForm,
  useSearchedLast4,
} from '../../../components/last4-search/last4-search';
import { Anchor, Button, Stack, Text, Title } from '../../../components/ui/core';
import { useRouteEntry } from '../../../lib/route-entry';
import { Link, useSearchParams } from '../../../lib/router';
import { usePeriodList } from '../api/search-period-list';
import { Nowrap, StatusBadge, StatusLegend } from '../components/status-legend';

const w = ko.seasonPass.web;
const c = w.columns;

/** Rows that open the detail (spec 2 §4): paid, and assigned-unpaid (MUT-004/5/6). */
const OPENS = new Set(['MUT-002', 'MUT-004', 'MUT-005', 'MUT-006']);

/**
 * …and a lottery application waiting for its draw (decision 190): its detail shows what was applied for (lot,
 * period, amount) until the draw decides.
 */
const opensDetail = (r: Domain<PeriodListRow>) =>
  OPENS.has(r.procStsCd) || (r.procStsCd === 'MUT-001' && r.periodAllotType === 'RAFFLE');

/**
 * /periodlookup (spec 2 §2, §5): the member's applications by the last 4 digits (exactly 4:
 * '차량번호가 형식에 맞지 않습니다.'), 10 a page; the digits and page stay in the address.
 */
export function PeriodLookupPage() {
  const entry = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const searched = useSearchedLast4();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = usePeriodList(searched, page);

  const total = list.data?.totalCount ?? 0;
  const columns: TableColumn<Domain<PeriodListRow>>[] = [
    {
      key: 'no',
      header: c.no,
      render: (_r, i) => total - (page - 1) * PERIOD_PAGE_SIZE - i,
      width: 64,
      hideOnMobile: true,
    },
    { key: 'carNo', header: c.plate, render: (r) => <Nowrap>{r.plate}</Nowrap>, card: 'title' },
    {
      key: 'div',
      header: c.parkingDivCdNm,
      render: (r) => <Nowrap>{r.parkingDivCdNm}</Nowrap>,
      hideOnMobile: true,
    },
    { key: 'lot', header: c.parkingNm, wrap: true, render: (r) => r.parkingNm },
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
    },
    { key: 'div2', header: c.useDivCdNm, render: (r) => r.useDivCdNm, hideOnMobile: true },
    {
      key: 'allot',
      header: c.periodAllotType,
      render: (r) => <Nowrap>{ko.seasonPass.allotType[r.periodAllotType] ?? r.periodAllotType}</Nowrap>,
    },
    { key: 'req', header: c.reqDt, render: (r) => <Nowrap>{r.reqDt}</Nowrap>, hideOnMobile: true },
    { key: 'sts', header: c.procStsCd, render: (r) => <StatusBadge row={r} /> },
    {
      key: 'detail',
      header: c.detail,
      width: 110,
      card: 'action',
      render: (r) =>
        opensDetail(r) ? (
          <Button
            size="xs"
            component={Link}
            to={`/periodview?periodId=${r.periodId}`}
            aria-label={w.viewRow(r.plate, r.parkingNm)}
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
      <Last4SearchForm
        label={w.lookupForm}
        submitLabel={w.search}
        inputLabel={w.last4}
        placeholder={w.last4Placeholder}
        invalidMessage={ko.seasonPass.v.last4}
        loading={list.isFetching}
        onRepeat={() => void list.refetch()}
      />
      <StatusLegend />
      <Anchor component={Link} to="/perioddraw" size="sm">
        {ko.seasonPass.draw.link}
      </Anchor>
      <Last4Results
        searched={searched}
        prompt={w.lookupFirst}
        query={list}
        total={list.data ? w.total(total) : ''}
        caption={w.lookupCaption}
        columns={columns}
        rows={list.data?.result ?? []}
        cardsOnMobile
        rowKey={(r) => String(r.periodId)}
        footer={
          <ListPagination
            total={total}
            page={page}
            onChange={(p) => setParams({ plate: searched ?? '', page: String(p) }, { replace: true })}
          />
        }
      />
    </Stack>
  );
}
