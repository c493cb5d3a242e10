import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderAt } from '../../../test/mock-api';
import { PiiAccessPage } from './pii-access-page';

const record = {
  id: 7,
  at: '2026-11-27 10:00:00',
  staffId: 'EMP_1',
  staffNo: 'admin',
  staffNm: '관리자',
  staffRole: 'ROLE_ADMIN',
  ip: '10.0.0.1',
  action: 'VIEW',
  actionNm: '상세 조회',
  subjectId: 'USR_9',
  target: 'POST /api/member/view.json',
  reason: '',
  rowCount: 1,
};

describe('/privacyaccess (decision 183)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('searches by staff, person, kind and days, and exports only with a reason', async () => {
    const user = userEvent.setup();
    const { to } = mockApi(({ url }) =>
      url.pathname.startsWith('/api/admin/privacy/')
        ? json({ resultList: [record], totalCount: 1 })
        : undefined,
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderAt({ '/privacyaccess': PiiAccessPage }, '/privacyaccess?startDt=2026-11-01&endDt=2026-11-27');
    expect(await screen.findByText('관리자 (admin)')).toBeTruthy();
    expect(screen.getByText('POST /api/member/view.json')).toBeTruthy();

    await user.type(screen.getByLabelText('처리자 (아이디·이름)'), 'admin');
    await user.type(screen.getByLabelText('정보주체 (아이디·이름·차량번호)'), '12가3456');
    await user.selectOptions(screen.getByLabelText('처리 구분'), '엑셀 내보내기');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => {
      const q = to('/api/admin/privacy/records.json').at(-1)!.url.searchParams;
      expect([q.get('staff'), q.get('subject'), q.get('action'), q.get('startDt'), q.get('endDt')]).toEqual([
        'admin',
        '12가3456',
        'EXPORT',
        '2026-11-01',
        '2026-11-27',
      ]);
    });

    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    const dlg = await screen.findByRole('dialog');
    await user.click(within(dlg).getByRole('button', { name: '엑셀 다운로드' }));
    expect(to('/api/admin/privacy/excel.json')).toHaveLength(0);
    await user.type(within(dlg).getByRole('textbox', { name: /내려받는 사유/ }), '월간 점검');
    await user.click(within(dlg).getByRole('button', { name: '엑셀 다운로드' }));
    await waitFor(() => expect(to('/api/admin/privacy/excel.json')).toHaveLength(1));
    const q = to('/api/admin/privacy/excel.json')[0]!.url.searchParams;
    expect([q.get('reason'), q.get('staff'), q.get('action')]).toEqual(['월간 점검', 'admin', 'EXPORT']);
  });

  it('a wrong period answers under the end date with the focus there, no modal, and searches nothing (decision 193)', async () => {
    const user = userEvent.setup();
    const { to } = mockApi(({ url }) =>
      url.pathname.startsWith('/api/admin/privacy/')
        ? json({ resultList: [record], totalCount: 1 })
        : undefined,
    );
    renderAt({ '/privacyaccess': PiiAccessPage }, '/privacyaccess?startDt=2026-11-01&endDt=2026-11-27');
    expect(await screen.findByText('관리자 (admin)')).toBeTruthy();
    const asked = to('/api/admin/privacy/records.json').length;
    const end = screen.getByLabelText('조회 종료일');
    await user.clear(end);
    await user.type(end, '2026-10-01');
    await user.click(screen.getByRole('button', { name: '검색' }));
    const message = await screen.findByText('조회 종료일은 시작일 이후여야 합니다.');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(end.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(end);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(to('/api/admin/privacy/records.json')).toHaveLength(asked);
  });
});
