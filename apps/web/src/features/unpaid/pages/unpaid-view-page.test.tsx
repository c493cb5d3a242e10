import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureFormSubmits, fieldsOf, json, mockApi, renderAt } from '../../../test/mock-api';
import { claimOf } from '../../../test/reduction-claim';
import { buildSelection, saveSelection } from '../lib/selection';
import { UnpaidViewPage } from './unpaid-view-page';

const item = (id: number, kind: 'OFFSTREET' | 'ONSTREET') => ({
  id,
  plate: '12가3456',
  parkingName: `주차장${id}`,
  inDttm: '2026-02-01 09:00',
  outDttm: null,
  unpaidAmt: 1000,
  addAmt: 2000,
  sumAmt: 3000,
  dueDate: '2026-02-20',
  kind,
});

const start = {
  result: {
    ediDate: '20260302103500',
    encryptData: 'abc=',
    mid: 'SIM0000001',
    amount: 6000,
    paymentId: 'P-7',
    actionUrl: '/pg-sim/pay',
    form: { Mid: 'SIM0000001', Amt: '6000' },
    charset: 'UTF-8',
  },
};

function api() {
  return mockApi(({ url }) => {
    if (url.pathname === '/api/smartropay/payment') return json(start);
    if (url.pathname === '/api/smartro/insertPaymentLog.json') return json({ result: 'success' });
    return undefined;
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('unpaidview', { timeout: 20_000 }, () => {
  it('without a selection alerts "결제 정보가 없습니다." and goes to the lookup', async () => {
    const user = userEvent.setup();
    api();
    const { router } = renderAt({ '/unpaidview': UnpaidViewPage }, '/unpaidview?key=nothing');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('결제 정보가 없습니다.');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lookupunpaid'));
  });

  it('shows the totals; 취소 returns to the lookup with the car number', async () => {
    const user = userEvent.setup();
    api();
    const key = saveSelection(buildSelection([item(1, 'OFFSTREET'), item(2, 'OFFSTREET')], true, '12가3456'));
    const { router } = renderAt({ '/unpaidview': UnpaidViewPage }, `/unpaidview?key=${key}`);
    expect((await screen.findByTestId('unpaid-total')).textContent).toBe('6,000원');
    expect(screen.getByText('2건')).toBeTruthy();
    expect(screen.getByText('2,000원')).toBeTruthy(); // principal
    expect(screen.getByText('4,000원')).toBeTruthy(); // surcharge
    await user.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lookupunpaid'));
    expect(new URLSearchParams(router.state.location.search).get('carNo')).toBe('12가3456');
  });

  it('pays off-street items as DEFAULT with the comma-joined ids', async () => {
    const user = userEvent.setup();
    const { to } = api();
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { submitted } = captureFormSubmits();
    const key = saveSelection(buildSelection([item(1, 'OFFSTREET'), item(2, 'OFFSTREET')], true, '12가3456'));
    renderAt({ '/unpaidview': UnpaidViewPage }, `/unpaidview?key=${key}`);
    await user.click(await screen.findByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(fieldsOf(to('/api/smartropay/payment')[0]?.body)).toEqual({
      amount: '6000',
      inOutId: '1,2',
      payCategory: 'DEFAULT',
      isStatus: 'false',
      memberInfoId: '12가3456',
      carNumber: '12가3456',
      period: '',
    });
    expect(JSON.parse(sessionStorage.getItem('parking.payment.pending') ?? '{}').backTo).toBe(
      `/lookupunpaid?carNo=${encodeURIComponent('12가3456')}`,
    );
  });

  it('pays on-street items as STREET with the items as JSON', async () => {
    const user = userEvent.setup();
    const { to } = api();
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { submitted } = captureFormSubmits();
    const chosen = [item(7, 'ONSTREET')];
    const key = saveSelection(buildSelection(chosen, false, '12가3456'));
    renderAt({ '/unpaidview': UnpaidViewPage }, `/unpaidview?key=${key}`);
    await user.click(await screen.findByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    const f = fieldsOf(to('/api/smartropay/payment')[0]?.body);
    expect(f.payCategory).toBe('STREET');
    expect(f.inOutId).toBe('');
    expect(f.amount).toBe('3000');
    expect(JSON.parse(f.streetItems ?? '[]')).toEqual(chosen);
  });

  it('a reduction claimed by owner name re-prices on the server, shows the breakdown line and pays with the claim', async () => {
    const user = userEvent.setup();
    const claim = claimOf('tok_tok_tok_tok_tok_tok');
    const { to } = mockApi(({ url }) => {
      if (url.pathname === '/api/reduction/irs.json')
        return json({ value: { dcList: [{ dcCode: '', note: '감면 50%', rate: 50 }], claim } });
      if (url.pathname === '/api/unpaid/price.json')
        return json({
          value: {
            cnt: 2,
            totUseAmt: 1000,
            totAddAmt: 2000,
            totSumAmt: 3000,
            reduction: {
              discountCd: '',
              discountNm: '',
              rate: 50,
              fixedAmt: 0,
              originalAmt: 6000,
              reductionAmt: 3000,
              payAmt: 3000,
            },
          },
        });
      if (url.pathname === '/api/smartropay/payment') return json(start);
      if (url.pathname === '/api/smartro/insertPaymentLog.json') return json({ result: 'success' });
      return undefined;
    });
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { submitted } = captureFormSubmits();
    const key = saveSelection(buildSelection([item(1, 'OFFSTREET'), item(2, 'OFFSTREET')], true, '12가3456'));
    renderAt({ '/unpaidview': UnpaidViewPage }, `/unpaidview?key=${key}`);
    await user.type(await screen.findByLabelText('차량 소유자명'), '김다둥');
    await user.click(screen.getByRole('button', { name: '감면 확인' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    const line = await screen.findByTestId('reduction-breakdown');
    expect(within(line).getByRole('rowheader', { name: '감면 (50%)' })).toBeTruthy();
    expect(screen.getByTestId('unpaid-total').textContent).toBe('3,000원');
    const q = to('/api/unpaid/price.json')[0]!.url.searchParams;
    expect([q.get('ids'), q.get('kind'), q.get('reductionClaim')]).toEqual(['1,2', 'OFFSTREET', claim.token]);
    await user.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    const f = fieldsOf(to('/api/smartropay/payment')[0]?.body);
    expect([f.amount, f.reductionClaim]).toEqual(['3000', claim.token]);
  });
});
