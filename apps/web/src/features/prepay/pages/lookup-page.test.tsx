import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderAt } from '../../../test/mock-api';
import { LookupPage } from './lookup-page';

const row = (over: Record<string, unknown> = {}) => ({
  carNo: '12가3456',
  divNm: '공영',
  parkingNm: '중리공영주차장',
  inDttm: '2026-03-02 09:00',
  outDttm: null,
  inOutId: 11,
  sectnId: 4,
  discountCd: { discountCd: 'DC001' },
  extraCd: { discountCd: '' },
  inTy: 'NORMAL',
  ...over,
});

function api(rows = [row()]) {
  return mockApi(({ url }) =>
    url.pathname === '/api/prepay/searchPrepayList.json' ? json({ value: { result: rows } }) : undefined,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/lookup', { timeout: 20_000 }, () => {
  it('refuses anything but exactly 4 digits under the field (no modal), without asking the server', async () => {
    const user = userEvent.setup();
    const { to } = api();
    renderAt({ '/lookup': LookupPage }, '/lookup');
    const input = screen.getByLabelText('차량번호 뒤 4자리');
    expect(input.getAttribute('maxlength')).toBe('4');
    for (const bad of ['123', '12a4', '']) {
      await user.clear(input);
      if (bad) await user.type(input, bad);
      await user.click(screen.getByRole('button', { name: '조회' }));
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText('차량번호가 형식에 맞지 않습니다.')).toBeTruthy();
      expect(document.activeElement).toBe(input);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    }
    expect(to('/api/prepay/searchPrepayList.json')).toHaveLength(0);
  });

  it('searches on Enter, keeps the digits in ?carNo= and shows the row states', async () => {
    const user = userEvent.setup();
    const { to } = api([
      row(),
      row({ inOutId: 12, carNo: '34나3456', outDttm: '2026-03-02 10:00' }),
      row({ inOutId: 13, inTy: 'PERIOD', carNo: '56다3456' }),
    ]);
    const { router } = renderAt({ '/lookup': LookupPage }, '/lookup');
    await user.type(screen.getByLabelText('차량번호 뒤 4자리'), '3456{Enter}');
    await screen.findByText('총 2건', {}, { timeout: 5000 }); // a loaded 2-core runner can take past the default 1 s
    expect(to('/api/prepay/searchPrepayList.json')[0]?.url.searchParams.get('carNo')).toBe('3456');
    expect(router.state.location.search).toBe('?carNo=3456');

    // no outDttm: pre-payment possible, a link to paymentview carrying the row
    const pay = screen.getByRole('link', { name: /12가3456.*사전결제/ });
    const href = new URL(pay.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/paymentview');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      inOutId: '11',
      sectnId: '4',
      carNo: '12가3456',
      inDttm: '2026-03-02 09:00',
      discountCd: 'DC001',
      extraCd: '',
    });
    // outDttm set: done, a disabled '결제완료' button
    const done = screen.getByRole('button', { name: /34나3456.*결제완료/ });
    expect(done.textContent).toBe('결제완료');
    expect((done as HTMLButtonElement).disabled).toBe(true);
    // season-pass stays are never listed
    expect(screen.queryByText('56다3456')).toBeNull();
  });

  it('searches at once when opened with ?carNo= (the return from a payment)', async () => {
    const { to } = api([]);
    renderAt({ '/lookup': LookupPage }, '/lookup?carNo=3456');
    expect(await screen.findByText('조회된 데이터가 없습니다.')).toBeTruthy();
    expect((screen.getByLabelText('차량번호 뒤 4자리') as HTMLInputElement).value).toBe('3456');
    expect(to('/api/prepay/searchPrepayList.json')).toHaveLength(1);
  });
});
