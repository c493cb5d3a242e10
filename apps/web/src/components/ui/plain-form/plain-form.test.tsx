import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainPasswordInput } from './password-input';
import { PlainButton, PlainTextInput } from './plain-form';

afterEach(cleanup);

describe('plain form controls', () => {
  it('labels its inputs, so a click on the label focuses the input', async () => {
    render(<PlainTextInput label="아이디" placeholder="아이디를 입력하세요" />);
    await userEvent.click(screen.getByText('아이디'));
    expect(document.activeElement).toBe(screen.getByLabelText('아이디'));
    expect(screen.getByLabelText('아이디').getAttribute('placeholder')).toBe('아이디를 입력하세요');
  });

  it('shows and hides the password with a named, pressed-state button', async () => {
    render(<PlainPasswordInput label="비밀번호" toggleLabel="비밀번호 보기" />);
    const input = screen.getByLabelText('비밀번호', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: '비밀번호 보기' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('marks a required password field with a red * that screen readers skip, and reads its hint and error', () => {
    render(
      <PlainPasswordInput
        label="비밀번호"
        toggleLabel="비밀번호 보기"
        description="영문, 숫자, 특수문자 조합 9~20자"
        error="비밀번호를 입력해주세요."
        required
      />,
    );
    // the label reads '비밀번호 *', as Mantine's did
    const field = screen.getByLabelText(/^비밀번호/, { selector: 'input' }) as HTMLInputElement;
    expect(field.required).toBe(true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['영문, 숫자, 특수문자 조합 9~20자', '비밀번호를 입력해주세요.']);
  });

  it('keeps its name while busy, is disabled and announces the busy text', () => {
    const { rerender } = render(
      <PlainButton type="submit" busy={false} busyLabel="로그인 중입니다…">
        로그인
      </PlainButton>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(
      <PlainButton type="submit" busy busyLabel="로그인 중입니다…">
        로그인
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: '로그인' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('로그인 중입니다…');
  });
});
