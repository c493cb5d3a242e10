import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, useLocation } from '../../../lib/router';
import { Button } from '../core';

afterEach(cleanup);

describe("the kit's one Button (decision 223)", () => {
  it('is a button that is not a submit button unless told, and clicks', async () => {
    const onClick = vi.fn();
    render(
      <form onSubmit={(e) => e.preventDefault()}>
        <Button onClick={onClick}>저장</Button>
        <Button type="submit">보내기</Button>
      </form>,
    );
    const save = screen.getByRole('button', { name: '저장' });
    expect(save.getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: '보내기' }).getAttribute('type')).toBe('submit');
    await userEvent.click(save);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading: disabled, aria-busy, a spinner named by loaderProps, no second click', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick} loaderProps={{ 'aria-label': '저장 중' }}>
        저장
      </Button>,
    );
    const button = screen.getByRole('button', { name: /저장/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('data-loading')).toBe(true);
    expect(screen.getByRole('img', { name: '저장 중' })).toBeTruthy();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('takes the variant, colour, size and width of Mantine’s Button as CSS variables and classes', () => {
    render(
      <>
        <Button variant="outline" color="danger" size="xs">
          삭제
        </Button>
        <Button variant="default" fullWidth miw={120} mt="sm">
          취소
        </Button>
        <Button variant="subtle" color="primary.6" radius={0}>
          다시 시도
        </Button>
      </>,
    );
    const remove = screen.getByRole('button', { name: '삭제' });
    expect(remove.style.getPropertyValue('--button-color')).toBe('var(--mantine-color-danger-outline)');
    expect(remove.style.getPropertyValue('--button-bd')).toBe(
      '1px solid var(--mantine-color-danger-outline)',
    );
    expect(remove.getAttribute('data-variant')).toBe('outline');
    const cancel = screen.getByRole('button', { name: '취소' });
    expect(cancel.style.getPropertyValue('--button-bg')).toBe('var(--mantine-color-default)');
    expect(cancel.style.minWidth).toBe('7.5rem');
    expect(cancel.style.marginTop).toBe('var(--mantine-spacing-sm)');
    expect(cancel.className).not.toBe(remove.className);
    const retry = screen.getByRole('button', { name: '다시 시도' });
    expect(retry.style.getPropertyValue('--button-color')).toBe('var(--mantine-color-primary-6)');
    expect(retry.style.getPropertyValue('--button-radius')).toBe('0rem');
  });

  it('draws the primary outline in primary 6 like the theme (contrast on tints)', () => {
    render(<Button variant="outline">확인</Button>);
    expect(screen.getByRole('button').style.getPropertyValue('--button-color')).toBe(
      'var(--mantine-color-primary-6)',
    );
  });

  it('renders a router link with component={Link} and navigates without reloading', async () => {
    const Where = () => <output>{useLocation().pathname}</output>;
    render(
      <MemoryRouter initialEntries={['/mypagemain']}>
        <Button component={Link} to="/mypageupdate" variant="outline">
          정보 수정
        </Button>
        <Where />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: '정보 수정' });
    expect(link.getAttribute('href')).toBe('/mypageupdate');
    await userEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/mypageupdate');
  });

  it('writes a responsive width as Mantine does: a media query per breakpoint in a <style> beside it', () => {
    const { container } = render(<Button w={{ base: '100%', xs: 'auto' }}>검색</Button>);
    const button = screen.getByRole('button', { name: '검색' });
    const sheet = container.querySelector('style')?.textContent ?? '';
    const cls = [...button.classList].find((c) => c.startsWith('kit-sp-'));
    expect(cls).toBeDefined();
    expect(sheet).toContain(`.${cls}{width: 100%;}`);
    expect(sheet).toContain(`@media (min-width: 36em){.${cls}{width: auto;}}`);
  });

  it('shows the focus ring of the portal’s Mantine buttons', () => {
    render(<Button>확인</Button>);
    expect(screen.getByRole('button').classList.contains('mantine-focus-auto')).toBe(true);
  });
});
