import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureFormSubmits, fieldsOf, json, mockApi, renderAt } from '../../../test/mock-api';
import { claimOf } from '../../../test/reduction-claim';
import { PaymentViewPage } from './payment-view-page';

const VIEW_URL =
  '/paymentview?inOutId=11&sectnId=4&carNo=12%EA%B0%803456&inDttm=2026-03-02+09%3A00&discountCd=DC001&extraCd=';

const view = (over: Record<string, unknown> = {}) => ({
  resultMap: {
    result: {
      inOutId: 11,
      sectnId: 4,
      carNo: '12가3456',
      parkingName: '중리공영주차장',
      inDttm: '2026-03-02 09:00',
      outDttm: '2026-03-02 10:35',
      stayMinutes: 95,
      useAmt: 1600,
      discountAmt: 0,
      extraAmt: 0,
      paidAmt: 0,
      payAmt: 1600,
      discountCd: 'DC001',
      discountNm: '일반',
      lines: [
        { label: '기본요금(최초 60분)', minutes: 60, amount: 600 },
        { label: '추가요금(10분당 250원)', minutes: 35, amount: 1000 },
      ],
      prepaid: false,
      ...over,
    },
    easypayParams: {
      amount: (over.payAmt as number | undefined) ?? 1600,
      goodsName: '중리공영주차장 주차요금 사전결제',
    },
    totUnpaidAmt: 0,
    totAddAmt: 0,
    totSumAmt: 0,
  },
});

const start = {
  result: {
    ediDate: '20260302103500',
    encryptData: 'abc=',
    mid: 'SIM0000001',
    amount: 1600,
    paymentId: 'P-1',
    actionUrl: '/pg-sim/pay',
    form: {
      Mid: 'SIM0000001',
      Moid: 'M-1',
      Amt: '1600',
      ReturnUrl: '/api/smartropay/callApproval/paymentview/P-1',
    },
    charset: 'UTF-8',
  },
};

function api(opts: { view?: ReturnType<typeof view>; start?: Response; log?: Response } = {}) {
  return mockApi(({ url }) => {
    if (url.pathname === '/api/prepay/view.json') return json(opts.view ?? view());
    if (url.pathname === '/api/smartropay/payment') return opts.start ?? json(start);
    if (url.pathname === '/api/smartro/insertPaymentLog.json') return opts.log ?? json({ result: 'success' });
    return undefined;
  });
}

