import type { BbsCd } from '@parking/shared/boards/schemas';
import { screen } from '@testing-library/react';
import { describeResource } from '../../components/admin-kit/resource-test-kit';
import { faqResource, noticeResource } from './board-resource';

const article = (bbsCd: BbsCd, i: number) => ({
  atclId: i,
  bbsCd,
  indexNo: i,
  title: `${bbsCd} 글 ${i}`,
  regNm: '관리자',
  regDttm: '2026-02-27 10:00:00',
  updNm: '',
  updDttm: '',
  hits: 3,
  atchCnt: 0,
});

for (const [bbsCd, resource] of [
  ['notice', noticeResource],
  ['faq', faqResource],
] as const) {
  const base = `/api/admin/board/${bbsCd}`;
  describeResource(resource, {
    calls: {
      list: `${base}/list.json`,
      view: `${base}/view.json`,
      insert: `${base}/insertAction.json`,
      update: `${base}/updateAction.json`,
      delete: `${base}/deleteAll.json`,
    },
    rows: (n) => Array.from({ length: n }, (_, i) => article(bbsCd, i + 1)),
    listAnswer: (rows, total) => ({ boardList: rows, boardTotalCount: total }),
    viewAnswer: (r) => ({ boardView: { ...r, cts: '<p>본문</p>' }, attachList: [] }),
    other: (call) => (call.url.pathname === `${base}/getAttachList.json` ? { attachList: [] } : undefined),
    rowText: (r) => r.title,
    searchCondition: '3',
    fillCreate: async (user) => {
      await user.type(screen.getByRole('textbox', { name: '제목' }), '새 글');
      // one paste: typing into the editor drops characters under happy-dom
      // the editor's code loads with the form (lazily): its first import takes a while in the test runner
      await user.click(await screen.findByRole('textbox', { name: '내용' }, { timeout: 10_000 }));
      await user.paste('알림 내용');
    },
    expectInsert: { title: '새 글', bbsCd, cts: '<p>알림 내용</p>' },
    edit: { label: '제목', loaded: `${bbsCd} 글 1`, value: '고친 제목', requestKey: 'title' },
  });
}
