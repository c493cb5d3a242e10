import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lotFixture } from '../../../components/lot-data/lot-fixture';
import { renderWithUi } from '../../../test/render';
import { FeeEstimator } from './fee-estimator';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const lot = lotFixture({ SECTN_ID: 4, PARKING_NM: '이천중앙시장 공영주차장' });

function route(input: RequestInfo | URL): Response {
  const url = String(input);
  if (url.startsWith('/api/parking/map.json')) return json({ parkingMapList: [lot] });
  if (url.startsWith('/api/prepay/getDiscountList.json'))
    return json({
      discountList: [
        { code: 'DC001', codeNm: '일반', rate: 0, freeMinutes: 0, fixedAmt: 0 },
        { code: 'DC007', codeNm: '경차', rate: 50, freeMinutes: 0, fixedAmt: 0 },
      ],
    });
  if (url.startsWith('/api/fee/easyCalculate.json'))
    return json({
      result: {
        sectnId: 4,
        parkingNm: lot.PARKING_NM,
        inDttm: '2026-03-02 09:00',
        outDttm: '2026-03-02 10:35',
        discountCd: 'DC001',
        stayMinutes: 95,
        useAmt: 1600,
        discountAmt: 0,
        payAmt: 1600,
        lines: [
          { label: '기본요금(최초 60분)', minutes: 60, amount: 600 },
          { label: '추가요금(10분당 250원)', minutes: 35, amount: 1000 },
        ],
      },
    });
  return json({ code: 'NOT_FOUND', message: 'x' }, 404);
}

function renderEstimator() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithUi(
    <QueryClientProvider client={client}>
      <FeeEstimator />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => route(input));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('FeeEstimator', { timeout: 20_000 }, () => {
  it("says '입력값이 부족합니다.' under the lot (focused, no modal) and sends nothing", async () => {
    const user = userEvent.setup();
    renderEstimator();
    await screen.findByRole('option', { name: /이천중앙시장/ });
    await user.click(screen.getByRole('button', { name: '조회' }));
    const lot = screen.getByLabelText('주차장');
    await waitFor(() => expect(lot.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('입력값이 부족합니다.')).toBeTruthy();
    expect(document.activeElement).toBe(lot);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('easyCalculate'))).toBe(false);
  });

  it('posts the form and shows the estimated fee with its lines; reset clears it', async () => {
    const user = userEvent.setup();
    renderEstimator();
    await screen.findByRole('option', { name: /이천중앙시장/ });
    await user.selectOptions(screen.getByLabelText('주차장'), '4');
    await user.type(screen.getByLabelText('입차일시'), '2026-03-02T09:00');
    await user.type(screen.getByLabelText('출차일시'), '2026-03-02T10:35');
    expect((screen.getByLabelText('감면 유형') as HTMLSelectElement).value).toBe('DC001');
    await user.click(screen.getByRole('button', { name: '조회' }));

    const result = await screen.findByTestId('fee-pay-amount');
    expect(result.textContent).toBe('1,600원');
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('easyCalculate'));
    expect(String(call?.[1]?.body)).toBe(
      'sectnId=4&inDttm=2026-03-02+09%3A00&outDttm=2026-03-02+10%3A35&discountCd=DC001',
    );
    const table = screen.getByRole('table');
    expect(within(table).getByText('기본요금(최초 60분)')).toBeTruthy();
    expect(within(table).getByText('1,000원')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(screen.queryByTestId('fee-pay-amount')).toBeNull());
    expect((screen.getByLabelText('주차장') as HTMLSelectElement).value).toBe('');
  });

  it('a new invalid input clears the previous estimate (issue 14), typed dates in other forms are read', async () => {
    const user = userEvent.setup();
    renderEstimator();
    await screen.findByRole('option', { name: /이천중앙시장/ });
    await user.selectOptions(screen.getByLabelText('주차장'), '4');
    // the Korean date-time field: date '2026.03.02' and time '0900' become 2026-03-02 09:00
    await user.type(screen.getByLabelText('입차일시'), '2026.03.02');
    await user.type(screen.getByLabelText('입차일시 시각'), '0900');
    await user.type(screen.getByLabelText('출차일시'), '20260302');
    await user.type(screen.getByLabelText('출차일시 시각'), '10:35');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect((await screen.findByTestId('fee-pay-amount')).textContent).toBe('1,600원');
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('easyCalculate'));
    expect(String(call?.[1]?.body)).toContain('inDttm=2026-03-02+09%3A00&outDttm=2026-03-02+10%3A35');

    await user.selectOptions(screen.getByLabelText('주차장'), '');
    await user.click(screen.getByRole('button', { name: '조회' }));
    await screen.findByText('입력값이 부족합니다.');
    expect(screen.queryByTestId('fee-pay-amount')).toBeNull();
  });
});
