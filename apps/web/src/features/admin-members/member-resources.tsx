import type { MemberListKind } from '@parking/shared/admin-members/schemas';
import { ko } from '@parking/shared/messages/ko';
import { lazyPart } from '../../components/admin-kit/lazy-part';
import {
  numberColumn,
  type ResourceColumn,
  type ResourceDescriptor,
  type ViewField,
} from '../../components/admin-kit/resource';
import { resourcePages } from '../../components/admin-kit/resource-pages';
import { formatDate } from '../../lib/format';
import {
  fetchMemberView,
  type Member,
  type MemberView,
  memberExport,
  memberListFetcher,
} from './api/members-api';

// The detail's lots, documents and staff actions (Mantine's table and list, the message log's section) load with
// the detail, not with the list (decision 226).
const { Part: MemberDetailExtras, code: extrasCode } = lazyPart(() =>
  import('./components/member-detail-extras').then((m) => m.MemberDetailExtras),
);

const t = ko.adminMembers;
type View = MemberView;
const vo = (v: View) => v.resultVo;

/** 01044445555 → 010-4444-5555; 0316345678 → 031-634-5678 */
const phone = (s: string) => s.replace(/^(02|0\d{2})(\d{3,4})(\d{4})$/, '$1-$2-$3');
const lockText = (v: View) =>
  vo(v).locked ? t.lockedCount(vo(v).loginFailCount) : t.failCount(vo(v).loginFailCount);
const address = (v: View) =>
  [vo(v).zipcode && `(${vo(v).zipcode})`, vo(v).address, vo(v).addressDetail].filter(Boolean).join(' ');
const status = (r: { empSttusNm: string; locked: boolean }) =>
  r.locked ? `${r.empSttusNm} · ${t.locked}` : r.empSttusNm;

const idColumn: ResourceColumn<Member> = {
  key: 'id',
  header: t.col.id,
  value: (r) => r.empNo,
  link: true,
  excel: 20,
};
const tail: ResourceColumn<Member>[] = [
  { key: 'status', header: t.col.status, value: status, width: 110, excel: 14 },
  {
    key: 'reg',
    header: t.col.regDttm,
    value: (r) => formatDate(r.regDttm),
    width: 120,
    hideOnMobile: true,
    excel: 14,
  },
];

interface KindSpec {
  texts: { name: string };
  paths: { list: string; view: string };
  conditions: { value: string; label: string }[];
  columns: ResourceColumn<Member>[];
  fields: ViewField<View>[];
}

const KINDS: Record<MemberListKind, KindSpec> = {
  USR: {
    texts: t.general,
    paths: { list: '/generalmembership', view: '/generalmembershipview' },
    conditions: [
      { value: '1', label: t.conditions.id },
      { value: '2', label: t.conditions.name },
      { value: '3', label: t.conditions.plate },
    ],
    columns: [
      numberColumn(),
      idColumn,
      { key: 'name', header: t.col.name, value: (r) => r.empNm, excel: 14 },
      { key: 'mobile', header: t.col.mobile, value: (r) => r.empMobile, hideOnMobile: true, excel: 16 },
      { key: 'car', header: t.col.plate, value: (r) => r.plate, excel: 14 },
      ...tail,
    ],
    fields: [
      { label: t.col.id, value: (v) => vo(v).empNo },
      { label: t.col.name, value: (v) => vo(v).empNm },
      { label: t.col.mobile, value: (v) => phone(vo(v).empMobile) },
      { label: t.col.tel, value: (v) => phone(vo(v).empTelNo) },
      { label: t.col.email, value: (v) => vo(v).empEmail },
      { label: t.col.plate, value: (v) => vo(v).plate },
      { label: t.col.carOwnerNm, value: (v) => vo(v).carOwnerNm },
      { label: t.col.carKind, value: (v) => vo(v).carKind },
      { label: t.col.discount, value: (v) => vo(v).discountNm || vo(v).discountCd },
      { label: t.col.address, value: address },
    ],
  },
  BSN: {
    texts: t.business,
    paths: { list: '/businessmembership', view: '/businessmembershipview' },
    conditions: [
      { value: '1', label: t.conditions.id },
      { value: '4', label: t.conditions.company },
      { value: '2', label: t.conditions.representative },
      { value: '5', label: t.conditions.companyNo },
    ],
    columns: [
      numberColumn(),
      idColumn,
      { key: 'company', header: t.col.company, value: (r) => r.companyNm ?? '', excel: 20 },
      { key: 'name', header: t.col.representative, value: (r) => r.empNm, hideOnMobile: true, excel: 14 },
      { key: 'no', header: t.col.companyNo, value: (r) => r.companyNo ?? '', hideOnMobile: true, excel: 16 },
      { key: 'lots', header: t.col.lots, value: (r) => r.parkingNm, hideOnMobile: true, excel: 28 },
      ...tail,
    ],
    fields: [
      { label: t.col.id, value: (v) => vo(v).empNo },
      { label: t.col.company, value: (v) => vo(v).companyNm ?? '' },
      { label: t.col.representative, value: (v) => vo(v).empNm },
      { label: t.col.companyNo, value: (v) => vo(v).companyNo ?? '' },
      { label: t.col.openDt, value: (v) => vo(v).openDt ?? '' },
      { label: t.col.mobile, value: (v) => phone(vo(v).empMobile) },
      { label: t.col.tel, value: (v) => phone(vo(v).empTelNo) },
      { label: t.col.address, value: address },
      { label: t.col.market, value: (v) => (vo(v).marketYn === 'Y' ? t.yes : t.no) },
    ],
  },
};

/** The general (USR) or business (BSN) member list and detail (spec 3 §2.3). */
export function memberResource(kind: MemberListKind): ResourceDescriptor<Member, View> {
  const k = KINDS[kind];
  return {
    name: k.texts.name,
    queryKey: ['admin', 'member', kind],
    paths: k.paths,
    idParam: 'id',
    rowId: (r) => r.memberId,
    viewId: (v) => vo(v).memberId,
    api: { list: memberListFetcher(kind), view: fetchMemberView, export: memberExport(kind) },
    list: { columns: k.columns, conditions: k.conditions, defaultCondition: '1' },
    view: {
      fields: [
        ...k.fields,
        { label: t.col.status, value: (v) => vo(v).empSttusNm },
        { label: t.col.authority, value: (v) => vo(v).authorNm },
        { label: t.col.lock, value: lockText },
        { label: t.col.regDttm, value: (v) => vo(v).regDttm },
      ],
      below: (v) => <MemberDetailExtras view={v} kind={kind} />,
      code: extrasCode,
    },
  };
}

export const generalMemberResource = memberResource('USR');
export const businessMemberResource = memberResource('BSN');
/** /generalmembership, /generalmembershipview */
export const generalMemberPages = resourcePages(generalMemberResource);
/** /businessmembership, /businessmembershipview */
export const businessMemberPages = resourcePages(businessMemberResource);
