import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchParams } from '../../lib/router';
import { json, mockApi, renderAt } from '../../test/mock-api';
import { readPaymentReturn } from './payment-return';
import { PaymentReturnView } from './payment-return-view';
import { savePendingPayment } from './pending-payment';

/** A window as the return view sees it: its address, maybe an opener, open() and close(). */
function fakeWindow(opts: { opener?: unknown; top?: unknown; href?: string; openResult?: unknown } = {}) {
  const url = new URL(opts.href ?? 'http://localhost/paymentview?r=true&paymentId=P-1');
  return {
    opener: opts.opener ?? null,
    top: opts.top,
    location: { origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash },
    close: vi.fn(),
    open: vi.fn(() => opts.openResult ?? null),
  };
}

function renderReturn(win: ReturnType<typeof fakeWindow>, at: string, fallback = '/lookup') {
  function Page() {
    const [params] = useSearchParams();
    const result = readPaymentReturn(params);
    return result ? (
      <PaymentReturnView result={result} fallback={fallback} win={win as unknown as Window} />
    ) : (
      <p>no result</p>
    );
  }
  return renderAt({ '/paymentview': Page, '/unpaidview': Page }, at);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the return from the card provider', { timeout: 20_000 }, () => {
  it('inside the popup: hands the result address to the opener and closes', async () => {
    const opener = {
      closed: false,
      location: { origin: 'http://localhost', assign: vi.fn() },
      focus: vi.fn(),
    };
    const win = fakeWindow({ opener });
    renderReturn(win, '/paymentview?r=true&paymentId=P-1');
    await waitFor(() => expect(win.close).toHaveBeenCalled());
    expect(opener.location.assign).toHaveBeenCalledWith('/paymentview?r=true&paymentId=P-1');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('inside a provider frame: hands the result address to the page around it', async () => {
    const top = { location: { origin: 'http://localhost', assign: vi.fn() } };
    const win = fakeWindow({ top, href: 'http://localhost/unpaidview?r=true&paymentId=P-4' });
    renderReturn(win, '/unpaidview?r=true&paymentId=P-4', '/lookupunpaid');
    await waitFor(() => expect(top.location.assign).toHaveBeenCalledWith('/unpaidview?r=true&paymentId=P-4'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not forward to an opener of another origin: shows the result itself', async () => {
    const user = userEvent.setup();
    const opener = { closed: false, location: { origin: 'https://pg.example', assign: vi.fn() } };
    const win = fakeWindow({ opener });
    const { router } = renderReturn(win, '/paymentview?r=false&paymentId=P-1');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('결제 처리 중 오류가 발생했습니다.');
    expect(opener.location.assign).not.toHaveBeenCalled();
    expect(win.close).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lookup'));
  });

  it('r=true: success alert, then back to the lookup of the paid car', async () => {
    const user = userEvent.setup();
    savePendingPayment({ paymentId: 'P-1', backTo: '/lookup?carNo=3456' });
    const { router } = renderReturn(fakeWindow(), '/paymentview?r=true&paymentId=P-1');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('결제가 정상적으로 처리되었습니다.');
    expect(within(dialog).getByRole('button', { name: '영수증 보기' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/lookup?carNo=3456'),
    );
    // handled once: the pending record is gone
    expect(sessionStorage.getItem('parking.payment.pending')).toBeNull();
  });

  it('r=true, 영수증 보기: opens the receipt in its own window and returns to the lookup', async () => {
    const user = userEvent.setup();
    savePendingPayment({
      paymentId: 'P-2',
      backTo: '/lookupunpaid?carNo=12%EA%B0%803456',
      plate: '12가3456',
    });
    const win = fakeWindow({ openResult: {} });
    const { router } = renderReturn(win, '/unpaidview?r=true&paymentId=P-2', '/lookupunpaid');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '영수증 보기' }));
    // with the plate: a receipt of a payment made without login needs it (decision 083)
    expect(win.open).toHaveBeenCalledWith(
      `/receipt?paymentId=P-2&carNo=${encodeURIComponent('12가3456')}`,
      '_blank',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/lookupunpaid'));
    expect(router.state.location.search).toBe('?carNo=12%EA%B0%803456');
  });

  it('r=true, 영수증 보기 with the new window blocked: shows the receipt here', async () => {
    const user = userEvent.setup();
    const win = fakeWindow({ openResult: null });
    const { router } = renderReturn(win, '/paymentview?r=true&paymentId=P-3');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '영수증 보기' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/receipt'));
    expect(router.state.location.search).toBe('?paymentId=P-3');
  });

  it('r=false: failure alert, then back to the lookup (fallback without a pending payment)', async () => {
    const user = userEvent.setup();
    const { router } = renderReturn(fakeWindow(), '/unpaidview?r=false&paymentId=P-9', '/lookupunpaid');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('결제 처리 중 오류가 발생했습니다.');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lookupunpaid'));
  });

  it('stopped=true (cancel in the card window): says the payment was cancelled, no spinner left', async () => {
    const api = mockApi(() => undefined);
    renderReturn(fakeWindow(), '/paymentview?r=false&paymentId=P-5&stopped=true');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('결제가 취소되었습니다.');
    expect(api.to('/api/payments/outcome.json')).toHaveLength(0);
    const status = screen
      .getAllByRole('status')
      .find((s) => s.textContent?.includes('결제가 취소되었습니다.'));
    expect(status).toBeTruthy();
    expect(screen.queryByText('결제 결과를 확인하고 있습니다. 잠시만 기다려주세요.')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
  });

  it("a declined card: the provider's reason", async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/payments/outcome.json' && url.searchParams.get('paymentId') === 'P-6'
        ? json({ result: { status: 'FAILED', reason: '한도초과' } })
        : undefined,
    );
    renderReturn(fakeWindow(), '/unpaidview?r=false&paymentId=P-6', '/lookupunpaid');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('결제가 승인되지 않았습니다. (사유: 한도초과)');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
  });

  it('a declined card returns to the payment view it started from, with the reason and the claim (issue 32)', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/payments/outcome.json'
        ? json({ result: { status: 'FAILED', reason: '한도초과' } })
        : undefined,
    );
    const claim = {
      token: 'C-1',
      carNo: '56마7777',
      dcCode: 'DC010',
      note: '경차',
      rate: 50,
      freeMinutes: 0,
      fixedAmt: 0,
      expiresAt: '2099-01-01T00:00:00Z',
    };
    savePendingPayment({
      paymentId: 'P-7',
      backTo: '/lookup?carNo=7777',
      plate: '56마7777',
      retryTo: '/paymentview?inOutId=5&carNo=56%EB%A7%887777',
      claim,
    });
    const { router } = renderReturn(fakeWindow(), '/paymentview?r=false&paymentId=P-7');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('결제가 승인되지 않았습니다. (사유: 한도초과)');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.search).toBe('?inOutId=5&carNo=56%EB%A7%887777'));
    expect(router.state.location.pathname).toBe('/paymentview');
    expect(router.state.location.state).toEqual({
      paymentRetry: { failure: '결제가 승인되지 않았습니다. (사유: 한도초과)', claim },
    });
  });

  it('an unconfirmed approval does not offer another card: back to the lookup', async () => {
    savePendingPayment({ paymentId: 'P-8', backTo: '/lookup?carNo=7777', retryTo: '/paymentview?inOutId=5' });
    const { router } = renderReturn(fakeWindow(), '/paymentview?r=false&paymentId=P-8&processing=true');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('카드사 승인 확인이 지연되고 있습니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lookup'));
    expect(router.state.location.search).toBe('?carNo=7777');
  });
});
