import { ko } from '@parking/shared/messages/ko';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { clearSession, getSession } from '../../../lib/session-store';
import { renderWithUi } from '../../../test/render';
import { LoginPage } from './login-page';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function loginVO(authorCode: string, empDiv: string) {
  return {
    authorCode,
    empNo: 'member1',
    empNm: '홍길동',
    empMobile: '01012345678',
    empCarNo: '12가3456',
    zipcode: '12345',
    address: '경기도 어딘가',
    addressDetail: '101호',
    empDiv,
    marketYn: 'N',
    empEsntlId: 'USR_0001',
  };
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/loginmain', Component: LoginPage },
      { path: '/main', element: <p>main page</p> },
      { path: '/webdiscountuse', element: <p>web discount page</p> },
      { path: '/adminhome', element: <p>admin home page</p> },
      { path: '/join', element: <p>join page</p> },
    ],
    { initialEntries: ['/loginmain'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithUi(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function expectAlert(message: string) {
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog.textContent).toContain(message);
  await userEvent.click(screen.getByRole('button', { name: ko.common.confirm }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** Answers of the login call, in order; the lock policy the page loads is always answered. */
let loginAnswers: (() => Promise<Response>)[] = [];
function onLogin(answer: Response | (() => Promise<Response>)): void {
  loginAnswers.push(typeof answer === 'function' ? answer : async () => answer);
}
const loginCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/actionLogin.json'));

beforeEach(() => {
  fetchMock.mockReset();
  loginAnswers = [];
  fetchMock.mockImplementation(async (url) => {
    if (String(url).startsWith('/api/login/policy.json'))
      return json(200, { maxFailures: 5, lockMinutes: 30 });
    const next = loginAnswers.shift();
    return next ? next() : json(500, { code: 'INTERNAL', message: 'unexpected call' });
  });
  vi.stubGlobal('fetch', fetchMock);
  act(() => clearSession());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage validation', () => {
  it('shows the spec messages verbatim under the field, focuses it, opens no modal and sends nothing', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: ko.auth.loginTitle })).toBeTruthy();
    const id = screen.getByLabelText(ko.auth.idLabel);
    const pw = screen.getByLabelText(ko.auth.passwordLabel, { selector: 'input' });
    const errorOf = (el: HTMLElement) => document.getElementById(`${el.id}-error`)?.textContent;

    await user.click(screen.getByRole('button', { name: ko.auth.login }));
    await waitFor(() => expect(document.activeElement).toBe(id));
    expect(errorOf(id)).toBe('아이디를 입력하여주십시오.');
    expect(id.getAttribute('aria-invalid')).toBe('true');
    expect(id.getAttribute('aria-describedby')).toContain(`${id.id}-error`);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(id, 'citizen1');
    await user.click(screen.getByRole('button', { name: ko.auth.login }));
    await waitFor(() => expect(document.activeElement).toBe(pw));
    expect(errorOf(pw)).toBe('비밀번호를 입력하여주십시오.');
    expect(id.getAttribute('aria-invalid')).toBeNull();

    await user.type(pw, 'short{Enter}');
    await waitFor(() => expect(errorOf(pw)).toBe('비밀번호는 8~20 사이의 자리여야 합니다.'));
    expect(pw.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(loginCalls()).toEqual([]);
  });

  it('states the lock policy the server answers (decision 076)', async () => {
    renderLogin();
    expect((await screen.findByTestId('login-lock-policy')).textContent).toBe(ko.accounts.lock.policy(5, 30));
  });
});

describe('LoginPage submit', () => {
  it('logs a general member in with a form body and goes to /main', async () => {
    const user = userEvent.setup();
    onLogin(json(200, { result: 'success', msg: '', sessionId: 's1', loginVO: loginVO('ROLE_USER', 'USR') }));
    const router = renderLogin();
    await user.type(screen.getByLabelText(ko.auth.idLabel), 'citizen1');
    await user.type(screen.getByLabelText(ko.auth.passwordLabel), 'Citizen#2026{Enter}');
    await screen.findByText('main page');
    expect(router.state.location.pathname).toBe('/main');
    const [url, init] = loginCalls()[0]!;
    expect(url).toBe('/api/actionLogin.json');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('empNo=citizen1&password=Citizen%232026');
    expect(getSession()).toMatchObject({
      isLogin: true,
      authorCode: 'ROLE_USER',
      empDiv: 'USR',
      addr: '경기도 어딘가',
    });
  });

  it.each([
    ['ROLE_STORE', 'BSN', '/webdiscountuse', 'web discount page'],
    ['ROLE_ADMIN', 'EMP', '/adminhome', 'admin home page'],
  ])('sends %s to %s', async (role, div, path, text) => {
    const user = userEvent.setup();
    onLogin(json(200, { result: 'success', msg: '', sessionId: 's', loginVO: loginVO(role, div) }));
    const router = renderLogin();
    await user.type(screen.getByLabelText(ko.auth.idLabel), 'someone');
    await user.type(screen.getByLabelText(ko.auth.passwordLabel), 'Store#2026');
    await user.click(screen.getByRole('button', { name: ko.auth.login }));
    await screen.findByText(text);
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends a not yet approved business member to /main', async () => {
    const user = userEvent.setup();
    onLogin(
      json(200, { result: 'success', msg: '', sessionId: 's', loginVO: loginVO('ROLE_ANONYMOUS', 'BSN') }),
    );
    renderLogin();
    await user.type(screen.getByLabelText(ko.auth.idLabel), 'store2');
    await user.type(screen.getByLabelText(ko.auth.passwordLabel), 'Store#2026{Enter}');
    await screen.findByText('main page');
  });

  it('shows the server message in an alert and stays', async () => {
    const user = userEvent.setup();
    const message = ko.auth.loginFailedCount(2, 5);
    onLogin(json(401, { code: 'LOGIN_FAILED', message }));
    const router = renderLogin();
    await user.type(screen.getByLabelText(ko.auth.idLabel), 'citizen1');
    await user.type(screen.getByLabelText(ko.auth.passwordLabel), 'Wrong#2026{Enter}');
    await expectAlert(message);
    expect(router.state.location.pathname).toBe('/loginmain');
    expect(getSession().isLogin).toBe(false);
    expect(screen.getByRole('button', { name: ko.auth.login }).hasAttribute('disabled')).toBe(false);
  });

  it('shows a loading state while the call runs', async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => undefined;
    onLogin(() => new Promise<Response>((r) => (answer = r)));
    renderLogin();
    await user.type(screen.getByLabelText(ko.auth.idLabel), 'citizen1');
    await user.type(screen.getByLabelText(ko.auth.passwordLabel), 'Citizen#2026{Enter}');
    const button = screen.getByRole('button', { name: ko.auth.login });
    await waitFor(() =>
      expect(button.hasAttribute('disabled') || button.getAttribute('data-loading') !== null).toBe(true),
    );
    answer(json(200, { result: 'success', msg: '', sessionId: 's', loginVO: loginVO('ROLE_USER', 'USR') }));
    await screen.findByText('main page');
  });

  it('opens the find-id dialog and links to join', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: ko.auth.findId }));
    const dialog = await screen.findByRole('dialog', { name: ko.accounts.recovery.findIdTitle });
    await user.click(within(dialog).getByRole('button', { name: ko.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('link', { name: ko.auth.join }));
    await screen.findByText('join page');
  });
});
