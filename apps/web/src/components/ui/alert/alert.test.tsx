import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from './alert';

afterEach(cleanup);

describe('the kit alert box (decision 203)', () => {
  it('is an alert by default, named by its title and described by its message, as Mantine’s was', () => {
    render(<Alert title="결제에 실패했습니다">카드사 응답이 없습니다.</Alert>);
    const box = screen.getByRole('alert', { name: '결제에 실패했습니다' });
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby') as string)?.textContent).toBe(
      '카드사 응답이 없습니다.',
    );
  });

  it('takes the role it is given, or none, and passes id, focusability and test ids through', () => {
    render(
      <>
        <Alert color="primary" role="status" id="where" tabIndex={-1} data-testid="state">
          위치를 확인할 수 없습니다.
        </Alert>
        <Alert color="warning" role="none">
          지도를 불러오지 못했습니다.
        </Alert>
      </>,
    );
    const status = screen.getByRole('status');
    expect(status.id).toBe('where');
    expect(status.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByTestId('state')).toBe(status);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('지도를 불러오지 못했습니다.').closest('[role]')).toBeNull();
  });

  it('draws the theme colour it names, with spacing from the theme scale', () => {
    render(
      <Alert color="danger" mb="md">
        실패
      </Alert>,
    );
    const box = screen.getByRole('alert');
    expect(box.style.getPropertyValue('--alert-bg')).toBe('var(--mantine-color-danger-light)');
    expect(box.style.getPropertyValue('--alert-color')).toBe('var(--mantine-color-danger-light-color)');
    expect(box.style.marginBottom).toBe('var(--mantine-spacing-md)');
  });
});