let popup: { closed: boolean; close: ReturnType<typeof vi.fn>; document: Document };
beforeEach(() => {
  sessionStorage.clear();
  popup = { closed: false, close: vi.fn(), document: document.implementation.createHTMLDocument('') };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The browser's window.open answers `opened` (the popup, or null when blocked); the view is opened and
 * 결제하기 clicked. Returns the user, the window.open spy and the forms posted so far.
 */
async function clickPay(opened: Window | null) {
  const user = userEvent.setup();
  const open = vi.spyOn(window, 'open').mockImplementation(() => opened);
  const { submitted } = captureFormSubmits();
  renderAt({ '/paymentview': PaymentViewPage }, VIEW_URL);
  await screen.findByTestId('prepay-amount');
  await user.click(screen.getByRole('button', { name: '결제하기' }));
  return { user, open, submitted };
}

describe('paymentview', { timeout: 20_000 }, () => {
  it('without row data alerts "결제 정보가 없습니다." and goes to /lookup', async () => {
    const user = userEvent.setup();
    const { to } = api();
    const { router } = renderAt({ '/paymentview': PaymentViewPage }, '/paymentview');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('결제 정보가 없습니다.');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lookup'));
    expect(to('/api/prepay/view.json')).toHaveLength(0);
  });

  it('shows the fee of the stay with its lines and the grace notice', async () => {
    const { to } = api();
    renderAt({ '/paymentview': PaymentViewPage }, VIEW_URL);
    expect((await screen.findByTestId('prepay-amount')).textContent).toBe('1,600원');
    const q = to('/api/prepay/view.json')[0]?.url.searchParams;
    expect(q?.get('inOutId')).toBe('11');
    expect(q?.get('carNo')).toBe('12가3456');
    expect(q?.get('myPage')).toBe('N');
    expect(screen.getByText('기본요금(최초 60분)')).toBeTruthy();
    expect(screen.getByText('1시간 35분')).toBeTruthy();
    expect(screen.getByText(/15분 이내에 출차하지 않으면/)).toBeTruthy();
    expect((screen.getByRole('button', { name: '결제하기' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("'추가요금' is only the tariff's unit charge; the fee after an earlier pre-payment is '초과요금' (issue 32)", async () => {
    api();
    const first = renderAt({ '/paymentview': PaymentViewPage }, VIEW_URL);
    await screen.findByTestId('prepay-amount');
    // a first payment: no overstay row; the one '추가요금' is the fee line
    expect(screen.queryByRole('rowheader', { name: '초과요금' })).toBeNull();
    expect(screen.getAllByText(/추가요금/).map((e) => e.textContent)).toEqual(['추가요금(10분당 250원)']);
    expect(screen.getByText(/그 뒤의 주차시간에 대한 초과요금이 부과됩니다/)).toBeTruthy();
    first.unmount();

    api({ view: view({ paidAmt: 1600, extraAmt: 500, payAmt: 500 }) });
    renderAt({ '/paymentview': PaymentViewPage }, VIEW_URL);
    await screen.findByTestId('prepay-amount');
    expect(screen.getByRole('rowheader', { name: '초과요금' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '이미 결제한 금액' })).toBeTruthy();
  });

  it('disables pay when nothing is payable', async () => {
    api({ view: view({ payAmt: 0, prepaid: true }) });
    renderAt({ '/paymentview': PaymentViewPage }, VIEW_URL);
    await screen.findByTestId('prepay-amount');
    expect((screen.getByRole('button', { name: '결제하기' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the popup in the click, starts the payment, logs it and posts the provider form into the popup', async () => {
    const { to, fetchMock, calls } = api();
    const { open, submitted } = await clickPay(popup as unknown as Window);

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(open).toHaveBeenCalledWith('', 'parkingCardPayment', 'width=650,height=416');
    // opened before the first await (popup blockers allow windows opened in the click only)
    const startIndex = calls.findIndex((c) => c.url.pathname === '/api/smartropay/payment');
    expect(open.mock.invocationCallOrder[0]).toBeLessThan(
      fetchMock.mock.invocationCallOrder[startIndex] ?? 0,
    );
    expect(popup.document.body.textContent).toBe('결제를 처리하고 있습니다. 잠시만 기다려주세요.');
    const started = to('/api/smartropay/payment')[0];
    expect(started?.body).toBeInstanceOf(FormData);
    expect(fieldsOf(started?.body)).toEqual({
      amount: '1600',
      inOutId: '11',
      payCategory: 'PRESETTLEMENT',
      isStatus: 'false',
      memberInfoId: '12가3456',
      carNumber: '12가3456',
      period: '',
    });
    expect(fieldsOf(to('/api/smartro/insertPaymentLog.json')[0]?.body)).toEqual(start.result.form);
    expect(submitted[0]).toMatchObject({
      action: '/pg-sim/pay',
      target: 'parkingCardPayment',
      charset: 'UTF-8',
      method: 'post',
      fields: start.result.form,
    });
    // the result page will return to the lookup of this car
    expect(JSON.parse(sessionStorage.getItem('parking.payment.pending') ?? '{}')).toEqual({
      paymentId: 'P-1',
      backTo: '/lookup?carNo=3456',
      // the receipt of a payment made without login needs the plate (decision 083)
      carNo: '12가3456',
      // a failed payment comes back to this view (decision 189)
      retryTo: VIEW_URL,
    });
  });

  it('continues in this window when the popup is blocked', async () => {
    api();
    const { submitted } = await clickPay(null);
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.target).toBe('_self');
  });

  it('alerts the server message, closes the popup and shows the fee again when the server refuses', async () => {
    const { to } = api({
      start: json(
        {
          code: 'PAYMENT_AMOUNT_MISMATCH',
          message: '결제 금액이 변경되었습니다. 다시 조회한 뒤 결제해주세요.',
        },
        409,
      ),
    });
    const { user, submitted } = await clickPay(popup as unknown as Window);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('결제 금액이 변경되었습니다.');
    expect(popup.close).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(to('/api/prepay/view.json')).toHaveLength(2));
    expect(submitted).toHaveLength(0);
  });

  it('stops with "오류가 발생했습니다. 관리자에게 문의해주세요." when the payment log fails', async () => {
    api({ log: json({ code: 'INTERNAL', message: 'x' }, 500) });
    const { submitted } = await clickPay(popup as unknown as Window);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('오류가 발생했습니다. 관리자에게 문의해주세요.');
    expect(popup.close).toHaveBeenCalled();
    expect(submitted).toHaveLength(0);
  });

  it('a reduction claimed by owner name: the view is asked again with the claim and shows the breakdown line', async () => {
    const user = userEvent.setup();
    const claim = claimOf('tok_tok_tok_tok_tok_tok');
    const reduced = view({
      payAmt: 800,
      discountAmt: 800,
      discountCd: 'DC009',
      discountNm: '다자녀',
      reduction: {
        discountCd: '',
        discountNm: '',
        rate: 50,
        fixedAmt: 0,
        originalAmt: 1600,
        reductionAmt: 800,
        payAmt: 800,
      },
    });
    const { to } = mockApi(({ url }) => {
      if (url.pathname === '/api/prepay/view.json')
        return json(url.searchParams.get('reductionClaim') === claim.token ? reduced : view());
      if (url.pathname === '/api/reduction/irs.json')
        return json({ value: { dcList: [{ dcCode: '', note: '감면 50%', rate: 50 }], claim } });
      if (url.pathname === '/api/smartropay/payment') return json(start);
      if (url.pathname === '/api/smartro/insertPaymentLog.json') return json({ result: 'success' });
      return undefined;
    });
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { submitted } = captureFormSubmits();
    renderAt({ '/paymentview': PaymentViewPage }, VIEW_URL);
    expect((await screen.findByTestId('prepay-amount')).textContent).toBe('1,600원');
    await user.type(screen.getByLabelText('차량 소유자명'), '김다둥');
    await user.click(screen.getByRole('button', { name: '감면 확인' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
    const line = await screen.findByTestId('reduction-breakdown');
    expect(within(line).getByRole('rowheader', { name: '감면 (50%)' })).toBeTruthy();
    expect(screen.getByTestId('prepay-amount').textContent).toBe('800원');
    await user.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    const f = fieldsOf(to('/api/smartropay/payment')[0]?.body);
    expect([f.amount, f.reductionClaim]).toEqual(['800', claim.token]);
  });

  it('after a failed payment: the reason above the amounts, priced again with the claim, ready to pay (issue 32)', async () => {
    const claim = claimOf('tok_again');
    const { to } = api();
    const { router } = renderAt({ '/paymentview': PaymentViewPage }, '/lookup');
    await router.navigate(VIEW_URL, {
      state: { paymentRetry: { failure: '결제가 승인되지 않았습니다. (사유: 한도초과)', claim } },
    });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('결제가 승인되지 않았습니다. (사유: 한도초과)');
    expect(notice.textContent).toContain('다른 카드로 다시 결제할 수 있습니다.');
    await screen.findByTestId('prepay-amount');
    expect(to('/api/prepay/view.json')[0]?.url.searchParams.get('reductionClaim')).toBe(claim.token);
    expect((screen.getByRole('button', { name: '결제하기' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
