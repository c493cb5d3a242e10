import type { ParkingLotRow } from '@parking/shared/lots/schemas';
import { ko } from '@parking/shared/messages/ko';
import { type FormEvent, useMemo, useState } from 'react';
import { type LiveTarget, useLiveAvailability } from '../../../components/lot-data/live-availability';
import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '../../../components/ui/core';
import { errorText } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useRouteEntry } from '../../../lib/route-entry';
import { useSearchParams } from '../../../lib/router';
import { parkingListQueryKey, useParkingList } from '../api/search-parking-list';
import { LotDetailModal } from '../components/lot-detail-modal';
import classes from '../components/lots.module.css';
import { availableCount } from '../lib/geo';
import {
  filterLots,
  type KindFilter,
  type ListCriteria,
  paginate,
  type ScopeFilter,
} from '../lib/list-filter';

const t = ko.lots.list;
/** The answer the stream keeps up to date (decision 219). */
const LIVE: LiveTarget[] = [{ queryKey: parkingListQueryKey, field: 'parkingList' }];
const PAGE_SIZE = 10;
const KINDS: KindFilter[] = ['all', 'PUBLIC', 'PARK', 'ATTACHED'];
const SCOPES: ScopeFilter[] = ['all', 'name', 'address'];

/** /list (spec 1 §2.10): kind, scope and keyword filters (Enter searches, `?q=` pre-fills), 10 per page. */
export function ListPage() {
  const entry = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const lots = useParkingList();
  const liveNews = useLiveAvailability(LIVE);

  const [kind, setKind] = useState<KindFilter>('all');
  const [scope, setScope] = useState<ScopeFilter>('all');
  const [keyword, setKeyword] = useState(q);
  const [applied, setApplied] = useState<ListCriteria>({ kind: 'all', scope: 'all', keyword: q });
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<ParkingLotRow | null>(null);

  // a new ?q= (e.g. from the integrated search) replaces the keyword and searches again
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    setLastQ(q);
    setKeyword(q);
    setApplied((c) => ({ ...c, keyword: q }));
    setPage(1);
  }

  const rows = useMemo(() => filterLots(lots.data ?? [], applied), [lots.data, applied]);
  const current = paginate(rows, page, PAGE_SIZE);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const k = keyword.trim();
    setApplied({ kind, scope, keyword: k });
    setPage(1);
    setLastQ(k);
    setParams(k ? { q: k } : {}, { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? ko.routes.list}</Title>
      <p className={classes.srOnly} aria-live="polite" aria-atomic="true">
        {liveNews}
      </p>

      <Card
        withBorder
        radius="md"
        p="md"
        component="form"
        onSubmit={onSubmit}
        role="search"
        aria-label={t.searchForm}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t.kind}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as KindFilter)}
            data={KINDS.map((k) => ({ value: k, label: t.kinds[k] }))}
            w={{ base: '100%', xs: 130 }}
          />
          <NativeSelect
            label={t.scope}
            value={scope}
            onChange={(e) => setScope(e.currentTarget.value as ScopeFilter)}
            data={SCOPES.map((s) => ({ value: s, label: t.scopes[s] }))}
            w={{ base: '100%', xs: 130 }}
          />
          <TextInput
            label={t.keyword}
            placeholder={t.keywordPlaceholder}
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
            maxLength={50}
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" w={{ base: '100%', xs: 'auto' }}>
            {t.search}
          </Button>
        </Group>
      </Card>

      {lots.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Text size="sm">{t.loading}</Text>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={i} height={40} radius="sm" />
          ))}
        </Stack>
      ) : lots.isError ? (
        <Alert color="red" variant="light" title={ko.lots.map.loadError} role="alert">
          <Text size="sm" mb="sm">
            {errorText(lots.error)}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void lots.refetch()} loading={lots.isFetching}>
            {ko.lots.map.retry}
          </Button>
        </Alert>
      ) : (
        <>
          <Text fw={600} aria-live="polite">
            {t.total(rows.length)}
          </Text>
          <div className={classes.tableWrap}>
            <Table striped highlightOnHover withTableBorder verticalSpacing="sm">
              <Table.Caption className={classes.srOnly}>{t.caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{t.columns.no}</Table.Th>
                  <Table.Th>{t.columns.name}</Table.Th>
                  <Table.Th w={80}>{t.columns.kind}</Table.Th>
                  <Table.Th>{t.columns.address}</Table.Th>
                  <Table.Th w={100} ta="right">
                    {t.columns.cells}
                  </Table.Th>
                  <Table.Th w={100} ta="right">
                    {t.columns.available}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {current.items.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={6} ta="center" py="xl">
                      {ko.common.noData}
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  current.items.map((lot, i) => (
                    <Table.Tr key={lot.SECTN_ID}>
                      <Table.Td>{rows.length - ((current.page - 1) * PAGE_SIZE + i)}</Table.Td>
                      <Table.Td>
                        <UnstyledButton
                          onClick={() => setDetail(lot)}
                          aria-haspopup="dialog"
                          c="primary.6"
                          fw={600}
                          td="underline"
                        >
                          {lot.PARKING_NM}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>{lot.PARKING_DIV_NM}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{lot.CELL_ADDR_LOAD}</Text>
                        <Text size="xs" c="gray.7">
                          {lot.CELL_ADDR_JIBUN}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{formatNumber(lot.CELL_CNT)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(availableCount(lot.PARK_COUNT))}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </div>

          <ul className={classes.cards} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {current.items.length === 0 ? (
              <li>
                <Card withBorder ta="center" py="xl">
                  {ko.common.noData}
                </Card>
              </li>
            ) : (
              current.items.map((lot) => (
                <li key={lot.SECTN_ID} style={{ marginBottom: 8 }}>
                  <Card withBorder radius="md" p="sm">
                    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                      <UnstyledButton
                        onClick={() => setDetail(lot)}
                        aria-haspopup="dialog"
                        c="primary.6"
                        fw={700}
                        td="underline"
                      >
                        {lot.PARKING_NM}
                      </UnstyledButton>
                      <Text size="sm" c="gray.7" style={{ flex: 'none' }}>
                        {lot.PARKING_DIV_NM}
                      </Text>
                    </Group>
                    <Text size="sm" mt={4}>
                      {lot.CELL_ADDR_LOAD}
                    </Text>
                    <Text size="sm" mt={4}>
                      {t.columns.cells} {formatNumber(lot.CELL_CNT)} · {t.columns.available}{' '}
                      {formatNumber(availableCount(lot.PARK_COUNT))}
                    </Text>
                  </Card>
                </li>
              ))
            )}
          </ul>

          {current.pages > 1 ? (
            <Group justify="center">
              <Pagination
                total={current.pages}
                value={current.page}
                onChange={setPage}
                aria-label={t.pagination}
                getItemProps={(p) => ({ 'aria-current': p === current.page ? 'page' : undefined })}
                getControlProps={(control) => ({ 'aria-label': t.controls[control] })}
              />
            </Group>
          ) : null}
        </>
      )}

      <LotDetailModal lot={detail} onClose={() => setDetail(null)} />
    </Stack>
  );
}
