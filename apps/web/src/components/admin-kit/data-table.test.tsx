import { ko } from '@parking/shared/messages/ko';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import { renderWithUi } from '../../test/render';
import { DataTable, type TableColumn } from './data-table';

interface Row {
  id: number;
  carNo: string;
  lot: string;
  amount: string;
  at: string;
}
const rows: Row[] = [
  {
    id: 1,
    carNo: '56마7777',
    lot: '시청 앞 노상 공영주차장 제2구역',
    amount: '12,300원',
    at: '2026-11-24 09:10',
  },
];
const columns: TableColumn<Row>[] = [
  { key: 'car', header: '차량번호', render: (r) => r.carNo },
  { key: 'lot', header: '주차장', wrap: true, render: (r) => r.lot },
  { key: 'amt', header: '금액', align: 'right', render: (r) => r.amount },
  { key: 'at', header: '입차일시', render: (r) => r.at },
];

function renderTable(selection?: Parameters<typeof DataTable<Row>>[0]['selection']) {
  return renderWithUi(
    <MemoryRouter>
      <DataTable
        caption="미납 내역"
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.id)}
        selection={selection}
      />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DataTable (the one list table)', () => {
  it('keeps plates, amounts and dates whole; free text may wrap between words', () => {
    renderTable();
    for (const text of ['56마7777', '12,300원', '2026-11-24 09:10']) {
      expect(screen.getByText(text).closest('td')?.style.whiteSpace).toBe('nowrap');
    }
    const lot = screen.getByText(rows[0]!.lot).closest('td');
    expect(lot?.style.whiteSpace).not.toBe('nowrap');
    expect(lot?.style.wordBreak).toBe('keep-all');
  });

  it('a table wider than its box shows the scroll cue and becomes a focusable, named region', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    renderTable();
    expect(screen.getByText(ko.admin.kit.scrollHint)).toBeTruthy();
    const region = screen.getByRole('region', { name: ko.admin.kit.scrollRegion('미납 내역') });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.hasAttribute('data-overflow')).toBe(true);
  });

  it('no cue when everything fits', () => {
    renderTable();
    expect(screen.queryByText(ko.admin.kit.scrollHint)).toBeNull();
  });

  it('check boxes: a checked row is highlighted and its box toggles it', async () => {
    const toggle = vi.fn();
    renderTable({
      isSelected: () => true,
      toggle,
      all: true,
      some: false,
      toggleAll: vi.fn(),
      rowLabel: (r) => `${r.carNo} 선택`,
    });
    await userEvent.click(screen.getByRole('checkbox', { name: '56마7777 선택' }));
    expect(toggle).toHaveBeenCalledWith(rows[0]);
  });

  it('cards on phones: each value carries its header as a label hidden from screen readers; the action stays bare', () => {
    renderWithUi(
      <MemoryRouter>
        <DataTable
          caption="사전결제 조회 결과"
          cardsOnMobile
          columns={[
            { ...columns[0]!, card: 'title' },
            columns[1]!,
            {
              key: 'pay',
              header: '결제',
              card: 'action',
              render: () => <button type="button">사전결제</button>,
            },
          ]}
          rows={rows}
          rowKey={(r) => String(r.id)}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('table').hasAttribute('data-cards')).toBe(true);
    // the lot's line reads "주차장 <lot>": the label is visible text, hidden from the accessibility tree
    const lotCell = screen.getByText(rows[0]!.lot).closest('td');
    const label = lotCell?.querySelector('[aria-hidden="true"]');
    expect(label?.textContent).toBe('주차장');
    expect(screen.getByRole('cell', { name: rows[0]!.lot })).toBeTruthy();
    // the plate heads the card and the action is the cell's only child: no label on either
    expect(screen.getByText('56마7777').closest('td')?.querySelector('[aria-hidden="true"]')).toBeNull();
    const action = screen.getByRole('button', { name: '사전결제' }).closest('td');
    expect(action?.children).toHaveLength(1);
  });

  it('a plain table has no card labels', () => {
    renderTable();
    expect(screen.getByRole('table').hasAttribute('data-cards')).toBe(false);
    expect(screen.getByText(rows[0]!.lot).closest('td')?.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
