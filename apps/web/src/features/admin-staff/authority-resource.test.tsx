import { ko } from '@parking/shared/messages/ko';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadKitScreens } from '../../components/admin-kit/resource-pages';
import { clearSession, setLoggedIn } from '../../lib/session-store';
import { json, mockApi, renderAt } from '../../test/mock-api';
import { authorityPages } from './authority-resource';

const t = ko.adminStaff.authority;
const groups = [
  { authorCode: 'ROLE_ADMIN', authorNm: '관리자' },
  { authorCode: 'ROLE_STORE', authorNm: '사업자회원' },
  { authorCode: 'ROLE_USER', authorNm: '일반회원' },
];
const row = (userId: string, authorCode: string) => ({
  userId,
  uniqId: `U_${userId}`,
  userNm: `${userId} 이름`,
  mberTyNm: '사업자회원',
  mberTyCode: 'BSN',
  authorCode,
  regYn: 'Y',
});

function serve(rows: ReturnType<typeof row>[]) {
  return mockApi(({ url }) => {
    if (url.pathname === '/api/auth/authorGroupList.json') {
      return json({ resultList: rows, totalCount: rows.length, authorManageList: groups });
    }
    if (url.pathname === '/api/auth/authorGroupInsert.json')
      return json({ code: '00', message: '처리되었습니다.' });
    return undefined;
  });
}

/** Log in the client session store as an administrator or a business member. */
function actAs(authorCode: 'ROLE_ADMIN' | 'ROLE_STORE', empNo: string) {
  act(() =>
    setLoggedIn({
      authorCode,
      empDiv: authorCode === 'ROLE_ADMIN' ? 'EMP' : 'BSN',
      empNo,
      empNm: '시험',
      empMobile: '01012345678',
      empCarNo: '',
      zipcode: '',
      address: '',
      addressDetail: '',
      marketYn: 'N',
      empEsntlId: `id-${empNo}`,
    }),
  );
}

afterEach(() => {
  cleanup();
  act(() => clearSession());
});

// the kit's screens are chunks of their own (decision 222): their code is loaded before they are drawn
beforeAll(() => preloadKitScreens());

describe('/userauthoritylist', () => {
  it('lets an administrator tick rows, choose their group and register them', async () => {
    actAs('ROLE_ADMIN', 'admin');
    const api = serve([row('shop1', 'ROLE_STORE'), row('shop2', 'ROLE_USER')]);
    renderAt({ '/userauthoritylist': authorityPages.List }, '/userauthoritylist');
    const select = await screen.findByRole('combobox', { name: t.rowAuthority('shop2') });
    await within(select).findByRole('option', { name: '관리자' });
    await userEvent.selectOptions(select, 'ROLE_STORE');
    await userEvent.click(screen.getByRole('checkbox', { name: ko.admin.kit.selectRow('shop2') }));
    await userEvent.click(screen.getByRole('button', { name: t.register }));
    await waitFor(() => expect(api.to('/api/auth/authorGroupInsert.json')).toHaveLength(1));
    const body = new URLSearchParams(String(api.to('/api/auth/authorGroupInsert.json')[0]?.body));
    expect(body.getAll('arrData')).toEqual(['U_shop2;ROLE_STORE;Y;BSN']);
  });

  it("shows a business member its own row read-only: the group's name, no check boxes, no register button", async () => {
    actAs('ROLE_STORE', 'store1');
    serve([row('store1', 'ROLE_STORE')]);
    renderAt({ '/userauthoritylist': authorityPages.List }, '/userauthoritylist');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('사업자회원', { selector: 'p' })).toBeTruthy();
    expect(within(table).getByText('store1')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: t.rowAuthority('store1') })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: t.register })).toBeNull();
  });

  it('draws the rows and their groups from the one list answer, without asking for the groups again', async () => {
    actAs('ROLE_ADMIN', 'admin');
    const api = serve([row('shop1', 'ROLE_STORE'), row('shop2', 'ROLE_USER')]);
    renderAt({ '/userauthoritylist': authorityPages.List }, '/userauthoritylist');
    const select = await screen.findByRole('combobox', { name: t.rowAuthority('shop2') });
    expect(within(select).getByRole('option', { name: '관리자' })).toBeTruthy();
    expect((select as HTMLSelectElement).value).toBe('ROLE_USER');
    await new Promise((r) => setTimeout(r, 50));
    expect(api.to('/api/auth/authorGroupList.json')).toHaveLength(1);
  });
});
