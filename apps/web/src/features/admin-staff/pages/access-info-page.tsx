import type { LoginHistoryRow } from '@parking/shared/admin-staff/schemas';
import { ko } from '@parking/shared/messages/ko';
import { type FormEvent, useMemo, useState } from 'react';
import { AdminListPage } from '../../../components/admin-kit/admin-list-page';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import { useAdminList } from '../../../components/admin-kit/use-admin-list';
import { Alert, Button, Group, NativeSelect, SimpleGrid, TextInput } from '../../../components/ui/core';
import { usePeriodFields } from '../../../components/ui/date-field/period-fields';
import { useSearchParams } from '../../../lib/router';
import { useSession } from '../../../lib/session-store';
import { accessFiltersOf, accessLogList, ACCESS_PAGE_SIZES as PAGE_SIZES } from '../api/access-log-query';
import type { AccessFilters } from '../api/staff-api';

const t = ko.adminStaff.access;

/**
 * /accessinfo (spec 3 §2.10, §5, §7): user name, date range, access IP and an institution drop-down that only
 * offers 'All'; Enter or the search button runs the query; client paging with a page size choice. ROLE_STORE
 * sees only its own history (the server filters).
 */
export function AccessInfoPage() {
  const [params, setParams] = useSearchParams();
  const filters = accessFiltersOf(params);
  const [draft, setDraft] = useState(filters);
  const session = useSession();
  // the same options as the route's first query (api/access-log-query, decision 222)
  const list = useAdminList<LoginHistoryRow>(accessLogList(filters));

  const period = usePeriodFields('access', {
    from: t.from,
    to: t.to,
    format: ko.adminStaff.v.dateFormat,
    order: ko.adminStaff.v.dateOrder,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!period.check(draft.logStartDt, draft.logEndDt)) return;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(draft)) next.set(k, v.trim());
      next.set('curPageNum', '1');
      return next;
    });
  };

  const columns: TableColumn<LoginHistoryRow>[] = useMemo(
    () => [
      {
        key: 'no',
        header: ko.admin.kit.number,
        render: (_r, i) => list.rowNumber(i),
        width: 70,
        hideOnMobile: true,
      },
      { key: 'logId', header: t.logId, render: (r) => r.logId, width: 100, hideOnMobile: true },
      { key: 'creatDt', header: t.creatDt, render: (r) => r.creatDt, width: 180 },
      { key: 'method', header: t.method, render: (r) => t.methods[r.loginMthd] ?? r.loginMthd, width: 110 },
      { key: 'name', header: t.loginNm, render: (r) => r.loginNm || r.loginId },
      { key: 'ip', header: t.ip, render: (r) => r.loginIp, hideOnMobile: true },
    ],
    [list.rowNumber],
  );

  const set = (key: keyof AccessFilters) => (e: { currentTarget: { value: string } }) => {
    // read now: the event's target is gone when the updater runs
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const toolbar = (
    <form onSubmit={(e) => void submit(e)} aria-label={t.name}>
      {session.authorCode === 'ROLE_STORE' && (
        <Alert mb="sm" color="gray">
          {t.ownOnly}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} mb="sm">
        <NativeSelect label={t.institution} data={[{ value: '', label: t.all }]} disabled />
        <TextInput label={t.loginNm} value={draft.re} onChange={set('re')} maxLength={50} />
        {period.fields(draft.logStartDt, draft.logEndDt, (field, v) =>
          setDraft((d) => ({ ...d, [field === 'start' ? 'logStartDt' : 'logEndDt']: v })),
        )}
        <TextInput label={t.ip} value={draft.ip} onChange={set('ip')} maxLength={45} />
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
      rowKey={(r) => String(r.logId)}
      conditions={false}
      pageSizes={PAGE_SIZES}
      toolbar={toolbar}
    />
  );
}
