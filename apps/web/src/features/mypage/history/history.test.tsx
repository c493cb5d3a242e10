import { todayKst } from '@parking/shared/common/korea-time';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkHistoryQuery } from '../../../components/usage-history/history-search';
import { json, mockApi, renderAt } from '../../../test/mock-api';
import { MypageHistoryPrepaymentPage } from '../pages/mypage-history-prepayment-page';
import { MypageHistoryUnpaidPage } from '../pages/mypage-history-unpaid-page';

const prepayRow = (i: number) => ({
  carNo: '12가3456',
  parkingName: `공영${i}주차장`,
  inDttm: '2026-03-02 09:00',
  outDttm: '2026-03-02 10:00',
  useAmt: 1600,
  paymentId: `P-${i}`,
  approvedAt: '2026-03-02 10:00',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('history conditions', () => {
  it('uses the my-page car number rule and the date order of the server schema', () => {
    expect(checkHistoryQuery({ plate: '', startDate: '2026-03-01', endDate: '2026-03-02' })).toEqual({
      ok: true,
      query: { plate: undefined, startDate: '2026-03-01', endDate: '2026-03-02' },
    });
    expect(checkHistoryQuery({ plate: '서울12가3456', startDate: '', endDate: '' }).ok).toBe(true);
    expect(checkHistoryQuery({ plate: '외교123-456', startDate: '', endDate: '' }).ok).toBe(true);
    expect(checkHistoryQuery({ plate: '1가3456', startDate: '', endDate: '' })).toMatchObject({
      ok: false,
      field: 'plate',
      message: '차량번호 형식이 올바르지 않습니다.',
    });
    expect(checkHistoryQuery({ plate: '', startDate: '2026-03-02', endDate: '2026-03-01' })).toMatchObject({
      ok: false,
      field: 'endDate',
      message: '종료일은 시작일보다 뒤여야 합니다.',
    });
  });
});

describe('/mypageprepayment', { timeout: 20_000 }, () => {
  it("searches today's range at once, pages 10 rows and links each receipt", async () => {
    const user = userEvent.setup();
    const { to } = mockApi(({ url }) =>
      url.pathname === '/api/prepay/searchPrepayList.json'
        ? json({ value: { result: Array.from({ length: 12 }, (_, i) => prepayRow(i + 1)) } })
        : undefined,
    );
    renderAt({ '/mypageprepayment': MypageHistoryPrepaymentPage }, '/mypageprepayment');
    await screen.findByText('총 12건');
    const q = to('/api/prepay/searchPrepayList.json')[0]?.url.searchParams;
    const today = todayKst();
    expect(Object.fromEntries(q ?? [])).toEqual({ myPage: 'Y', carNo: '', startDate: today, endDate: today });
    expect((screen.getByLabelText('조회 시작일') as HTMLInputElement).value).toBe(today);
    expect((screen.getByLabelText('조회 종료일') as HTMLInputElement).value).toBe(today);

    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(
      within(table)
        .getAllByRole('link', { name: /영수증 보기/ })[0]
        ?.getAttribute('href'),
    ).toBe(`/receipt?paymentId=P-1&carNo=${encodeURIComponent('12가3456')}`);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    // the tab bar links the three histories
    const tabs = screen.getByRole('navigation', { name: '이용내역 구분' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/mypageprepayment', '/mypagepayment', '/mypageunpaid']);
    expect(within(tabs).getByRole('link', { name: '사전결제 내역' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('says a malformed car number is wrong under the field (no modal) and does not search with it', async () => {
    const user = userEvent.setup();
    const { to } = mockApi(({ url }) =>
      url.pathname === '/api/prepay/searchPrepayList.json' ? json({ value: { result: [] } }) : undefined,
    );
    renderAt({ '/mypageprepayment': MypageHistoryPrepaymentPage }, '/mypageprepayment');
    expect(await screen.findByText('조회된 데이터가 없습니다.')).toBeTruthy();
    const input = screen.getByLabelText('차량번호');
    expect(input.getAttribute('maxlength')).toBe('10');
    await user.type(input, '12345{Enter}');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('차량번호 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(to('/api/prepay/searchPrepayList.json')).toHaveLength(1);

    await user.clear(input);
    await user.type(input, '12가3456{Enter}');
    await waitFor(() => expect(to('/api/prepay/searchPrepayList.json')).toHaveLength(2));
    expect(to('/api/prepay/searchPrepayList.json')[1]?.url.searchParams.get('carNo')).toBe('12가3456');
  });
});

describe('/mypageunpaid', { timeout: 20_000 }, () => {
  it('shows unpaid items with what was paid; a receipt link only for paid ones', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/unpaid/searchUnpaidList.json' && url.searchParams.get('myPage') === 'Y'
        ? json({
            value: {
              result: [
                {
                  id: 1,
                  carNo: '12가3456',
                  parkingName: '공영1주차장',
                  inDttm: '2026-02-01 09:00',
                  outDttm: null,
                  unpaidAmt: 1000,
                  addAmt: 2000,
                  receiptSummary: { receiptAmt: 3000 },
                  lastReceiptDttm: '2026-03-02 10:00',
                  paymentId: 'P-5',
                },
                {
                  id: 2,
                  carNo: '12가3456',
                  parkingName: '공영2주차장',
                  inDttm: '2026-02-02 09:00',
                  outDttm: '2026-02-02 10:00',
                  unpaidAmt: 500,
                  addAmt: 0,
                  receiptSummary: { receiptAmt: 0 },
                  lastReceiptDttm: null,
                  paymentId: null,
                },
              ],
            },
          })
        : undefined,
    );
    renderAt({ '/mypageunpaid': MypageHistoryUnpaidPage }, '/mypageunpaid');
    await screen.findByText('총 2건');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/receipt?paymentId=P-5&carNo=${encodeURIComponent('12가3456')}`);
    expect(within(rows[0] as HTMLElement).getByText('3,000원')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('미납')).toBeTruthy();
  });
});
