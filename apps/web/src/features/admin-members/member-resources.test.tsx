import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadKitScreens } from '../../components/admin-kit/resource-pages';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { renderWithUi } from '../../test/render';
import {
  businessMemberPages,
  businessMemberResource,
  generalMemberPages,
  generalMemberResource,
} from './member-resources';

type Handler = (url: URL, body: URLSearchParams) => unknown;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** fetch answering with `handler`; every call is recorded (path and form body). */
function serve(handler: Handler) {
  const calls: { path: string; params: URLSearchParams; body: URLSearchParams }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    calls.push({ path: url.pathname, params: url.searchParams, body });
    return json(handler(url, body));
  });
  return calls;
}

function render(path: string, Component: ComponentType, at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, Component }], { initialEntries: [at] });
  renderWithUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const view = (over: Record<string, unknown> = {}) => ({
  resultVo: {
    empEsntlId: 'B1',
    empNo: 'shop1',
    empNm: '박대기',
    empDiv: 'BSN',
    empMobile: '01044445555',
    empTelNo: '',
    empEmail: '',
    carNo: '',
    empCarNo: '',
    carOwnerNm: '',
    carKind: '',
    zipcode: '',
    address: '',
    addressDetail: '',
    discountCd: 'DC001',
    discountNm: '일반',
    parkingNm: '관고전통시장',
    authorCode: 'ROLE_ANONYMOUS',
    authorNm: '사업자회원(미승인)',
    empSttus: 'A',
    empSttusNm: '승인대기',
    marketYn: 'N',
    companyNm: '신규상사',
    companyNo: '2345678901',
    openDt: '2025-11-03',
    loginFailCount: 0,
    locked: false,
    regDttm: '2026-01-01 09:00:00',
    updDttm: '2026-01-01 09:00:00',
    grantableAuthorCodes: ['ROLE_STORE', 'ROLE_ANONYMOUS'],
    marketLot: true,
    ...over,
  },
  mappingList: [
    { SECTN_ID: 217, PARKING_NM: '관고전통시장', WEB_DISCOUNT_DEFAULT_AMT: 600, marketLot: true },
  ],
  memberFileList: [],
});
const done = (message: string) => ({
  code: '00',
  message,
  empEsntlId: 'B1',
  resultVo: { empSttus: 'P', authorCode: 'ROLE_STORE', marketYn: 'N', locked: false },
});

async function answer(button: string) {
  const dlg = await screen.findByRole('alertdialog');
  await userEvent.click(within(dlg).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

// the kit's screens are chunks of their own (decision 222): their code is loaded before they are drawn, with the
// detail's extras, which the member module loads lazily (decision 226)
beforeAll(() => preloadKitScreens(generalMemberResource, businessMemberResource));

describe('business member detail (spec 3 §2.3)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows approve (status A) and the market approval (market lot), asks first, then sends', async () => {
    const calls = serve((url) =>
      url.pathname === '/api/member/view.json' ? view() : done('승인되었습니다.'),
    );
    render('/businessmembershipview', businessMemberPages.View, '/businessmembershipview?id=B1');
    const approve = await screen.findByRole('button', { name: '승인' });
    expect(screen.queryByRole('button', { name: '승인 취소' })).toBeNull();
    expect(screen.getByRole('button', { name: '전통시장 할인 승인' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '전통시장 할인 취소' })).toBeNull();
    expect(calls[0]?.body.get('empEsntlId')).toBe('B1');

    await userEvent.click(approve);
    await answer('취소');
    expect(calls.filter((c) => c.path === '/api/member/updateSttus.json')).toHaveLength(0);
    await userEvent.click(approve);
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('승인하시겠습니까?');
    await userEvent.click(within(ask).getByRole('button', { name: '확인' }));
    const told = await screen.findByText('승인되었습니다.');
    await userEvent.click(
      within(told.closest('[role="alertdialog"]') as HTMLElement).getByRole('button', { name: '확인' }),
    );
    const sent = calls.filter((c) => c.path === '/api/member/updateSttus.json');
    expect(Object.fromEntries(sent[0]?.body ?? [])).toEqual({ empEsntlId: 'B1', empSttus: 'P' });
  });

  it('an approved member of another lot gets cancel approval and no market buttons', async () => {
    serve(() => view({ empSttus: 'P', empSttusNm: '승인', marketLot: false }));
    render('/businessmembershipview', businessMemberPages.View, '/businessmembershipview?id=B1');
    expect(await screen.findByRole('button', { name: '승인 취소' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '승인' })).toBeNull();
    expect(screen.queryByRole('button', { name: /전통시장/ })).toBeNull();
  });
});

describe('general member list export', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks why before exporting and sends the reason with the search', async () => {
    const row = {
      empEsntlId: 'U1',
      empNo: 'citizen1',
      empNm: '김시민',
      empDiv: 'USR',
      empMobile: '010-****-5678',
      carNo: '12가3456',
      empSttus: 'P',
      empSttusNm: '승인',
      authorCode: 'ROLE_USER',
      companyNm: null,
      companyNo: null,
      parkingNm: '',
      marketYn: 'N',
      locked: false,
      regDttm: '2026-01-01 09:00:00',
    };
    const calls = serve(() => ({ resultList: [row], totalCount: 1 }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    render('/generalmembership', generalMemberPages.List, '/generalmembership');
    expect(await screen.findByRole('link', { name: 'citizen1' })).toBeTruthy();
    expect(screen.getByText('010-****-5678')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    const dlg = await screen.findByRole('dialog');
    await userEvent.click(within(dlg).getByRole('button', { name: '엑셀 다운로드' }));
    expect(
      await within(dlg).findByText('개인정보가 포함된 자료를 내려받는 사유를 입력해주세요.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/member/excel.json')).toHaveLength(0);
    await userEvent.type(within(dlg).getByRole('textbox', { name: /내려받는 사유/ }), '민원 처리');
    await userEvent.click(within(dlg).getByRole('button', { name: '엑셀 다운로드' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/member/excel.json')).toHaveLength(1));
    const q = calls.find((c) => c.path === '/api/member/excel.json')?.params;
    expect([q?.get('reason'), q?.get('empCd')]).toEqual(['민원 처리', 'USR']);
  });
});
