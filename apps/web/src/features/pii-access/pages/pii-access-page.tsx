import { todayKst } from '@parking/shared/common/korea-time';
import { ko } from '@parking/shared/messages/ko';
import { PII_ACTIONS, type PiiRecordRow } from '@parking/shared/pii-access/schemas';
import { type FormEvent, useMemo, useState } from 'react';
import { AdminListPage } from '../../../components/admin-kit/admin-list-page';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import type { ExcelColumn } from '../../../components/admin-kit/excel-export';
import { useAdminList } from '../../../components/admin-kit/use-admin-list';
import { Button, Group, NativeSelect, SimpleGrid, Text, TextInput } from '../../../components/ui/core';
import { usePeriodFields } from '../../../components/ui/date-field/period-fields';
import { useSearchParams } from '../../../lib/router';
import { exportPiiRecords, fetchPiiRecords, type PiiRecordFilters } from '../api/pii-access-api';

const t = ko.adminStaff.privacy;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The search of the query string; the days default to this month so far (the monthly check). */
function filtersOf(params: URLSearchParams): PiiRecordFilters {
  const today = todayKst();
  const date = (key: string, fallback: string) => {
    const v = params.get(key) ?? '';
    return DATE_RE.test(v) ? v : fallback;
  };
  const action = params.get('action') ?? '';
  return {
    staff: params.get('staff') ?? '',
    subject: params.get('subject') ?? '',
    action: (PII_ACTIONS as readonly string[]).includes(action) ? action : '',
    startDt: date('startDt', `${today.slice(0, 8)}01`),
    endDt: date('endDt', today),
  };
}

const staffOf = (r: PiiRecordRow) => (r.staffNm ? `${r.staffNm} (${r.staffNo})` : r.staffId);

/** Columns of the Excel file: every field of a record. */
const EXCEL: ExcelColumn<PiiRecordRow>[] = [
  { header: t.at, value: (r) => r.at, width: 20 },
  { header: t.staff, value: staffOf, width: 22 },
  { header: t.ip, value: (r) => r.ip, width: 16 },
  { header: t.action, value: (r) => r.actionNm, width: 14 },
  { header: t.subject, value: (r) => r.subjectId, width: 22 },
  { header: t.target, value: (r) => r.target, width: 60 },
  { header: t.rows, value: (r) => r.rowCount ?? '', width: 8 },
  { header: t.reason, value: (r) => r.reason, width: 30 },
];

/**
 * /privacyaccess, the privacy officer's screen (decision 183): the personal-information access records searched
 * by staff, person, kind and days, paged on the server, with an Excel export that asks why and is itself
 * recorded. Read-only.
 */
export function PiiAccessPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [draft, setDraft] = useState(filters);
  const list = useAdminList<PiiRecordRow>({
    queryKey: ['admin', 'pii-access', filters],
    fetchPage: (q, signal) => fetchPiiRecords(filters, q, signal),
  });

  const period = usePeriodFields('privacy', {
    from: t.from,
    to: t.to,
    format: t.v.date,
    order: t.v.dateOrder,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!period.check(draft.startDt, draft.endDt)) return;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(draft)) next.set(k, v.trim());
      next.set('curPageNum', '1');
      return next;
    });
  };

  const columns: TableColumn<PiiRecordRow>[] = useMemo(
    () => [
      { key: 'at', header: t.at, render: (r) => r.at, width: 170 },
      { key: 'staff', header: t.staff, render: staffOf, width: 160 },
      { key: 'action', header: t.action, render: (r) => r.actionNm, width: 110 },
      { key: 'subject', header: t.subject, render: (r) => r.subjectId || '-', hideOnMobile: true },
      {
        key: 'target',
        header: t.target,
        // a path and filters: long words, broken anywhere rather than stretching the table
        render: (r) => <span style={{ wordBreak: 'break-all' }}>{r.target}</span>,
        width: 320,
        wrap: true,
        hideOnMobile: true,
      },
      { key: 'rows', header: t.rows, render: (r) => r.rowCount ?? '-', width: 70, hideOnMobile: true },
      { key: 'reason', header: t.reason, render: (r) => r.reason || '-', hideOnMobile: true },
      { key: 'ip', header: t.ip, render: (r) => r.ip, hideOnMobile: true },
    ],
    [],
  );

  const set = (key: keyof PiiRecordFilters) => (e: { currentTarget: { value: string } }) => {
    // read now: the event's target is gone when the updater runs
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const toolbar = (
    <form onSubmit={(e) => void submit(e)} aria-label={t.name}>
      <Text size="sm" mb="sm">
        {t.intro}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} mb="sm">
        <TextInput label={t.staff} value={draft.staff} onChange={set('staff')} maxLength={100} />
        <TextInput label={t.subject} value={draft.subject} onChange={set('subject')} maxLength={100} />
        <NativeSelect
          label={t.action}
          value={draft.action}
          onChange={set('action')}
          data={[
            { value: '', label: t.all },
            ...PII_ACTIONS.map((a) => ({ value: a, label: t.actions[a] ?? a })),
          ]}
        />
        {period.fields(draft.startDt, draft.endDt, (field, v) =>
          setDraft((d) => ({ ...d, [field === 'start' ? 'startDt' : 'endDt']: v })),
        )}
      </SimpleGrid>
      <Group justify="flex-end" mb="sm">
        <Button type="submit">{t.search}</Button>
      </Group>
    </form>
  );

  return (
    <AdminListPage
      resourceName={t.name}
      list={list}
      columns={columns}
      rowKey={(r) => String(r.id)}
      conditions={false}
      toolbar={toolbar}
      excelColumns={EXCEL}
      exportAll={(_q, reason) => exportPiiRecords(filters, reason)}
    />
  );
}
