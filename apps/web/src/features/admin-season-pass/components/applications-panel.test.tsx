import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderAt } from '../../../test/mock-api';
import { ApplicationsPanel } from './applications-panel';

const round = {
  roundId: 5,
  sectnId: 2,
  parkingNm: '창전동 공영주차장',
  periodAllotType: 'FCOME',
  startDttm: '2026-11-01 09:00:00',
  endDttm: '2099-11-30 18:00:00',
  cellCnt: 10,
  applicantCnt: 1,
  seedHash: null,
  seed: null,
  drawnAt: null,
};
const row = {
  periodId: 11,
  roundId: 5,
  waitingNm: '김시민',
  mobile: '01012345678',
  carNo: '12가3456',
  carOwnerNm: '김시민',
  useDivCdNm: '주간',
  useStartDt: '2026-12-01',
  useEndDt: '2026-12-31',
  discountNm: '일반',
  useAmt: 50000,
  procStsCd: 'MUT-001',
  procStsNm: '결제대기',
  queueNo: null,
  payDeadline: null,
  paidDttm: null,
  reqDttm: '2026-11-02 10:00:00',
  cancelReason: null,
  hasProof: false,
};

describe('season-pass applicants Excel (decision 183)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks why and has the server build the rows with the reason, never from the screen', async () => {
    const user = userEvent.setup();
    const { to } = mockApi(({ url }) =>
      url.pathname.endsWith('/applications.json') || url.pathname.endsWith('/applicationsExcel.json')
        ? json({ value: { round, result: [row] } })
        : undefined,
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderAt(
      { '/periodparking': () => <ApplicationsPanel lotId={2} onClose={() => {}} /> },
      '/periodparking',
    );
    expect(await screen.findByText('01012345678')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    const dlg = await screen.findByRole('dialog');
    expect(to('/api/admin/period/manager/applicationsExcel.json')).toHaveLength(0);
    await user.type(within(dlg).getByRole('textbox', { name: /내려받는 사유/ }), '민원 처리');
    await user.click(within(dlg).getByRole('button', { name: '엑셀 다운로드' }));
    await waitFor(() => expect(to('/api/admin/period/manager/applicationsExcel.json')).toHaveLength(1));
    const q = to('/api/admin/period/manager/applicationsExcel.json')[0]!.url.searchParams;
    expect([q.get('sectnId'), q.get('roundId'), q.get('reason')]).toEqual(['2', '5', '민원 처리']);
  });
});
