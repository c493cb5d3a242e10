import { MENU_AUDIENCES, type MenuAudience } from '@parking/shared/admin-menus/menu-node';
import { type MenuRow, menuInsertSchema } from '@parking/shared/admin-menus/schemas';
import { ko } from '@parking/shared/messages/ko';
import type { z } from 'zod';
import { numberColumn, type ResourceDescriptor } from '../../components/admin-kit/resource';
import { resourcePages } from '../../components/admin-kit/resource-pages';
import { Text } from '../../components/ui/core';
import { deleteMenu, fetchMenuView, insertMenu, menuListFetcher, updateMenu } from './api/menu-api';
import { UpperMenuPicker } from './components/upper-menu-picker';

const t = ko.adminMenus;
type In = z.input<typeof menuInsertSchema>;
type Out = z.output<typeof menuInsertSchema>;
type View = { resultVo: MenuRow };

const audienceLabel = (a: MenuAudience | null) => (a ? t.audiences[a] : t.audiences.all);
const shownLabel = (yn: string) => (yn === 'N' ? t.hidden : t.shown);
const audienceOptions = [
  { value: '', label: t.audiences.all },
  ...MENU_AUDIENCES.map((a) => ({ value: a, label: t.audiences[a] })),
];

/**
 * Menus (spec 3 §2.10, §7): the site menu staff maintain. What they rename, hide, move or reorder is what
 * visitors see after a reload (header, mobile menu, sitemap, admin side menu, breadcrumb); access stays with
 * the route guards (decision 155).
 */
export const menuResource: ResourceDescriptor<MenuRow, View, In, Out> = {
  name: t.name,
  queryKey: ['admin', 'menu'],
  alsoInvalidate: [['site-menu']],
  paths: { list: '/menulist', view: '/menuview', create: '/menuenrollment', update: '/menuupdate' },
  // spec 3 §2.2: menuview (query item)
  idParam: 'item',
  rowId: (r) => r.menuNo,
  viewId: (v) => v.resultVo.menuNo,
  routeData: { key: 'menu' },
  api: {
    list: menuListFetcher,
    view: fetchMenuView,
    insert: (v) => insertMenu(v),
    update: (id, v) => updateMenu(v, id),
    delete: deleteMenu,
  },
  list: {
    paging: 'client',
    conditions: [
      { value: '1', label: t.conditions.id },
      { value: '2', label: t.conditions.name },
      { value: '3', label: t.conditions.description },
    ],
    defaultCondition: '2',
    columns: [
      numberColumn(),
      { key: 'id', header: t.menuNo, value: (r) => r.menuNo, width: 150, excel: 20 },
      { key: 'name', header: t.menuNm, value: (r) => r.menuNm, link: true, excel: 24 },
      { key: 'file', header: t.progrmFileNm, value: (r) => r.progrmFileNm || '-', excel: 26 },
      { key: 'desc', header: t.menuDc, value: (r) => r.menuDc || '-', hideOnMobile: true, excel: 30 },
      {
        key: 'upper',
        header: t.upperMenuId,
        value: (r) => r.upperMenuId ?? '-',
        hideOnMobile: true,
        excel: 18,
      },
      {
        key: 'use',
        header: t.useYn,
        value: (r) => shownLabel(r.useYn),
        width: 80,
        hideOnMobile: true,
        excel: 8,
      },
    ],
  },
  view: {
    fields: [
      { label: t.menuNo, value: (v) => v.resultVo.menuNo },
      { label: t.menuNm, value: (v) => v.resultVo.menuNm },
      { label: t.progrmFileNm, value: (v) => v.resultVo.progrmFileNm || '-' },
      { label: t.menuDc, value: (v) => v.resultVo.menuDc || '-' },
      { label: t.upperMenuId, value: (v) => v.resultVo.upperMenuId ?? t.noUpper },
      { label: t.menuOrdr, value: (v) => v.resultVo.menuOrdr },
      { label: t.audience, value: (v) => audienceLabel(v.resultVo.audience) },
      { label: t.useYn, value: (v) => shownLabel(v.resultVo.useYn) },
      {
        label: t.matchPaths,
        value: (v) => v.resultVo.matchPaths.split(',').filter(Boolean).join(', ') || '-',
      },
    ],
    below: () => (
      <Text size="sm" c="dimmed" mt="sm">
        {t.guardNote}
      </Text>
    ),
  },
  form: {
    schema: menuInsertSchema,
    defaults: (v) => {
      const r = v?.resultVo;
      return {
        menuNo: r?.menuNo ?? '',
        menuNm: r?.menuNm ?? '',
        progrmFileNm: r?.progrmFileNm ?? '',
        menuDc: r?.menuDc ?? '',
        upperMenuId: r?.upperMenuId ?? '',
        menuOrdr: r ? String(r.menuOrdr) : '1',
        audience: r?.audience ?? '',
        useYn: r?.useYn ?? 'Y',
        matchPaths: r?.matchPaths ?? '',
      };
    },
    fields: [
      {
        kind: 'text',
        name: 'menuNo',
        label: t.menuNo,
        required: true,
        onlyOn: 'create',
        input: { maxLength: 30, description: t.v.menuNo },
      },
      { kind: 'readOnly', onlyOn: 'edit', rows: (v) => [{ label: t.menuNo, value: v.resultVo.menuNo }] },
      { kind: 'text', name: 'menuNm', label: t.menuNm, required: true, input: { maxLength: 50 } },
      {
        kind: 'text',
        name: 'progrmFileNm',
        label: t.progrmFileNm,
        input: { maxLength: 100, placeholder: '/noticelist', description: t.progrmHint },
      },
      {
        kind: 'custom',
        render: ({ form, existing }) => (
          <UpperMenuPicker form={form} self={existing?.resultVo.menuNo ?? null} />
        ),
      },
      {
        kind: 'text',
        name: 'menuOrdr',
        label: t.menuOrdr,
        required: true,
        input: { inputMode: 'numeric', maxLength: 3, w: 160 },
      },
      { kind: 'select', name: 'audience', label: t.audience, options: audienceOptions },
      {
        kind: 'select',
        name: 'useYn',
        label: t.useYn,
        options: [
          { value: 'Y', label: t.shown },
          { value: 'N', label: t.hidden },
        ],
      },
      {
        kind: 'text',
        name: 'matchPaths',
        label: t.matchPaths,
        input: { maxLength: 500, description: t.matchPathsHint },
      },
      { kind: 'text', name: 'menuDc', label: t.menuDc, input: { maxLength: 200 } },
    ],
  },
};

/** /menulist, /menuview, /menuenrollment, /menuupdate */
export const menuPages = resourcePages(menuResource);
