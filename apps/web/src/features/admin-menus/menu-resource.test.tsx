import { ko } from '@parking/shared/messages/ko';
import { screen } from '@testing-library/react';
import { describeResource } from '../../components/admin-kit/resource-test-kit';
import { menuResource } from './menu-resource';

const t = ko.adminMenus;
const menuRow = (i: number) => ({
  menuNo: `m${i}`,
  menuOrdr: i,
  menuNm: `메뉴 ${i}`,
  upperMenuId: null,
  progrmFileNm: '/noticelist',
  menuDc: '',
  audience: null,
  useYn: 'Y' as const,
  matchPaths: '',
});

describeResource(menuResource, {
  calls: {
    list: '/api/menu/menuListSelect.json',
    view: '/api/menu/view.json',
    insert: '/api/menu/insertAction.json',
    update: '/api/menu/updateAction.json',
    delete: '/api/menu/delete.json',
  },
  rows: (n) => Array.from({ length: n }, (_, i) => menuRow(i + 1)),
  listAnswer: (rows, total) => ({ list_menulist: rows, totalCount: total }),
  viewAnswer: (r) => ({ resultVo: r }),
  rowText: (r) => r.menuNm,
  searchCondition: '2',
  fillCreate: async (user) => {
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.menuNo) }), 'newmenu');
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.menuNm) }), '새 메뉴');
    await user.type(screen.getByRole('textbox', { name: t.progrmFileNm }), '/faqview');
  },
  expectInsert: {
    menuNo: 'newmenu',
    menuNm: '새 메뉴',
    progrmFileNm: '/faqview',
    useYn: 'Y',
    upperMenuId: '',
  },
  edit: { label: t.menuNm, loaded: '메뉴 1', value: '새 이름', requestKey: 'menuNm' },
});
