import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderAt } from '../../../test/mock-api';
import { readSelection } from '../lib/selection';
import { LookupUnpaidPage } from './lookup-unpaid-page';

const item = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  carNo: '12가3456',
  parkingName: `공영${id}주차장`,
  inDttm: `2026-02-0${id} 09:00`,
  outDttm: `2026-02-0${id} 11:00`,
  unpaidAmt: 1000 * id,
  addAmt: 0,
  sumAmt: 1000 * id,
  dueDate: '2026-04-01',
  kind: 'OFFSTREET',
  ...over,
});
const list = (result: unknown[]) => ({
  value: { cnt: result.length, result, totAddAmt: 0, totUseAmt: 0 },
});

const OFF = [item(1), item(2, { addAmt: 4000, sumAmt: 6000 }), item(3, { outDttm: null })];
const ON = [item(7, { kind: 'ONSTREET', parkingName: '중앙로 노상' })];

function api() {
  return mockApi(({ url }) => {
    if (url.pathname === '/api/unpaid/searchUnpaidList.json') return json(list(OFF));
    if (url.pathname === '/api/unpaid/searchUnpaidListKnl.json') return json(list(ON));
    return undefined;
  });
}

const total = () => screen.getByTestId('unpaid-selected-total').textContent;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/lookupunpaid', { timeout: 20_000 }, () => {
  it('refuses a malformed car number under the field (focused, no modal) and never asks the server', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderAt({ '/lookupunpaid': LookupUnpaidPage }, '/lookupunpaid');
    const input = screen.getByLabelText('차량번호');
    expect(input.getAttribute('maxlength')).toBe('10');
    await user.type(input, '12345678{Enter}');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('차량번호 형식에 맞지 않습니다.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('searches both lists on Enter and shows the counts in the tabs', async () => {
    const user = userEvent.setup();
    const { to } = api();
    const { router } = renderAt({ '/lookupunpaid': LookupUnpaidPage }, '/lookupunpaid');
    await user.type(screen.getByLabelText('차량번호'), '12가 3456{Enter}');
    expect(await screen.findByRole('tab', { name: '노외주차장 (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '노상주차장 (1)' })).toBeTruthy();
    expect(to('/api/unpaid/searchUnpaidList.json')[0]?.url.searchParams.get('carNo')).toBe('12가3456');
    expect(to('/api/unpaid/searchUnpaidListKnl.json')[0]?.url.searchParams.get('carNo')).toBe('12가3456');
    expect(router.state.location.search).toBe(`?carNo=${encodeURIComponent('12가3456')}`);
    // a missing exit time reads as a dash
    const row3 = screen.getByRole('checkbox', { name: /공영3주차장/ }).closest('tr') as HTMLElement;
    expect(within(row3).getByText('-')).toBeTruthy();
  });

  it('check-all, per-row boxes and the selected total; switching tab clears the selection', async () => {
    const user = userEvent.setup();
    api();
    renderAt({ '/lookupunpaid': LookupUnpaidPage }, `/lookupunpaid?carNo=${encodeURIComponent('12가3456')}`);
    await screen.findByRole('checkbox', { name: /공영1주차장/ });
    expect(total()).toBe('0원');

    await user.click(screen.getByRole('checkbox', { name: '전체 선택' }));
    expect(total()).toBe('10,000원'); // 1,000 + 6,000 + 3,000
    await user.click(screen.getByRole('checkbox', { name: /공영2주차장/ }));
    expect(total()).toBe('4,000원');
    const all = screen.getByRole('checkbox', { name: '전체 선택' }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    expect(all.indeterminate || all.getAttribute('data-indeterminate') === 'true').toBe(true);

    await user.click(screen.getByRole('tab', { name: '노상주차장 (1)' }));
    expect(total()).toBe('0원');
    await user.click(screen.getByRole('checkbox', { name: /중앙로 노상/ }));
    expect(total()).toBe('7,000원');
    await user.click(screen.getByRole('tab', { name: '노외주차장 (3)' }));
    expect(total()).toBe('0원');
    for (const box of screen.getAllByRole('checkbox')) expect((box as HTMLInputElement).checked).toBe(false);
  });

  it('pay is disabled with its reason until an item is checked; then it goes to unpaidview carrying the selection', async () => {
    const user = userEvent.setup();
    api();
    const { router } = renderAt(
      { '/lookupunpaid': LookupUnpaidPage },
      `/lookupunpaid?carNo=${encodeURIComponent('12가3456')}`,
    );
    await screen.findByRole('checkbox', { name: /공영1주차장/ });
    const pay = screen.getByRole('button', { name: '결제하기' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    const reason = document.getElementById(pay.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('결제할 미납 내역을 선택해주세요.');

    await user.click(screen.getByRole('checkbox', { name: /공영1주차장/ }));
    await user.click(screen.getByRole('checkbox', { name: /공영2주차장/ }));
    await user.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unpaidview'));
    const key = new URLSearchParams(router.state.location.search).get('key');
    expect(readSelection(key)).toEqual({
      inOutIds: '1,2',
      plate: '12가3456',
      totalSumAmt: 7000,
      totalUnpaidAmt: 3000,
      totalAddAmt: 4000,
      totalCnt: 2,
      isOffSt: true,
    });
  });

  it('shows "조회된 데이터가 없습니다." for a car without unpaid items', async () => {
    mockApi(({ url }) => (url.pathname.startsWith('/api/unpaid/') ? json(list([])) : undefined));
    renderAt({ '/lookupunpaid': LookupUnpaidPage }, `/lookupunpaid?carNo=${encodeURIComponent('34나5678')}`);
    expect(await screen.findByText('조회된 데이터가 없습니다.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '노외주차장 (0)' })).toBeTruthy();
  });
});
