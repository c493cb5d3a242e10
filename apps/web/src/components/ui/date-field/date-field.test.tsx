import { ko } from '@parking/shared/messages/ko';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../test/render';
import { DateField } from './date-field';
import { DateTimeField } from './date-time-field';
import { normaliseDate, normaliseTime } from './parse-date';

afterEach(cleanup);

describe('normaliseDate / normaliseTime', () => {
  it('accepts the common typed forms and refuses the rest', () => {
    for (const s of [
      '2026-11-24',
      '2026.11.24',
      '2026. 11. 24.',
      '20261124',
      '2026/11/24',
      '２０２６．１１．２４',
      '2026년 11월 24일',
      '2026-1-5',
    ])
      expect(normaliseDate(s), s).toBe(s === '2026-1-5' ? '2026-01-05' : '2026-11-24');
    for (const s of ['2026-02-30', '24.11.2026', '2026-13-01', 'abc', '2026112', ''])
      expect(normaliseDate(s), s).toBeNull();
    expect(normaliseTime('0930')).toBe('09:30');
    expect(normaliseTime('9:05')).toBe('09:05');
    expect(normaliseTime('09시 30분')).toBe('09:30');
    expect(normaliseTime('24:00')).toBeNull();
  });
});

function Controlled({ onValue, initial = '' }: { onValue?: (v: string) => void; initial?: string }) {
  const [v, setV] = useState(initial);
  return (
    <>
      <DateField
        label="시작일"
        value={v}
        onChange={(x) => {
          setV(x);
          onValue?.(x);
        }}
      />
      <output data-testid="value">{v}</output>
    </>
  );
}

describe('DateField', () => {
  it('normalises 2026.11.24, 20261124 and 2026/11/24 to YYYY-MM-DD when the field is left', async () => {
    renderWithUi(<Controlled />);
    const box = screen.getByRole('textbox', { name: '시작일' }) as HTMLInputElement;
    for (const typed of ['2026.11.24', '20261124', '2026/11/24']) {
      await userEvent.clear(box);
      await userEvent.type(box, typed);
      await userEvent.tab();
      expect(box.value).toBe('2026-11-24');
      expect(screen.getByTestId('value').textContent).toBe('2026-11-24');
    }
  });

  it('anything else gets a clear Korean message under the field', async () => {
    renderWithUi(<Controlled />);
    const box = screen.getByRole('textbox', { name: '시작일' });
    await userEvent.type(box, '24/11/2026');
    await userEvent.tab();
    expect(screen.getByText(ko.controls.dateInvalid)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(box);
    await userEvent.type(box, '2026-11-24');
    await userEvent.tab();
    expect(screen.queryByText(ko.controls.dateInvalid)).toBeNull();
  });

  it('opens a Korean calendar, week from Sunday (일–토), and is operated with the keyboard', async () => {
    const onValue = vi.fn();
    renderWithUi(<Controlled initial="2026-11-24" onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: `시작일 ${ko.controls.openCalendar}` }));
    // jsdom has no layout, so Mantine's floating position reports the box as hidden: query hidden nodes too
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.getAttribute('aria-label')).toBe(ko.controls.calendarLabel('시작일'));
    const headers = within(dialog)
      .getAllByRole('columnheader', { hidden: true })
      .map((th) => th.textContent);
    expect(headers).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    expect(dialog.textContent).toContain('2026년 11월');
    // the chosen day has the focus; → moves a day, Enter chooses it
    const day = dialog.querySelector<HTMLButtonElement>('button[aria-label^="2026년 11월 24일"]');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(document.activeElement).toBe(day);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/2026년 11월 25일/);
    await userEvent.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-25');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: `시작일 ${ko.controls.openCalendar}` }),
      ),
    );
  });

  it('Alt+↓ in the box opens the calendar', async () => {
    renderWithUi(<Controlled />);
    const box = screen.getByRole('textbox', { name: '시작일' });
    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowDown', altKey: true });
    expect(await screen.findByRole('dialog', { hidden: true })).toBeTruthy();
  });
});

describe('DateTimeField', () => {
  it('gives YYYY-MM-DDTHH:mm from a typed date and time, and says when the time is wrong', async () => {
    const onChange = vi.fn();
    function Host() {
      const [v, setV] = useState('');
      return (
        <DateTimeField
          label="시작일시"
          value={v}
          onChange={(x) => {
            setV(x);
            onChange(x);
          }}
        />
      );
    }
    renderWithUi(<Host />);
    await userEvent.type(screen.getByRole('textbox', { name: '시작일시' }), '2026.11.24');
    await userEvent.type(screen.getByRole('textbox', { name: `시작일시 ${ko.controls.time}` }), '0930');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-11-24T09:30');
    const time = screen.getByRole('textbox', { name: `시작일시 ${ko.controls.time}` });
    expect((time as HTMLInputElement).value).toBe('09:30');
    await userEvent.clear(time);
    await userEvent.type(time, '25:99');
    await userEvent.tab();
    expect(screen.getByText(ko.controls.timeInvalid)).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('says a time is missing only once the time box is left empty, not while moving on to it', async () => {
    const onChange = vi.fn();
    renderWithUi(<DateTimeField label="종료일시" value="" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: '종료일시' }), '2026-11-24');
    await userEvent.tab(); // to the calendar button
    await userEvent.tab(); // to the time box
    expect(screen.queryByText(ko.controls.dateTimeIncomplete)).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.tab(); // leaves the time box empty
    expect(screen.getByText(ko.controls.dateTimeIncomplete)).toBeTruthy();
  });
});
