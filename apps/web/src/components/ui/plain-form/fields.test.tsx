import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, NativeSelect, TextInput } from '../core';

afterEach(cleanup);

const described = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe("the kit's one TextInput (decision 223)", () => {
  it('ties label, hint and error to the input, marks it invalid, and draws the red * when required', () => {
    render(
      <TextInput label="차량번호" description="예) 12가3456" error="차량번호를 입력해주세요." required />,
    );
    const input = screen.getByRole('textbox', { name: /차량번호/ }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(described(input)).toEqual(['예) 12가3456', '차량번호를 입력해주세요.']);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the * with withAsterisk alone and not with withAsterisk={false}; error={true} is the red frame only', () => {
    render(
      <>
        <TextInput label="이름" withAsterisk />
        <TextInput label="전화" required withAsterisk={false} error />
      </>,
    );
    expect(screen.getAllByText('*')).toHaveLength(1);
    const phone = screen.getByRole('textbox', { name: '전화' });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBeNull();
  });

  it('puts a button beside the input with inputContainer and a unit inside it with rightSection', async () => {
    render(
      <TextInput
        label="아이디"
        rightSection={<span>분</span>}
        inputContainer={(input) => (
          <div data-testid="row">
            {input}
            <Button>중복확인</Button>
          </div>
        )}
      />,
    );
    const row = screen.getByTestId('row');
    expect(row.contains(screen.getByRole('textbox', { name: '아이디' }))).toBe(true);
    expect(row.contains(screen.getByRole('button', { name: '중복확인' }))).toBe(true);
    expect(screen.getByText('분')).toBeTruthy();
    await userEvent.click(screen.getByText('아이디'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '아이디' }));
  });

  it('keeps a label read but not shown with labelProps', () => {
    render(<TextInput label="검색어" labelProps={{ className: 'sr-only' }} />);
    expect(screen.getByText('검색어').classList.contains('sr-only')).toBe(true);
    expect(screen.getByRole('textbox', { name: '검색어' })).toBeTruthy();
  });

  it("takes react-hook-form's register()", async () => {
    let values: Record<string, string> = {};
    function Form() {
      const { register, handleSubmit } = useForm<{ name: string; kind: string }>({
        defaultValues: { name: '', kind: 'B' },
      });
      return (
        <form
          onSubmit={handleSubmit((v) => {
            values = v;
          })}
        >
          <TextInput label="이름" {...register('name')} />
          <NativeSelect label="구분" data={['A', 'B']} {...register('kind')} />
          <Button type="submit">저장</Button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: '이름' }), '김시민');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '구분' }), 'A');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(values).toEqual({ name: '김시민', kind: 'A' });
  });
});

describe("the kit's one NativeSelect (decision 223)", () => {
  it('lists Mantine-style data (strings or value/label), is labelled, and reads its error', () => {
    render(
      <NativeSelect
        label="주차장"
        data={[{ value: '', label: '선택하세요' }, { value: 'P1', label: '중앙 공영주차장' }, 'P2']}
        error="주차장을 선택해주세요."
        withAsterisk
      />,
    );
    const select = screen.getByRole('combobox', { name: /주차장/ });
    expect([...(select as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['', '선택하세요'],
      ['P1', '중앙 공영주차장'],
      ['P2', 'P2'],
    ]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(described(select)).toEqual(['주차장을 선택해주세요.']);
  });
});
