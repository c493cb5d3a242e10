import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  openPaymentWindow,
  PAYMENT_WINDOW_NAME,
  startSmartroPayment,
  submitProviderForm,
} from './card-window';
import { readPaymentReturn } from './payment-return';
import { savePendingPayment, takePendingPayment } from './pending-payment';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('card window', () => {
  it('opens the named 650×416 popup and writes a waiting text into it', () => {
    const doc = document.implementation.createHTMLDocument('');
    const popup = { document: doc };
    const win = { open: vi.fn(() => popup) } as unknown as Window;
    expect(openPaymentWindow(win, '잠시만요')).toBe(popup);
    expect(win.open).toHaveBeenCalledWith('', PAYMENT_WINDOW_NAME, 'width=650,height=416');
    expect(doc.body.textContent).toBe('잠시만요');
  });

  it('answers null when the browser blocks the popup (or open throws)', () => {
    expect(openPaymentWindow({ open: () => null } as unknown as Window, 'x')).toBeNull();
    expect(
      openPaymentWindow(
        {
          open: () => {
            throw new Error('blocked');
          },
        } as unknown as Window,
        'x',
      ),
    ).toBeNull();
  });

  it('posts a hidden form with every provider field to the action, target and charset given', () => {
    const seen: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      seen.push(this);
    });
    submitProviderForm(
      document,
      {
        actionUrl: 'https://pg.example/pay',
        form: { Mid: 'm1', Amt: '1600', GoodsName: '주차요금' },
        charset: 'EUC-KR',
      },
      PAYMENT_WINDOW_NAME,
    );
    const form = seen[0];
    expect(form?.method).toBe('post');
    expect(form?.getAttribute('action')).toBe('https://pg.example/pay');
    expect(form?.target).toBe(PAYMENT_WINDOW_NAME);
    expect(form?.acceptCharset).toBe('EUC-KR');
    expect(form?.hidden).toBe(true);
    const fields = Array.from(form?.querySelectorAll('input') ?? []).map((i) => [i.type, i.name, i.value]);
    expect(fields).toEqual([
      ['hidden', 'Mid', 'm1'],
      ['hidden', 'Amt', '1600'],
      ['hidden', 'GoodsName', '주차요금'],
    ]);
    // nothing is left behind in the page
    expect(document.querySelectorAll('form')).toHaveLength(0);
  });
});

describe('smartro SDK', () => {
  it('puts the provider form in the page and starts the (loaded) SDK with its mode and form id', async () => {
    const src = 'https://pay.example/asset/js/SmartroPAY-1.0.min.js';
    const calls: unknown[] = [];
    const win = {
      document,
      smartropay: {
        init: (o: unknown) => calls.push(['init', o]),
        payment: (o: { FormId: string }) => {
          const form = document.getElementById(o.FormId) as HTMLFormElement;
          const fields = Object.fromEntries(
            Array.from(form.querySelectorAll('input')).map((i) => [i.name, i.value]),
          );
          calls.push(['payment', o, fields, form.acceptCharset]);
        },
      },
    } as unknown as Window;
    await startSmartroPayment(win, {
      actionUrl: src,
      form: { Mid: 'm1', Amt: '1600' },
      charset: 'EUC-KR',
      mode: 'STG',
    });
    expect(calls).toEqual([
      ['init', { mode: 'STG' }],
      ['payment', { FormId: 'smartroPayForm' }, { Mid: 'm1', Amt: '1600' }, 'EUC-KR'],
    ]);
    document.getElementById('smartroPayForm')?.remove();
  });
});

describe('return address and pending payment', () => {
  it('reads r and paymentId; anything else is not a return', () => {
    expect(readPaymentReturn(new URLSearchParams('r=true&paymentId=P-1'))).toEqual({
      ok: true,
      paymentId: 'P-1',
      stopped: false,
      processing: false,
    });
    expect(readPaymentReturn(new URLSearchParams('r=false'))).toEqual({
      ok: false,
      paymentId: null,
      stopped: false,
      processing: false,
    });
    // the payer closed the card window (stopped) / the provider still works on it (processing)
    expect(readPaymentReturn(new URLSearchParams('r=false&paymentId=P-2&stopped=true'))).toEqual({
      ok: false,
      paymentId: 'P-2',
      stopped: true,
      processing: false,
    });
    expect(readPaymentReturn(new URLSearchParams('r=false&paymentId=P-3&processing=true'))?.processing).toBe(
      true,
    );
    expect(readPaymentReturn(new URLSearchParams('r=yes&paymentId=P-1'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('inOutId=1'))).toBeNull();
  });

  it('gives the pending payment back once, only for its id and only as an in-app path', () => {
    savePendingPayment({ paymentId: 'P-1', backTo: '/lookup?carNo=3456' });
    expect(takePendingPayment('P-2')).toBeNull();
    expect(takePendingPayment('P-1')).toEqual({ paymentId: 'P-1', backTo: '/lookup?carNo=3456' });
    expect(takePendingPayment('P-1')).toBeNull();
    savePendingPayment({ paymentId: 'P-3', backTo: '//evil.example/' });
    expect(takePendingPayment('P-3')).toBeNull();
  });
});
