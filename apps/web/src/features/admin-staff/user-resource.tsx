import { type StaffFormIn, type StaffFormOut, staffFormSchema } from '@parking/shared/admin-staff/schemas';
import { ko } from '@parking/shared/messages/ko';
import { numberColumn, type ResourceDescriptor } from '../../components/admin-kit/resource';
import { resourcePages } from '../../components/admin-kit/resource-pages';
import { formatDate } from '../../lib/format';
import {
  deptOptionsQuery,
  loadAuthorGroups,
  type Staff,
  type StaffView,
  staffApi,
  teamOptionsQuery,
} from './api/staff-api';
import { OrgFields, PhoneField, StaffIdField } from './components/staff-fields';

const t = ko.adminStaff.user;
type View = StaffView;
const vo = (v: View) => v.resultVo;

/** 01044445555 → 010-4444-5555; 0316345678 → 031-634-5678 */
const phone = (s: string) => s.replace(/^(02|0\d{2})(\d{3,4})(\d{4})$/, '$1-$2-$3');

/** What insertAction / updateAction receive: the form without its own helpers. */
function payload(v: StaffFormOut) {
  const { mode: _mode, idChecked: _checked, ...rest } = v;
  return rest;
}

/** System users (spec 3 §2.10, §5, §7 "Users"). */
export const userResource: ResourceDescriptor<Staff, View, StaffFormIn, StaffFormOut> = {
  name: t.name,
  queryKey: ['admin', 'staff', 'user'],
  alsoInvalidate: [['admin', 'staff', 'authority']],
  paths: { list: '/usermanagement', view: '/userview', create: '/userenrollment', update: '/userupdate' },
  idParam: 'id',
  rowId: (r) => r.memberId,
  viewId: (v) => vo(v).memberId,
  routeData: { key: 'userupdate' },
  api: {
    list: staffApi.list,
    view: staffApi.view,
    insert: (v) => staffApi.insert({ ...payload(v), password: v.password }),
    update: (id, v) => staffApi.update(id, { ...payload(v), password: v.password || undefined }),
    delete: (id) => staffApi.deleteMany([id]),
    deleteMany: staffApi.deleteMany,
  },
  list: {
    paging: 'client',
    conditions: [
      { value: '1', label: t.conditions.id },
      { value: '2', label: t.conditions.name },
      { value: '3', label: t.conditions.contact },
    ],
    excel: false,
    selection: { deleteSelected: true, rowLabel: (r) => r.empNo },
    columns: [
      numberColumn(),
      { key: 'id', header: t.id, value: (r) => r.empNo, link: true },
      { key: 'name', header: t.empNm, value: (r) => r.empNm },
      { key: 'contact', header: t.contact, value: (r) => r.empMobile, hideOnMobile: true },
      { key: 'email', header: t.email, value: (r) => r.empEmail, hideOnMobile: true },
      { key: 'reg', header: t.regDttm, value: (r) => formatDate(r.regDttm), width: 120, hideOnMobile: true },
      // spec 3 §2.10: always displayed as 'approved'
      { key: 'status', header: t.status, value: () => t.approved, width: 80 },
    ],
  },
  view: {
    fields: [
      { label: t.id, value: (v) => vo(v).empNo },
      { label: t.empNm, value: (v) => vo(v).empNm },
      { label: t.mobile, value: (v) => phone(vo(v).empMobile) },
      { label: t.tel, value: (v) => phone(vo(v).empTelNo) },
      { label: t.email, value: (v) => vo(v).empEmail },
      { label: t.status, value: (v) => t.statusOptions[vo(v).empSttus] ?? t.approved },
      { label: t.authority, value: (v) => vo(v).authorNm || vo(v).authCode },
      { label: t.dept, value: (v) => vo(v).empDeptNm },
      { label: t.team, value: (v) => vo(v).empTeamNm },
      { label: t.regDttm, value: (v) => formatDate(vo(v).regDttm) },
    ],
  },
  form: {
    schema: staffFormSchema,
    defaults: (v) => {
      const r = v ? vo(v) : null;
      return {
        mode: r ? 'edit' : 'create',
        empNo: r?.empNo ?? '',
        idChecked: r?.empNo ?? '',
        password: '',
        passwordCnfirm: '',
        empNm: r?.empNm ?? '',
        empMobile: r?.empMobile ?? '',
        empTelNo: r?.empTelNo ?? '',
        empEmail: r?.empEmail ?? '',
        empSttus: r?.empSttus === 'D' ? 'D' : 'P',
        authCode: r?.authCode ?? '',
        empDeptCd: r?.empDeptCd ?? '',
        empTeamCd: r?.empTeamCd ?? '',
      };
    },
    fields: [
      { kind: 'custom', onlyOn: 'create', render: ({ form }) => <StaffIdField form={form} /> },
      { kind: 'readOnly', onlyOn: 'edit', rows: (v) => [{ label: t.id, value: vo(v).empNo }] },
      { kind: 'text', name: 'empNm', label: t.empNm, required: true, input: { maxLength: 50 } },
      {
        kind: 'grid',
        cols: { base: 1, sm: 2 },
        fields: [
          {
            kind: 'text',
            name: 'password',
            label: t.password,
            input: {
              type: 'password',
              autoComplete: 'new-password',
              maxLength: 20,
              description: t.passwordHint,
            },
          },
          {
            kind: 'text',
            name: 'passwordCnfirm',
            label: t.passwordConfirm,
            input: { type: 'password', autoComplete: 'new-password', maxLength: 20 },
          },
        ],
      },
      { kind: 'custom', render: ({ form }) => <PhoneField form={form} name="empMobile" label={t.mobile} /> },
      { kind: 'custom', render: ({ form }) => <PhoneField form={form} name="empTelNo" label={t.tel} /> },
      { kind: 'text', name: 'empEmail', label: t.email, input: { type: 'email', maxLength: 100 } },
      {
        kind: 'select',
        name: 'empSttus',
        label: t.status,
        onlyOn: 'edit',
        options: Object.entries(t.statusOptions).map(([value, label]) => ({ value, label })),
      },
      {
        kind: 'select',
        name: 'authCode',
        label: t.authority,
        required: true,
        placeholder: t.select,
        options: { key: 'author-groups', load: loadAuthorGroups },
      },
      { kind: 'custom', render: ({ form }) => <OrgFields form={form} /> },
    ],
    // what OrgFields asks for
    queries: () => [deptOptionsQuery, teamOptionsQuery],
  },
};

/** /usermanagement, /userview, /userenrollment, /userupdate */
export const userPages = resourcePages(userResource);
