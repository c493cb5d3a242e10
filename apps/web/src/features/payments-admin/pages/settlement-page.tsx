import { todayKst } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { SettlementRow } from '@parking/shared/payments-admin/schemas';
import { type FormEvent, useState } from 'react';
import {
  buildWorkbook,
  downloadBlob,
  type ExcelColumn,
  excelFileName,
} from '../../../components/admin-kit/excel-export';
import { PageTitle } from '../../../components/admin-kit/page-title';
import { Box, Button, Group, Table, Text } from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { errorText } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { type SettlementFilters, useSettlement } from '../api/payments-admin-api';
import { CategoryField, DateField, LotField } from '../components/filter-fields';
import { SettlementChart } from '../components/settlement-chart';

const s = ko.paymentsAdmin.settlement;
const f = ko.paymentsAdmin.filters;
const cats = ko.payments.receipt.categories;

const columns: { header: string; value: (r: Domain<SettlementRow>) => string | number; num?: boolean }[] = [
  { header: s.day, value: (r) => r.day },
  { header: s.category, value: (r) => cats[r.category] },
  { header: s.lot, value: (r) => r.parkingNm },
  { header: s.count, value: (r) => r.count, num: true },
  { header: s.amount, value: (r) => r.amount, num: true },
  { header: s.supply, value: (r) => r.supplyAmt, num: true },
  { header: s.vat, value: (r) => r.vat, num: true },
  { header: s.cancelCount, value: (r) => r.cancelCount, num: true },
  { header: s.cancelAmt, value: (r) => r.cancelAmt, num: true },
  { header: s.net, value: (r) => r.netAmt, num: true },
];
const excel: ExcelColumn<Domain<SettlementRow>>[] = columns.map((c) => ({
  header: c.header,
  value: c.value,
  width: 16,
}));
const sumOf = (rows: Domain<SettlementRow>[], k: keyof Domain<SettlementRow>) =>
  rows.reduce((a, r) => a + Number(r[k]), 0);

/** /settlement (issue 21): per day × category × lot (default today), the last 30 days' chart, Excel. */
export function SettlementPage() {
  const today = todayKst();
  const initial: SettlementFilters = { startDt: today, endDt: today, category: '', lotId: '' };
  const [draft, setDraft] = useState(initial);
  const [filters, setFilters] = useState(initial);
  const data = useSettlement(filters);
  const rows = data.data?.rows ?? [];
  const set = (k: keyof SettlementFilters) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
  };
  const download = async () => {
    if (rows.length === 0) return showAlert(ko.admin.kit.excelEmpty);
    downloadBlob(await buildWorkbook(s.title, excel, rows), excelFileName(s.title));
  };

  return (
    <Box>
      <PageTitle />
      <form onSubmit={submit}>
        <Group gap="sm" align="flex-end" mb="md">
          <DateField label={f.startDt} value={draft.startDt} onChange={set('startDt')} />
          <DateField label={f.endDt} value={draft.endDt} onChange={set('endDt')} />
          <CategoryField value={draft.category} onChange={set('category')} />
          <LotField value={draft.lotId} onChange={set('lotId')} />
          <Button type="submit">{f.search}</Button>
          <Button variant="default" onClick={() => void download()}>
            {ko.admin.kit.excel}
          </Button>
        </Group>
      </form>
      {data.error && <Text c="red">{errorText(data.error)}</Text>}
      {data.data && <SettlementChart days={data.data.days} />}
      <Text size="sm" c="dimmed" mb="xs">
        {s.note}
      </Text>
      <Table.ScrollContainer minWidth={900}>
        <Table withTableBorder striped verticalSpacing="xs" data-testid="settlement-table">
          <Table.Caption>{s.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header} scope="col" ta={c.num ? 'right' : undefined}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length} ta="center">
                  {data.isPending ? ko.admin.kit.loading : s.empty}
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((r) => (
              <Table.Tr key={`${r.day}|${r.category}|${r.lotId}`}>
                {columns.map((c) => (
                  <Table.Td key={c.header} ta={c.num ? 'right' : undefined}>
                    {c.num ? formatNumber(c.value(r)) : c.value(r)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {rows.length > 0 && (
            <Table.Tfoot>
              <Table.Tr data-testid="settlement-total">
                <Table.Th scope="row" colSpan={3}>
                  {s.total}
                </Table.Th>
                {(['count', 'amount', 'supplyAmt', 'vat', 'cancelCount', 'cancelAmt', 'netAmt'] as const).map(
                  (k) => (
                    <Table.Td key={k} ta="right" fw={700}>
                      {formatNumber(sumOf(rows, k))}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
