import { ko } from '@parking/shared/messages/ko';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi, renderAt } from '../../test/mock-api';
import { MyReductionRegistrations } from './my-registrations';

const t = ko.reductionRegistration;
const registration = (regId: number, status: 'ACTIVE' | 'PENDING' | 'REJECTED') => ({
  regId,
  status,
  already: false,
  carNo: `45마100${regId}`,
  discountCd: 'DC006',
  discountNm: '장애인(경증)',
  rate: 50,
  freeMinutes: 0,
  fixedAmt: 0,
  startDt: '2026-11-20',
  endDt: '2027-11-19',
  message: '',
});

afterEach(cleanup);

function show(rows: ReturnType<typeof registration>[]) {
  mockApi(({ url }) =>
    url.pathname === '/api/reduction/myRegistrations.json' ? json({ resultList: rows }) : undefined,
  );
  renderAt({ '/mypage': MyReductionRegistrations }, '/mypage');
}

describe("a member's reduction pre-registrations", () => {
  it('lists car, reduction, period and status in the shared table', async () => {
    show([registration(1, 'ACTIVE'), registration(2, 'PENDING')]);
    // the answer's schema loads beside it (decision 223): on a loaded runner that import takes a moment
    const table = await screen.findByRole('table', { name: t.mypage.title }, { timeout: 5000 });
    const first = within(table).getByRole('row', { name: /45마1001/ });
    expect(first.textContent).toContain('2026-11-20 ~ 2027-11-19');
    expect(first.textContent).toContain(t.result.statusActive);
    expect(within(table).getByRole('row', { name: /45마1002/ }).textContent).toContain(
      t.result.statusPending,
    );
  });

  it('says so when there is none, with the way to apply', async () => {
    show([]);
    expect(await screen.findByText(t.mypage.none, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: t.mypage.apply }).getAttribute('href')).toBe('/reductioninfo');
  });
});
