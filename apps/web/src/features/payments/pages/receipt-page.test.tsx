import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderAt } from '../../../test/mock-api';
import { ReceiptPage } from './receipt-page';

const receipt = {
  paymentId: 'P-1',
  moid: 'M-1',
  category: 'PRESETTLEMENT',
  status: 'APPROVED',
  carNo: '12가3456',
  goodsName: '중리공영주차장 주차요금 사전결제',
  amount: 1600,
  supplyAmt: 1454,
  vat: 146,
  taxFree: 0,
  payMethod: 'CARD',
  cardName: '모의카드',
  authCode: '12345678',
  tid: 'T-1',
  approvedAt: '2026-03-02 10:36:00',
  createdAt: '2026-03-02 10:35:00',
  merchantName: '이천시 통합주차포털',
  items: [
    {
      title: '중리공영주차장 주차요금 (12가3456)',
      carNo: '12가3456',
      parkingName: '중리공영주차장',
      inDttm: '2026-03-02 09:00',
      outDttm: '2026-03-02 10:35',
      lines: [{ label: '기본요금(최초 60분)', minutes: 60, amount: 600 }],
      amount: 1600,
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/receipt', { timeout: 20_000 }, () => {
  it('shows the approved payment with its items and the tax split, and prints', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/payments/receipt.json' && url.searchParams.get('paymentId') === 'P-1'
        ? json({ result: receipt })
        : undefined,
    );
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt({ '/receipt': ReceiptPage }, '/receipt?paymentId=P-1');
    expect((await screen.findByTestId('receipt-total')).textContent).toBe('1,600원');
    expect(screen.getByTestId('receipt-status').textContent).toBe('승인 완료');
    for (const text of [
      '이천시 통합주차포털',
      'M-1',
      '주차요금 사전결제',
      '모의카드',
      '12345678',
      '신용카드',
    ]) {
      expect(screen.getAllByText(text).length, text).toBeGreaterThan(0);
    }
    expect(screen.getByText('1,454원')).toBeTruthy();
    expect(screen.getByText('146원')).toBeTruthy();
    expect(screen.getByText('기본요금(최초 60분)')).toBeTruthy();
    screen.getByRole('button', { name: '인쇄' }).click();
    expect(print).toHaveBeenCalled();
  });

  it('says "영수증을 찾을 수 없습니다." for an unknown payment', async () => {
    mockApi(() => json({ code: 'RECEIPT_NOT_FOUND', message: '영수증을 찾을 수 없습니다.' }, 404));
    renderAt({ '/receipt': ReceiptPage }, '/receipt?paymentId=nope');
    expect((await screen.findByRole('alert')).textContent).toContain('영수증을 찾을 수 없습니다.');
    expect(screen.queryByRole('button', { name: '인쇄' })).toBeNull();
  });
});
