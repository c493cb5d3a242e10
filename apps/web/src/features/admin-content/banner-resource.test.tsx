import { screen } from '@testing-library/react';
import { describeResource } from '../../components/admin-kit/resource-test-kit';
import { bannerResource } from './banner-resource';

const bannerRow = (i: number) => ({
  bannerId: i,
  indexNo: i,
  title: `배너 ${i}`,
  bannerOrder: i,
  linkUrl: '',
  regDttm: '2026-02-27 10:00:00',
  useYn: 'Y' as const,
  useYnNm: '사용',
  atchCnt: 0,
});

describeResource(bannerResource, {
  calls: {
    list: '/api/admin/banner/list.json',
    view: '/api/admin/banner/view.json',
    insert: '/api/admin/banner/insertAction.json',
    update: '/api/admin/banner/updateAction.json',
    delete: '/api/admin/banner/delete.json',
  },
  rows: (n) => Array.from({ length: n }, (_, i) => bannerRow(i + 1)),
  listAnswer: (rows, total) => ({ bannerList: rows, bannerTotalCount: total }),
  viewAnswer: (r) => ({
    bannerView: { ...r, indexNo: undefined, bannerContents: '', updDttm: '', imageUrl: null },
    attachList: [],
  }),
  rowText: (r) => r.title,
  searchCondition: '3',
  fillCreate: async (user) => {
    await user.type(screen.getByRole('textbox', { name: '제목' }), '새 배너');
    await user.type(screen.getByRole('textbox', { name: '순서' }), '5');
  },
  expectInsert: { title: '새 배너', bannerOrder: '5', useYn: 'Y', linkUrl: '' },
  edit: { label: '순서', loaded: '1', value: '42', requestKey: 'bannerOrder' },
});
