import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/mock-api';
import { claimOf } from '../../test/reduction-claim';
import { renderWithUi } from '../../test/render';
import { ReductionBreakdownLine, ReductionClaimBox } from './reduction-claim';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReductionBreakdownLine', () => {
  it('shows 원래 요금, 감면 (종류, 율) and 결제 금액 as the server computed them', () => {
    renderWithUi(
      <ReductionBreakdownLine
        reduction={{
          discountCd: 'DC009',
          discountNm: '다자녀',
          rate: 50,
          fixedAmt: 0,
          originalAmt: 4_600,
          reductionAmt: 2_300,
          payAmt: 2_300,
        }}
      />,
    );
    const table = screen.getByTestId('reduction-breakdown');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['원래 요금4,600원', '감면 (다자녀, 50%)-2,300원', '결제 금액2,300원']);
    expect(within(table).getByRole('rowheader', { name: '감면 (다자녀, 50%)' })).toBeTruthy();
  });

  it('names a fixed-amount reduction by its amount', () => {
    renderWithUi(
      <ReductionBreakdownLine
        reduction={{
          discountCd: 'DC019',
          discountNm: '투표확인증',
          rate: 0,
          fixedAmt: 2_000,
          originalAmt: 5_000,
          reductionAmt: 2_000,
          payAmt: 3_000,
        }}
      />,
    );
    expect(screen.getByRole('rowheader', { name: '감면 (투표확인증, 2,000원)' })).toBeTruthy();
  });
});

describe('ReductionClaimBox', () => {
  const claim = claimOf('tok_tok_tok_tok_tok_tok', '23사7788');

  it('asks irs.json with claim=Y for the car and passes the claim on', async () => {
    const user = userEvent.setup();
    const { to } = mockApi(({ url }) =>
      url.pathname === '/api/reduction/irs.json'
        ? json({ value: { dcList: [{ dcCode: '', note: '감면 50%', rate: 50 }], claim } })
        : undefined,
    );
    const onClaim = vi.fn();
    renderWithUi(<ReductionClaimBox plate="23사7788" onClaim={onClaim} />);
    await user.type(screen.getByLabelText('차량 소유자명'), '최다둥');
    await user.click(screen.getByRole('button', { name: '감면 확인' }));
    await waitFor(() => expect(onClaim).toHaveBeenCalledWith(claim));
    const q = to('/api/reduction/irs.json')[0]!.url.searchParams;
    expect([q.get('carNo'), q.get('carOwnerNm'), q.get('claim')]).toEqual(['23사7788', '최다둥', 'Y']);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('할인 조회 결과 감면 50%로 적용됩니다.');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
  });

  it('a wrong owner hears the spec sentence and no claim is passed', async () => {
    const user = userEvent.setup();
    mockApi(({ url }) =>
      url.pathname === '/api/reduction/irs.json' ? json({ value: { dcList: [] } }) : undefined,
    );
    const onClaim = vi.fn();
    renderWithUi(<ReductionClaimBox plate="23사7788" onClaim={onClaim} />);
    await user.type(screen.getByLabelText('차량 소유자명'), '김아무');
    await user.click(screen.getByRole('button', { name: '감면 확인' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '할인 조회 결과 일반으로 적용됩니다.',
    );
    expect(onClaim).toHaveBeenCalledWith(null);
  });

  it('an empty owner name is a field message, no request', async () => {
    const user = userEvent.setup();
    const { to } = mockApi(() => undefined);
    renderWithUi(<ReductionClaimBox plate="23사7788" onClaim={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '감면 확인' }));
    expect(await screen.findByText('차량 소유자명을 입력해주세요.')).toBeTruthy();
    expect(to('/api/reduction/irs.json')).toHaveLength(0);
  });
});
