import { todayKst } from '@parking/shared/common/korea-time';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldsOf, json, mockApi, renderAt } from '../../../test/mock-api';
import { PaymentListPage } from './payment-list-page';
import { PaymentViewPage } from './payment-view-page';

const row = {
  paymentId: 'PAY0000000000000000001',
  category: 'PRESETTLEMENT',
  status: 'APPROVED',
  sectnId: 201,
  parkingNm: '송정동 공영주차장',
  carNo: '67머1777',
  goodsName: '송정동 공영주차장 주차요금 사전결제',
  amount: 4000,
  cancelledAmt: 0,
  authCode: '12345678',
  tid: 'TID1',
  moid: 'PP1',
  cardName: '모의카드',
  paidAt: '2026-11-25 01:20:21',
};
const detail = (status: string) => ({
  result: {
    ...row,
    status,
    provider: 'simulated',
    memberEsntlId: null,
    memberName: null,
    createdAt: '2026-11-25 01:20:00',
    approvedAt: '2026-11-25 01:20:21',
    cancelledAt: status === 'CANCELLED' ? '2026-11-25 01:30:00' : null,
    cancelReason: status === 'CANCELLED' ? '이중 결제' : null,
    resultCode: '3001',
    resultMsg: '카드 결제 성공',
    supplyAmt: 3636,
    vat: 364,
    targets: [{ label: '주차요금 사전결제', value: 'inOutId 778' }],
    timeline: [
      {
        at: '2026-11-25 01:20:21',
        kind: 'CALLBACK',
        outcome: 'READY',
        ip: '127.0.0.1',
        detail: 'method=POST',
      },
    ],
    refundable: status === 'APPROVED',
  },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('payments back office screens', { timeout: 20_000 }, () => {
  it('list: today by default, the car-number search, totals of the filtered set', async () => {
    const user = userEvent.setup();
    const api = mockApi(({ url }) => {
      if (url.pathname === '/api/admin/payments/list.json') return json({ list: [row], totalCount: 1 });
      if (url.pathname === '/api/admin/payments/totals.json')
        return json({ totals: { count: 1, approvedCount: 1, amount: 4000, cancelCount: 0, cancelAmt: 0 } });
      if (url.pathname === '/api/parking/map.json') return json({ parkingMapList: [] });
      return undefined;
    });
    renderAt({ '/paymentmanagement': PaymentListPage }, '/paymentmanagement');
    expect(await screen.findByText('조회 1건 · 승인 1건 4,000원 · 취소 0건 0원')).toBeTruthy();
    const first = api.to('/api/admin/payments/list.json')[0]!;
    expect(first.url.searchParams.get('startDt')).toBe(todayKst());
    expect(first.url.searchParams.get('endDt')).toBe(todayKst());
    await user.type(screen.getByLabelText('차량번호'), '67머1777');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(
        api.to('/api/admin/payments/list.json').some((c) => c.url.searchParams.get('carNo') === '67머1777'),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: '67머1777' }).getAttribute('href')).toBe(
      `/paymentmanagementview?paymentId=${row.paymentId}`,
    );
  });

  it('view: a refund needs a reason and a confirmation, then shows the cancellation', async () => {
    const user = userEvent.setup();
    let status = 'APPROVED';
    const api = mockApi(({ url }) => {
      if (url.pathname === '/api/admin/payments/view.json') return json(detail(status));
      if (url.pathname === '/api/admin/payments/refund.json') {
        status = 'CANCELLED';
        return json({
          code: '00',
          message: '환불(결제 취소)이 완료되었습니다.',
          paymentId: row.paymentId,
          status,
          refundedAmt: 4000,
        });
      }
      return undefined;
    });
    renderAt(
      { '/paymentmanagementview': PaymentViewPage },
      `/paymentmanagementview?paymentId=${row.paymentId}`,
    );
    expect((await screen.findByTestId('payment-status')).textContent).toBe('승인 완료');
    expect(screen.getByTestId('payment-timeline').textContent).toContain('127.0.0.1');
    await user.click(screen.getByRole('button', { name: '환불(결제 취소)' }));
    const modal = await screen.findByRole('dialog', { name: '결제 취소' });
    await user.click(within(modal).getByRole('button', { name: '환불' }));
    expect(modal.textContent).toContain('환불 사유를 입력해주세요.');
    expect(api.to('/api/admin/payments/refund.json')).toHaveLength(0);
    await user.type(within(modal).getByLabelText(/환불 사유/), '이중 결제');
    await user.click(within(modal).getByRole('button', { name: '환불' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('4,000원');
    await user.click(within(confirm).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(api.to('/api/admin/payments/refund.json')).toHaveLength(1));
    expect(fieldsOf(api.to('/api/admin/payments/refund.json')[0]!.body)).toMatchObject({
      paymentId: row.paymentId,
      reason: '이중 결제',
      amount: '4000',
    });
    const done = await screen.findByRole('alertdialog');
    await waitFor(() => expect(done.textContent).toContain('환불(결제 취소)이 완료되었습니다.'));
    await user.click(within(done).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByTestId('payment-status').textContent).toBe('결제 취소'));
  });
});
