import { screen } from '@testing-library/react';
import { describeResource } from '../../components/admin-kit/resource-test-kit';
import { deptResource, teamResource } from './org-resources';

const dept = (i: number) => ({
  deptId: `DEPT${String(i).padStart(3, '0')}`,
  deptNm: `부서 ${i}`,
  deptDc: `설명 ${i}`,
});
const team = (i: number) => ({
  teamId: `TEAM${String(i).padStart(3, '0')}`,
  teamNm: `팀 ${i}`,
  teamDc: `설명 ${i}`,
  deptId: 'DEPT001',
  deptNm: '경영지원부',
});

describeResource(deptResource, {
  calls: {
    list: '/api/dept/list.json',
    view: '/api/dept/view.json',
    insert: '/api/dept/insertAction.json',
    update: '/api/dept/updateAction.json',
    delete: '/api/dept/delete.json',
  },
  rows: (n) => Array.from({ length: n }, (_, i) => dept(i + 1)),
  listAnswer: (rows, total) => ({ resultList: rows, totalCount: total }),
  viewAnswer: (r) => ({ resultVo: r }),
  rowText: (r) => r.deptNm,
  searchCondition: '2',
  fillCreate: async (user) => {
    await user.type(screen.getByRole('textbox', { name: /^부서명/ }), '감사실');
    await user.type(screen.getByRole('textbox', { name: /^설명/ }), '내부 감사');
  },
  expectInsert: { deptNm: '감사실', deptDc: '내부 감사' },
  edit: { label: /^부서명/, loaded: '부서 1', value: '새부서', requestKey: 'deptNm' },
});

describeResource(teamResource, {
  calls: {
    list: '/api/team/list.json',
    view: '/api/team/view.json',
    insert: '/api/team/insertAction.json',
    update: '/api/team/updateAction.json',
    delete: '/api/team/delete.json',
  },
  rows: (n) => Array.from({ length: n }, (_, i) => team(i + 1)),
  listAnswer: (rows, total) => ({ resultList: rows, totalCount: total }),
  viewAnswer: (r) => ({ resultVo: r }),
  rowText: (r) => r.teamNm,
  searchCondition: '2',
  fillCreate: async (user) => {
    await screen.findByRole('option', { name: '경영지원부' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^부서/ }), 'DEPT001');
    await user.type(screen.getByRole('textbox', { name: /^팀명/ }), '감사팀');
  },
  expectInsert: { deptId: 'DEPT001', teamNm: '감사팀' },
  edit: { label: /^팀명/, loaded: '팀 1', value: '새팀', requestKey: 'teamNm' },
  other: (call) =>
    call.url.pathname === '/api/dept/list.json'
      ? { resultList: [{ deptId: 'DEPT001', deptNm: '경영지원부', deptDc: '' }], totalCount: 1 }
      : undefined,
});
