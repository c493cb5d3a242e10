import { screen } from '@testing-library/react';
import { describeResource } from '../../components/admin-kit/resource-test-kit';
import { discountResource } from './discount-resource';

const row = (i: number) => ({
  seqId: i,
  carOwnerNm: `소유자 ${i}`,
  carNo: `12가${String(1000 + i)}`,
  discountCd: 'DC006',
  discountNm: '장애인(경증)',
  startDt: '2026-01-01',
  endDt: '2026-12-31',
  note: '',
  regDttm: '2026-01-01 09:00:00',
});

describeResource(discountResource, {
  calls: {
    list: '/api/admin/discount/list.json',
    view: '/api/admin/discount/view.json',
    insert: '/api/admin/discount/insert.json',
    update: '/api/admin/discount/update.json',
    delete: '/api/admin/discount/delete.json',
  },
  rows: (n) => Array.from({ length: n }, (_, i) => row(i + 1)),
  listAnswer: (rows, total) => ({ resultList: { result: { list: rows, totalCount: total } } }),
  viewAnswer: (r) => ({ resultVo: { result: r } }),
  rowText: (r) => r.carOwnerNm,
  searchCondition: '2',
  fillCreate: async (user) => {
    await user.type(screen.getByRole('textbox', { name: /^소유자명/ }), '홍길동');
    await user.type(screen.getByRole('textbox', { name: /^차량번호/ }), '34나 5678');
    await user.selectOptions(await screen.findByRole('combobox', { name: /^감면 구분/ }), 'DC006');
  },
  expectInsert: { carOwnerNm: '홍길동', carNo: '34나5678', discountCd: 'DC006' },
  edit: { label: /^소유자명/, loaded: '소유자 1', value: '새소유자', requestKey: 'carOwnerNm' },
  other: (call) => {
    if (call.url.pathname === '/api/prepay/getDiscountList.json')
      return {
        discountList: [
          { code: 'DC001', codeNm: '일반', rate: 0, freeMinutes: 0, fixedAmt: 0 },
          { code: 'DC006', codeNm: '장애인(경증)', rate: 50, freeMinutes: 0, fixedAmt: 0 },
        ],
      };
    if (call.url.pathname === '/api/admin/discount/pendingList.json') return { pendingList: [] };
    return undefined;
  },
});
