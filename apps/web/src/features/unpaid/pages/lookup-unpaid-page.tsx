import { normalizeCarNo } from '@parking/shared/accounts/rules';
import type { Domain } from '@parking/shared/common/wire-names';
import { toWire } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { isValidUnpaidCarNo, UNPAID_CAR_NO_MAX, type UnpaidItem } from '@parking/shared/unpaid/schemas';
import { useMemo, useRef, useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { SearchCard, SearchPrompt } from '../../../components/search-card/search-card';
import { Button, Card, Group, Stack, Tabs, Text, TextInput, Title } from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { formatWon } from '../../../lib/format';
import { useRouteEntry } from '../../../lib/route-entry';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { type UnpaidKind, useUnpaidList } from '../api/search-unpaid-list';
import { buildSelection, saveSelection, totalsOf } from '../lib/selection';

const u = ko.payments.unpaid;
const w = ko.payments.web;
const c = u.columns;
const KINDS: readonly UnpaidKind[] = ['off', 'on'];

/**
 * /lookupunpaid (spec 2 §2, §4, §5): a car number (max 10, Enter searches, ?carNo= searches at once), the
 * off-street and on-street lists in two tabs with counts, check-all and per-row boxes, the selected total and
 * 결제하기 (to unpaidview with the selection; disabled, with the reason beside it, until an item is checked).
 * Switching tab clears the selection.
 */
export function LookupUnpaidPage() {
  const entry = useRouteEntry();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('carNo') ?? '';
  const searched = fromUrl && isValidUnpaidCarNo(fromUrl) ? normalizeCarNo(fromUrl) : null;
  const [value, setValue] = useState(fromUrl);
  const [tab, setTab] = useState<UnpaidKind>('off');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const inputRef = useRef<HTMLInputElement>(null);
  const [carNoError, setCarNoError] = useState<string | undefined>();
  const lists = { off: useUnpaidList('off', searched), on: useUnpaidList('on', searched) };

  // a new ?carNo= (a return from payment, a link) fills the box and starts afresh
  const [lastUrl, setLastUrl] = useState(fromUrl);
  if (fromUrl !== lastUrl) {
    setLastUrl(fromUrl);
    setValue(fromUrl);
    setSelected(new Set());
  }

  const rows: Domain<UnpaidItem>[] = lists[tab].data?.result ?? [];
  const chosen = useMemo(() => rows.filter((r) => selected.has(r.id)), [rows, selected]);
  const totals = totalsOf(chosen);

  const onSearch = async () => {
    const v = value.trim();
    if (!v || !isValidUnpaidCarNo(v)) {
      // under the field, with the focus on it, no modal (decision 193)
      setCarNoError(ko.payments.v.carNoFormat);
      inputRef.current?.focus();
      return;
    }
    setCarNoError(undefined);
    const n = normalizeCarNo(v);
    setSelected(new Set());
    if (n === searched) {
      void lists.off.refetch();
      void lists.on.refetch();
    } else setParams(toWire({ plate: n }), { replace: true });
  };

  const switchTab = (next: string | null) => {
    if (next !== 'off' && next !== 'on') return;
    setTab(next);
    setSelected(new Set());
  };

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });
  const allChecked = rows.length > 0 && chosen.length === rows.length;
  const someChecked = chosen.length > 0 && !allChecked;
  const toggleAll = (on: boolean) => setSelected(on ? new Set(rows.map((r) => r.id)) : new Set());

  const onPay = async () => {
    if (chosen.length === 0 || !searched) {
      await showAlert(ko.payments.result.noSelection);
      return;
    }
    const key = saveSelection(buildSelection(chosen, tab === 'off', searched));
    await navigate(`/unpaidview?key=${key}`);
  };

  const countOf = (k: UnpaidKind) => lists[k].data?.result.length ?? 0;

  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? u.lookupTitle}</Title>
      <Text c="gray.8">{w.unpaidIntro}</Text>

      <SearchCard
        label={w.unpaidForm}
        submitLabel={u.search}
        onSearch={onSearch}
        loading={lists.off.isFetching || lists.on.isFetching}
      >
        <TextInput
          ref={inputRef}
          label={u.carNoLabel}
          placeholder={u.carNoPlaceholder}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setCarNoError(undefined);
          }}
          error={carNoError}
          maxLength={UNPAID_CAR_NO_MAX}
          autoComplete="off"
          style={{ flex: '1 1 220px' }}
        />
      </SearchCard>

      {searched === null ? (
        <SearchPrompt>{w.unpaidFirst}</SearchPrompt>
      ) : (
        <Tabs value={tab} onChange={switchTab}>
          <Tabs.List aria-label={w.unpaidTabs}>
            <Tabs.Tab value="off">{u.tabCount(u.tabs.off, countOf('off'))}</Tabs.Tab>
            <Tabs.Tab value="on">{u.tabCount(u.tabs.on, countOf('on'))}</Tabs.Tab>
          </Tabs.List>
          {KINDS.map((k) => {
            const list = lists[k];
            const active = k === tab;
            return (
              <Tabs.Panel key={k} value={k} pt="md">
                {list.isError ? (
                  <LoadFailedAlert
                    title={ko.admin.kit.loadFailed}
                    error={list.error}
                    onRetry={() => void list.refetch()}
                  />
                ) : (
                  <DataTable
                    caption={w.unpaidCaption(u.tabs[k])}
                    columns={columnsFor(list.data?.result.length ?? 0)}
                    rows={list.data?.result ?? []}
                    rowKey={(r) => String(r.id)}
                    loading={list.isPending}
                    cardsOnMobile
                    selection={{
                      isSelected: (r) => active && selected.has(r.id),
                      toggle: (r) => toggle(r.id, !selected.has(r.id)),
                      all: active && allChecked,
                      some: active && someChecked,
                      toggleAll: () => toggleAll(!allChecked),
                      rowLabel: (r) =>
                        w.rowCheck(
                          (list.data?.result.length ?? 0) - (list.data?.result.indexOf(r) ?? 0),
                          r.parkingName,
                          r.inDttm ?? '-',
                        ),
                    }}
                  />
                )}
              </Tabs.Panel>
            );
          })}
        </Tabs>
      )}

      {searched !== null ? (
        <Card withBorder radius="md" p="md" bg="gray.0">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="md" aria-live="polite">
              <Text fw={600}>{u.selectedTotal}</Text>
              <Text fw={800} fz="xl" c="primary.7" data-testid="unpaid-selected-total">
                {formatWon(totals.sum)}
              </Text>
              <Text c="gray.7" size="sm">
                {w.selectedCount(chosen.length)}
              </Text>
            </Group>
            <Button
              size="md"
              miw={120}
              disabled={chosen.length === 0}
              aria-describedby={chosen.length === 0 ? 'unpaid-pay-reason' : undefined}
              onClick={() => void onPay()}
            >
              {u.pay}
            </Button>
          </Group>
          {chosen.length === 0 ? (
            <Text id="unpaid-pay-reason" size="sm" c="gray.8" mt="xs">
              {ko.payments.result.noSelection}
            </Text>
          ) : null}
        </Card>
      ) : null}
    </Stack>
  );
}

/**
 * The columns after the check box (the one table component: values never break, the table scrolls); on phones
 * each item is a card with its three amounts (decision 189).
 */
const columnsFor = (total: number): readonly TableColumn<Domain<UnpaidItem>>[] => [
  { key: 'no', header: c.no, width: 70, render: (_r, i) => total - i, hideOnMobile: true },
  { key: 'carNo', header: c.plate, render: (r) => r.plate, card: 'title' },
  { key: 'parkingName', header: c.parkingName, align: 'left', wrap: true, render: (r) => r.parkingName },
  { key: 'inDttm', header: c.inDttm, render: (r) => r.inDttm ?? '-' },
  { key: 'outDttm', header: c.outDttm, render: (r) => r.outDttm ?? '-' },
  { key: 'unpaidAmt', header: c.unpaidAmt, align: 'right', render: (r) => formatWon(r.unpaidAmt) },
  { key: 'addAmt', header: c.addAmt, align: 'right', render: (r) => formatWon(r.addAmt) },
  { key: 'sumAmt', header: c.sumAmt, align: 'right', strong: true, render: (r) => formatWon(r.sumAmt) },
];
