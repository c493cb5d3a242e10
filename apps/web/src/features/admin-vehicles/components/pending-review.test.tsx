import { ko } from '@parking/shared/messages/ko';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi, renderAt } from '../../../test/mock-api';
import { PendingReview } from './pending-review';

const p = ko.adminVehicles.discount.pending;
const pending = {
  regId: 7,
  carNo: '45마1004',
  carOwnerNm: '이등록',
  discountCd: 'DC006',
  discountNm: '장애인(경증)',
  mobile: '010-****-1004',
  regDttm: '2026-11-20 10:00:00',
  startDt: '2026-11-20',
  endDt: '2027-11-19',
  fileName: '복지카드.png',
};

afterEach(cleanup);

function show(list: (typeof pending)[]) {
  let rows = list;
  const api = mockApi(({ url }) => {
    if (url.pathname === '/api/admin/discount/pendingList.json') return json({ pendingList: rows });
    if (url.pathname === '/api/admin/discount/approvePending.json') {
      rows = [];
      return json({ code: '00', message: '승인되었습니다.', regId: 7, seqId: 3 });
    }
    return undefined;
  });
  renderAt({ '/discountvehicle': PendingReview }, '/discountvehicle');
  return api;
}

describe('pre-registrations waiting for review', () => {
  it('lists them in the shared table with the proof document, and approves one after confirmation', async () => {
    const api = show([pending]);
    const table = await screen.findByRole('table', { name: `${p.title} (1)` });
    const row = within(table).getByRole('row', { name: /45마1004/ });
    expect(within(row).getByRole('link', { name: '복지카드.png' }).getAttribute('href')).toBe(
      '/api/admin/discount/pendingDownload.json?regId=7',
    );
    await userEvent.click(within(row).getByRole('button', { name: `45마1004 ${p.approve}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(p.approveConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: ko.common.confirm }));
    await waitFor(() => expect(api.to('/api/admin/discount/approvePending.json')).toHaveLength(1));
    expect(await screen.findByText('승인되었습니다.')).toBeTruthy();
    // the list is read again: nothing waits any more, so the section goes
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });

  it('shows nothing when no pre-registration waits', async () => {
    const api = show([]);
    await waitFor(() => expect(api.to('/api/admin/discount/pendingList.json')).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
