import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainCheckbox as Checkbox, PlainRadio as Radio, PlainRadioGroup as RadioGroup } from '../core';

afterEach(cleanup);

describe("the kit's plain check box (decision 225)", () => {
  it('is a labelled check box the label toggles, with its hint read with it', () => {
    function Consent() {
      const [on, setOn] = useState(false);
      return (
        <Checkbox
          label="개인정보 수집·이용에 동의합니다."
          description="필수 항목입니다"
          checked={on}
          onChange={(e) => setOn(e.currentTarget.checked)}
        />
      );
    }
    render(<Consent />);
    const box = screen.getByRole('checkbox', { name: '개인정보 수집·이용에 동의합니다.' });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByText('개인정보 수집·이용에 동의합니다.'));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBeNull();
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('필수 항목입니다');
  });

  it('says its error under the label: aria-invalid, described by the message (issue 32 item 6)', () => {
    render(
      <Checkbox
        id="agree"
        label="동의"
        error="개인정보 동의는 필수 항목입니다."
        checked={false}
        onChange={() => {}}
      />,
    );
    const box = screen.getByRole('checkbox', { name: '동의' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('agree-error');
    expect(document.getElementById('agree-error')?.textContent).toBe('개인정보 동의는 필수 항목입니다.');
  });

  it('draws the red frame alone for error={true}', () => {
    render(<Checkbox label="동의" error checked={false} onChange={() => {}} />);
    const box = screen.getByRole('checkbox', { name: '동의' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBeNull();
  });
});

describe("the kit's plain radio group (decision 225)", () => {
  function Choice({ error }: { error?: string }) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <>
        <RadioGroup label="공개 여부" value={value} onChange={setValue} required error={error}>
          <Radio value="Y" label="공개" />
          <Radio value="N" label="비공개" />
        </RadioGroup>
        <output>{value ?? 'none'}</output>
      </>
    );
  }

  it('is a named radio group whose radios share one name and report the choice', () => {
    render(<Choice />);
    const group = screen.getByRole('radiogroup', { name: '공개 여부' });
    const radios = screen.getAllByRole('radio');
    expect(group.contains(radios[0] as Node)).toBe(true);
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
    fireEvent.click(screen.getByRole('radio', { name: '비공개' }));
    expect(screen.getByRole('status').textContent).toBe('N');
    expect((screen.getByRole('radio', { name: '비공개' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '공개' }) as HTMLInputElement).checked).toBe(false);
  });

  it('marks every radio invalid and described by the group’s message', () => {
    render(<Choice error="공개 여부를 선택해주세요." />);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.getAttribute('aria-invalid')).toBe('true');
      const message = document.getElementById(radio.getAttribute('aria-describedby') ?? '');
      expect(message?.textContent).toBe('공개 여부를 선택해주세요.');
    }
  });
});
