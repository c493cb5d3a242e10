import { type AuthorityRow, arrDataEntryOf } from '@parking/shared/admin-staff/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useQuery } from '@tanstack/react-query';
import { numberColumn, type ResourceDescriptor } from '../../components/admin-kit/resource';
import { resourcePages } from '../../components/admin-kit/resource-pages';
import { NativeSelect, Text } from '../../components/ui/core';
import { type ClientSession, useSession } from '../../lib/session-store';
import { authorityApi } from './api/staff-api';

const t = ko.adminStaff.authority;

/** Only an administrator assigns authorities; a business member (ROLE_STORE) sees its own row read-only. */
const assigns = (session: ClientSession) => session.authorCode === 'ROLE_ADMIN';

/**
 * The per-row authority drop-down: a blank 'select' choice plus the groups (spec 3 §2.10). A viewer who may not
 * assign authorities reads the group's name instead.
 */
function AuthoritySelect({
  row,
  value,
  onChange,
}: {
  row: AuthorityRow;
  value: string;
  onChange: (authorCode: string) => void;
}) {
  const groups = useQuery({
    queryKey: ['admin', 'staff', 'authority', 'groups'],
    queryFn: ({ signal }) => authorityApi.groups(signal),
    staleTime: 60_000,
    initialData: () => authorityApi.listedGroups()?.groups,
    initialDataUpdatedAt: () => authorityApi.listedGroups()?.at,
  });
  const session = useSession();
  if (!assigns(session)) {
    const group = groups.data?.find((g) => g.authorCode === row.authorCode);
    return <Text size="sm">{group?.authorNm ?? row.authorCode}</Text>;
  }
  return (
    <NativeSelect
      size="xs"
      aria-label={t.rowAuthority(row.userId)}
      data={[
        { value: '', label: t.select },
        ...(groups.data ?? []).map((g) => ({ value: g.authorCode, label: g.authorNm })),
      ]}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/**
 * User authorities (spec 3 §2.10, §4, §7): tick rows, choose each row's group, press register; the list
 * reloads with the selection cleared. ROLE_STORE callers get only their own row from the server, read-only.
 */
export const authorityResource: ResourceDescriptor<AuthorityRow, unknown> = {
  name: t.name,
  queryKey: ['admin', 'staff', 'authority'],
  alsoInvalidate: [['admin', 'staff', 'user']],
  paths: { list: '/userauthoritylist' },
  idParam: 'uniqId',
  rowId: (r) => r.uniqId,
  viewId: () => '',
  api: { list: authorityApi.list },
  list: {
    paging: 'client',
    pageSizes: [10, 20, 50, 100],
    conditions: [
      { value: '1', label: t.conditions.id },
      { value: '2', label: t.conditions.name },
    ],
    excel: false,
    selection: {
      rowLabel: (r) => r.userId,
      actions: [
        {
          label: t.register,
          allowed: assigns,
          run: (rows) => authorityApi.insert(rows.map((r) => arrDataEntryOf(r, r.authorCode))),
        },
      ],
    },
    columns: [
      numberColumn(),
      { key: 'id', header: t.userId, value: (r) => r.userId },
      { key: 'name', header: t.userNm, value: (r) => r.userNm },
      { key: 'type', header: t.mberTyNm, value: (r) => r.mberTyNm, hideOnMobile: true },
      {
        key: 'authority',
        header: t.authorCode,
        value: (r) => r.authorCode,
        cell: (r, ctx) => (
          <AuthoritySelect
            row={r}
            value={ctx.draft.authorCode ?? r.authorCode}
            onChange={(authorCode) => ctx.setDraft({ authorCode })}
          />
        ),
        width: 200,
      },
      { key: 'reg', header: t.regYn, value: (r) => (r.regYn === 'Y' ? t.regY : t.regN), width: 90 },
    ],
  },
};

export const authorityPages = resourcePages(authorityResource);
