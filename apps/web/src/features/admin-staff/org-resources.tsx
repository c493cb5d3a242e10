import {
  type DeptRow,
  deptInsertSchema,
  type TeamRow,
  teamInsertSchema,
} from '@parking/shared/admin-staff/schemas';
import { ko } from '@parking/shared/messages/ko';
import type { z } from 'zod';
import { numberColumn, type ResourceDescriptor } from '../../components/admin-kit/resource';
import { resourcePages } from '../../components/admin-kit/resource-pages';
import { deptApi, loadDepartments, teamApi } from './api/staff-api';

const tt = ko.adminStaff.team;
const td = ko.adminStaff.dept;
type TeamView = { resultVo: TeamRow };
type DeptView = { resultVo: DeptRow };
// the user forms' department and team options change with these lists
const orgOptions = [
  ['admin', 'staff', 'dept-options'],
  ['admin', 'staff', 'team-options'],
  ['admin-kit', 'options', 'dept-options'],
] as const;

/** Teams (spec 3 §2.10, §7): search 1 team name, 2 department name; team name required. */
export const teamResource: ResourceDescriptor<
  TeamRow,
  TeamView,
  z.input<typeof teamInsertSchema>,
  z.output<typeof teamInsertSchema>
> = {
  name: tt.name,
  queryKey: ['admin', 'staff', 'team'],
  alsoInvalidate: orgOptions,
  paths: { list: '/teamlist', view: '/teamview', create: '/teamenrollment', update: '/teamupdate' },
  idParam: 'teamId',
  rowId: (r) => r.teamId,
  viewId: (v) => v.resultVo.teamId,
  // spec 3 §2.2: the update screen's data is also kept in browser storage under a team key
  routeData: { key: 'team' },
  api: {
    list: teamApi.list,
    view: teamApi.view,
    insert: teamApi.insert,
    update: teamApi.update,
    delete: teamApi.delete,
  },
  list: {
    paging: 'client',
    conditions: [
      { value: '1', label: tt.conditions.teamNm },
      { value: '2', label: tt.conditions.deptNm },
    ],
    excel: false,
    columns: [
      numberColumn(),
      { key: 'id', header: tt.teamId, value: (r) => r.teamId, width: 110 },
      { key: 'name', header: tt.teamNm, value: (r) => r.teamNm, link: true },
      { key: 'dept', header: tt.deptNm, value: (r) => r.deptNm },
      { key: 'dc', header: tt.teamDc, value: (r) => r.teamDc, hideOnMobile: true },
    ],
  },
  view: {
    fields: [
      { label: tt.teamId, value: (v) => v.resultVo.teamId },
      { label: tt.teamNm, value: (v) => v.resultVo.teamNm },
      { label: tt.deptNm, value: (v) => v.resultVo.deptNm },
      { label: tt.teamDc, value: (v) => v.resultVo.teamDc },
    ],
  },
  form: {
    schema: teamInsertSchema,
    defaults: (v) => ({
      deptId: v?.resultVo.deptId ?? '',
      teamNm: v?.resultVo.teamNm ?? '',
      teamDc: v?.resultVo.teamDc ?? '',
    }),
    fields: [
      {
        kind: 'select',
        name: 'deptId',
        label: tt.dept,
        required: true,
        placeholder: tt.deptPlaceholder,
        options: { key: 'dept-options', load: loadDepartments },
      },
      { kind: 'text', name: 'teamNm', label: tt.teamNm, required: true, input: { maxLength: 50 } },
      { kind: 'text', name: 'teamDc', label: tt.teamDc, input: { maxLength: 200 } },
    ],
  },
};

/** Departments (spec 3 §2.10, §7): search 1 name, 2 description, 3 both; create is ours (decision 152). */
export const deptResource: ResourceDescriptor<
  DeptRow,
  DeptView,
  z.input<typeof deptInsertSchema>,
  z.output<typeof deptInsertSchema>
> = {
  name: td.name,
  queryKey: ['admin', 'staff', 'dept'],
  alsoInvalidate: [...orgOptions, ['admin', 'staff', 'team']],
  paths: {
    list: '/departmentlist',
    view: '/departmentview',
    create: '/departmentenrollment',
    update: '/departmentupdate',
  },
  idParam: 'deptId',
  rowId: (r) => r.deptId,
  viewId: (v) => v.resultVo.deptId,
  routeData: { key: 'departmentupdate' },
  api: {
    list: deptApi.list,
    view: deptApi.view,
    insert: deptApi.insert,
    update: deptApi.update,
    delete: deptApi.delete,
  },
  list: {
    paging: 'client',
    conditions: [
      { value: '1', label: td.conditions.name },
      { value: '2', label: td.conditions.dc },
      { value: '3', label: td.conditions.both },
    ],
    excel: false,
    columns: [
      numberColumn(),
      { key: 'id', header: td.deptId, value: (r) => r.deptId, width: 110 },
      { key: 'name', header: td.deptNm, value: (r) => r.deptNm, link: true },
      { key: 'dc', header: td.deptDc, value: (r) => r.deptDc, hideOnMobile: true },
    ],
  },
  view: {
    fields: [
      { label: td.deptId, value: (v) => v.resultVo.deptId },
      { label: td.deptNm, value: (v) => v.resultVo.deptNm },
      { label: td.deptDc, value: (v) => v.resultVo.deptDc },
    ],
  },
  form: {
    schema: deptInsertSchema,
    defaults: (v) => ({ deptNm: v?.resultVo.deptNm ?? '', deptDc: v?.resultVo.deptDc ?? '' }),
    fields: [
      { kind: 'text', name: 'deptNm', label: td.deptNm, required: true, input: { maxLength: 50 } },
      { kind: 'text', name: 'deptDc', label: td.deptDc, input: { maxLength: 200 } },
    ],
  },
};

export const teamPages = resourcePages(teamResource);
export const deptPages = resourcePages(deptResource);
