import { ko } from '@parking/shared/messages/ko';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadKitScreens } from '../../components/admin-kit/resource-pages';
import { fieldsOf, json, mockApi, renderAt } from '../../test/mock-api';
import { userPages } from './user-resource';

const groups = [
  { authorCode: 'ROLE_ADMIN', authorNm: '관리자' },
  { authorCode: 'ROLE_STORE', authorNm: '사업자회원(승인)' },
];
const rows = [
  {
    empEsntlId: 'EMP_1',
    empNo: 'staff1',
    empNm: '박주차',
    empMobile: '010-****-0002',
    empEmail: 'a@b.kr',
    empSttus: 'P',
    authCode: 'ROLE_ADMIN',
    authorNm: '관리자',
    empDeptNm: '',
    empTeamNm: '',
    regDttm: '2026-01-01 09:00:00',
  },
];

function serve(deleteMessage: string = ko.adminStaff.deleted) {
  return mockApi((call) => {
    const p = call.url.pathname;
    if (p === '/api/member/list.json' && call.url.searchParams.get('smu') === 'true')
      return json({ resultList: rows, totalCount: rows.length });
    if (p === '/api/auth/authorGroupList.json')
      return json({ resultList: [], totalCount: 0, authorManageList: groups });
    if (p === '/api/dept/list.json') return json({ resultList: [], totalCount: 0 });
    if (p === '/api/team/list.json') return json({ resultList: [], totalCount: 0 });
    if (p === '/api/member/idDplctCnfirmAjax.json')
      return json({ usedCnt: call.url.searchParams.get('checkId') === 'staff1' ? 1 : 0 });
    if (p === '/api/member/insertAction.json')
      return json({ code: '00', message: '등록되었습니다.', empEsntlId: 'EMP_2' });
    if (p === '/api/member/mberDelete.json') return json({ code: '00', message: deleteMessage });
    return undefined;
  });
}

async function accept(text: string) {
  const dlg = await screen.findByRole('alertdialog');
  expect(dlg.textContent).toContain(text);
  await userEvent.click(within(dlg).getByRole('button', { name: '확인' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

const pages = { '/usermanagement': userPages.List, '/userenrollment': userPages.Create };

// the kit's screens are chunks of their own (decision 222): their code is loaded before they are drawn
beforeAll(() => preloadKitScreens());

describe('system users (spec 3 §2.10, §5)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the availability check first, refuses letters in a phone part, then sends the joined phone', async () => {
    const api = serve();
    renderAt(pages, '/userenrollment');
    const save = () => userEvent.click(screen.getByRole('button', { name: ko.admin.kit.save }));
    await userEvent.type(screen.getByRole('textbox', { name: /^아이디/ }), 'staff1');
    await userEvent.click(screen.getByRole('button', { name: '중복확인' }));
    await accept(ko.accounts.v.idTaken);
    await userEvent.clear(screen.getByRole('textbox', { name: /^아이디/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^아이디/ }), 'newstaff');
    await userEvent.type(screen.getByRole('textbox', { name: /^이름/ }), '새담당');
    await userEvent.type(screen.getByLabelText(/^비밀번호$/), 'Staff#2026');
    await userEvent.type(screen.getByLabelText(/^비밀번호 확인/), 'Staff#2026');
    await screen.findByRole('option', { name: '관리자' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^권한그룹/ }), 'ROLE_ADMIN');
    await save();
    // a wrong submit answers under the field, not in a modal (decision 193)
    expect(await screen.findByText(ko.accounts.v.idCheckRequired)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '중복확인' }));
    await accept(ko.accounts.v.idAvailable);
    await userEvent.type(screen.getByRole('textbox', { name: '휴대폰번호 1번째 자리' }), '010');
    await userEvent.type(screen.getByRole('textbox', { name: '휴대폰번호 2번째 자리' }), '12a4');
    await userEvent.type(screen.getByRole('textbox', { name: '휴대폰번호 3번째 자리' }), '5678');
    await save();
    expect(await screen.findByText(ko.adminStaff.v.phone)).toBeTruthy();
    expect(api.to('/api/member/insertAction.json')).toHaveLength(0);
    await userEvent.clear(screen.getByRole('textbox', { name: '휴대폰번호 2번째 자리' }));
    await userEvent.type(screen.getByRole('textbox', { name: '휴대폰번호 2번째 자리' }), '1234');
    await save();
    await accept('등록되었습니다.');
    expect(fieldsOf(api.to('/api/member/insertAction.json')[0]?.body)).toMatchObject({
      empNo: 'newstaff',
      empNm: '새담당',
      password: 'Staff#2026',
      passwordCnfirm: 'Staff#2026',
      empMobile: '01012345678',
      authCode: 'ROLE_ADMIN',
      empSttus: 'P',
    });
  }, 60_000);

  it('delete-selected: refused without a tick, confirmed with one; a failure alerts 삭제에 실패하였습니다.', async () => {
    const api = serve('something else');
    renderAt(pages, '/usermanagement');
    await screen.findByRole('link', { name: 'staff1' });
    await userEvent.click(screen.getByRole('button', { name: ko.admin.kit.deleteSelected }));
    await accept(ko.admin.kit.noneSelected);
    await userEvent.click(screen.getByRole('checkbox', { name: ko.admin.kit.selectRow('staff1') }));
    await userEvent.click(screen.getByRole('button', { name: ko.admin.kit.deleteSelected }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(ko.admin.kit.deleteConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: '확인' }));
    await accept(ko.adminStaff.user.deleteFailed);
    expect(fieldsOf(api.to('/api/member/mberDelete.json')[0]?.body)).toEqual({ empEsntlId: 'EMP_1' });
  });
});
