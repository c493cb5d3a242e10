import { ko } from '@parking/shared/messages/ko';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { renderWithUi } from '../../test/render';
import { clearGateToken, GATE_TTL_MS, isGateTokenValid, issueGateToken } from './gate';
import { MypageUpdatePage } from './pages/mypage-update-page';

beforeEach(() => clearGateToken());
afterEach(cleanup);

describe('my-page gate value', () => {
  it('accepts only the value it issued, for 30 minutes', () => {
    expect(isGateTokenValid(null)).toBe(false);
    const now = 1_000_000;
    const token = issueGateToken(now);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(isGateTokenValid(token, now + 1000)).toBe(true);
    expect(isGateTokenValid('x', now + 1000)).toBe(false);
    expect(isGateTokenValid(token, now + GATE_TTL_MS + 1)).toBe(false);
    clearGateToken();
    expect(isGateTokenValid(token, now + 1000)).toBe(false);
  });
});

describe('/mypageupdate without the gate', () => {
  it("alerts '잘못된 접근입니다.' and goes back to /mypagemain", async () => {
    const router = createMemoryRouter(
      [
        { path: '/mypageupdate', Component: MypageUpdatePage },
        { path: '/mypagemain', element: <p>gate page</p> },
      ],
      { initialEntries: ['/mypageupdate?check=made-up'] },
    );
    renderWithUi(<RouterProvider router={router} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('잘못된 접근입니다.');
    await userEvent.click(screen.getByRole('button', { name: ko.common.confirm }));
    await screen.findByText('gate page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypagemain'));
  });
});
