import { ko } from '@parking/shared/messages/ko';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { getSession, setLoggedIn } from '../../lib/session-store';
import { loginVO } from '../../test/login-vo';
import { renderWithUi } from '../../test/render';
import { useLogout } from './use-logout';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      {ko.auth.logout}
    </button>
  );
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  act(() => setLoggedIn(loginVO()));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useLogout', () => {
  it('calls actionLogout, clears the session, alerts and goes to /loginmain', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ result: 'success', msg: '' }), { status: 200 }),
    );
    const router = createMemoryRouter(
      [
        { path: '/mypagemain', Component: LogoutButton },
        { path: '/loginmain', element: <p>login page</p> },
      ],
      { initialEntries: ['/mypagemain'] },
    );
    renderWithUi(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: ko.auth.logout }));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/actionLogout.json');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(ko.auth.loggedOut);
    expect(getSession().isLogin).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: ko.common.confirm }));
    await screen.findByText('login page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginmain'));
  });
});
