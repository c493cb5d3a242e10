import type { MenuStatAnswer } from '@parking/shared/admin-menus/schemas';
import { kstDatePlus, todayKst } from '@parking/shared/common/korea-time';
import { ko } from '@parking/shared/messages/ko';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { buildWorkbook, downloadBlob, excelFileName } from '../../../components/admin-kit/excel-export';
import { ListPagination } from '../../../components/admin-kit/list-pagination';
import { PageTitle } from '../../../components/admin-kit/page-title';
import { PAGE_SIZE, pageRows, rowNumber } from '../../../components/admin-kit/paging';
import { Button, Group, SimpleGrid, Stack, Text } from '../../../components/ui/core';
import { DateField } from '../../../components/ui/date-field/date-field';
import { dateRangeProblem } from '../../../components/ui/date-field/parse-date';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { errorText } from '../../../lib/api-client';
import { fetchMenuStats } from '../api/menu-api';
import { DailyVisitChart, TopMenuChart } from '../components/stat-charts';

const t = ko.adminMenus.stats;
type Row = MenuStatAnswer['resultList'][number];
const nf = new Intl.NumberFormat('ko-KR');

/**
 * Menu access statistics (spec 3 §2.10 /connertmenustat): visits per menu for a range of days from the visit
 * log, the most visited menus as bars, visits per day as a line, the table with paging and an Excel file.
 */
export function MenuStatPage() {
  const [draft, setDraft] = useState(() => ({ startDt: kstDatePlus(Date.now(), -29), endDt: todayKst() }));
  const [range, setRange] = useState(draft);
  const [page, setPage] = useState(1);
  const stats = useQuery({
    queryKey: ['admin', 'menu-stat', range.startDt, range.endDt],
    queryFn: ({ signal }) => fetchMenuStats(range.startDt, range.endDt, signal),
  });
  const rows = stats.data?.resultList ?? [];

  const [rangeError, setRangeError] = useState<ReturnType<typeof dateRangeProblem>>(null);
  const search = (e: FormEvent) => {
    e.preventDefault();
    // a wrong period: the message under that date and the focus on it, no modal (decision 193)
    const problem = dateRangeProblem(draft.startDt, draft.endDt, {
      format: t.dateFormat,
      order: t.dateOrder,
    });
    setRangeError(problem);
    if (problem) {
      document.getElementById(`menu-stat-${problem.field}`)?.focus();
      return;
    }
    setPage(1);
    setRange({ ...draft });
  };
  const exportExcel = async () => {
    try {
      const columns = [
        { header: t.number, value: (_r: Row, i: number) => i + 1, width: 8 },
        { header: t.menuNm, value: (r: Row) => r.menuNm, width: 24 },
        { header: t.url, value: (r: Row) => r.url, width: 30 },
        { header: t.count, value: (r: Row) => r.cnt, width: 12 },
      ];
      downloadBlob(await buildWorkbook(t.title, columns, rows), excelFileName(t.excelName));
    } catch (err) {
      await showAlert(errorText(err));
    }
  };

  const columns: TableColumn<Row>[] = [
    { key: 'no', header: t.number, render: (_r, i) => rowNumber(rows.length, page, i), width: 70 },
    { key: 'name', header: t.menuNm, render: (r) => r.menuNm },
    { key: 'url', header: t.url, render: (r) => r.url, hideOnMobile: true },
    { key: 'cnt', header: t.count, render: (r) => nf.format(r.cnt), align: 'right', width: 110 },
  ];

  return (
    <Stack gap="md">
      <PageTitle />
      <form onSubmit={search} aria-label={t.period}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateField
            id="menu-stat-start"
            error={rangeError?.field === 'start' ? rangeError.message : undefined}
            label={t.start}
            value={draft.startDt}
            onChange={(v) => setDraft((d) => ({ ...d, startDt: v }))}
            w={170}
          />
          <DateField
            id="menu-stat-end"
            error={rangeError?.field === 'end' ? rangeError.message : undefined}
            label={t.end}
            value={draft.endDt}
            onChange={(v) => setDraft((d) => ({ ...d, endDt: v }))}
            w={170}
          />
          <Button type="submit">{t.search}</Button>
          <Button variant="outline" onClick={exportExcel} disabled={rows.length === 0}>
            {ko.admin.kit.excel}
          </Button>
        </Group>
      </form>
      <Text fw={700} aria-live="polite">
        {t.total} {nf.format(stats.data?.totalCount ?? 0)}
      </Text>
      {stats.data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TopMenuChart bars={rows.slice(0, 10).map((r) => ({ label: r.menuNm, value: r.cnt }))} />
          <DailyVisitChart days={stats.data.dailyList} />
        </SimpleGrid>
      )}
      <DataTable
        caption={t.title}
        columns={columns}
        rows={pageRows(rows, rows.length, page)}
        rowKey={(r) => r.url}
        loading={stats.isPending}
        error={stats.error}
      />
      <ListPagination total={rows.length} page={page} onChange={setPage} size={PAGE_SIZE} />
    </Stack>
  );
}
