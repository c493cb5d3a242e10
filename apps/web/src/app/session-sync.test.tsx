import { ko } from '@parking/shared/messages/ko';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { clearSession, getSession, setLoggedIn } from '../lib/session-store';
import { loginVO } from '../test/login-vo';
import { renderWithUi } from '../test/render';
import { installSessionExpiry, resyncSession } from './session-sync';

const vo = loginVO();

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  act(() => clearSession());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('boot resync with GET /api/session', () => {
  it('clears a client session the server no longer knows, silently', async () => {
    act(() => setLoggedIn(vo));
    fetchMock.mockResolvedValueOnce(json(200, { loginVO: null }));
    await act(() => resyncSession());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/session');
    expect(getSession().isLogin).toBe(false);
  });

  it('keeps a session the server confirms and adopts one the tab does not have yet', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { loginVO: vo }));
    await act(() => resyncSession());
    expect(getSession()).toMatchObject({ isLogin: true, memberId: 'USR_1' });
  });

  it('ignores an answer of another shape, as a failed call (no schema library on the first page)', async () => {
    act(() => setLoggedIn(vo));
    fetchMock.mockResolvedValueOnce(json(200, { loginVO: { ...vo, authorCode: 'ROLE_ROOT' } }));
    await act(() => resyncSession());
    expect(getSession()).toMatchObject({ isLogin: true, authorCode: 'ROLE_USER' });
    fetchMock.mockResolvedValueOnce(json(200, { something: 'else' }));
    await act(() => resyncSession());
    expect(getSession().isLogin).toBe(true);
  });

  it('changes nothing when the call fails', async () => {
    act(() => setLoggedIn(vo));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await act(() => resyncSession());
    expect(getSession().isLogin).toBe(true);
  });
});

describe('session expiry', () => {
  it('clears the session, alerts and goes to /loginmain after OK', async () => {
    act(() => setLoggedIn(vo));
    const navigate = vi.fn();
    installSessionExpiry(navigate);
    renderWithUi(<div />);
    fetchMock.mockImplementation(async () =>
      json(401, { code: 'SESSION_EXPIRED', message: 'x', sessionExpired: true }),
    );
    await Promise.allSettled([api.get('/api/a'), api.get('/api/b')]);
    expect(getSession().isLogin).toBe(false);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(ko.auth.sessionExpired);
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: ko.common.confirm }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/loginmain'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
