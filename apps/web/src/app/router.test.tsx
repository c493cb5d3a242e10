import { ko } from '@parking/shared/messages/ko';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RouteEntry, useRouteEntry } from '../lib/route-entry';
import { createMemoryRouter, Link, RouterProvider } from '../lib/router';
import { clearSession, setLoggedIn } from '../lib/session-store';
import { loginVO } from '../test/login-vo';
import { renderWithUi } from '../test/render';
import { routeTable } from './route-table';
import { createAppRouter } from './router';
import { startSessionResync } from './session-sync';

// The wiring of the guard (middleware + blocker), the redirects and the visit reports, on the real table
// with stub pages and no frame.

function StubPage() {
  const entry = useRouteEntry();
  return (
    <main>
      <h1>{entry?.title}</h1>
      <Link to="/webdiscountuse">to-webdiscountuse</Link>
      <Link to="/mypagemain">to-mypagemain</Link>
      <Link to="/loginmain">to-loginmain</Link>
      <Link to="/noticelist">to-noticelist</Link>
    </main>
  );
}

// stub pages ask for nothing: the routes' data declarations are left out (tested in route-data.test.tsx)
const table: RouteEntry[] = routeTable.map(({ data: _data, ...e }) => ({
  ...e,
  layout: 'bare',
  page: async () => StubPage,
}));

const fetchMock = vi.fn<typeof fetch>();

function visits(): { path: string | null; category: string | null }[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/visitInfo')
    .map(([, init]) => {
      const form = new URLSearchParams(String(init?.body));
      return { path: form.get('visitedPathName'), category: form.get('visitedCategory') };
    });
}

function start(path: string) {
  const router = createAppRouter({
    table,
    create: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
  });
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

async function acceptAlert(message: string) {
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog.textContent).toContain(message);
  await userEvent.click(screen.getByRole('button', { name: ko.common.confirm }));
}

function loginAs(authorCode: 'ROLE_USER' | 'ROLE_STORE', empDiv: 'USR' | 'BSN') {
  setLoggedIn(loginVO({ authorCode, empDiv, empNo: 'm', empNm: '회원', empEsntlId: `id-${authorCode}` }));
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  act(() => clearSession());
});

afterEach(async () => {
  cleanup();
  // a first page's visit is reported once the page is idle (decision 224; jsdom: 200 ms after load): let it go
  // out here, so that it is not counted by the next test
  await new Promise((resolve) => setTimeout(resolve, 300));
  vi.unstubAllGlobals();
});

describe('router', () => {
  it('redirects / to /main and reports the visit with its category', async () => {
    const router = start('/');
    await screen.findByRole('heading', { name: ko.routes.main });
    expect(router.state.location.pathname).toBe('/main');
    await waitFor(() =>
      expect(visits()).toEqual([{ path: '/main', category: `${ko.visitGroups.home} > ${ko.routes.main}` }]),
    );
  });

  it('serves /Main and sends unknown paths to /404', async () => {
    start('/Main');
    await screen.findByRole('heading', { name: ko.routes.main });
    cleanup();
    const router = start('/no/such/page');
    await screen.findByRole('heading', { name: ko.routes.notFound });
    expect(router.state.location.pathname).toBe('/404');
  });

  it('sends a visitor on a member page to /loginmain after the alert', async () => {
    const router = start('/mypagemain');
    await acceptAlert(ko.auth.loginRequired);
    await screen.findByRole('heading', { name: ko.routes.loginmain });
    expect(router.state.location.pathname).toBe('/loginmain');
  });

  it('sends a visitor following a link to a member page to /loginmain', async () => {
    const router = start('/main');
    await screen.findByRole('heading', { name: ko.routes.main });
    await userEvent.click(screen.getByRole('link', { name: 'to-mypagemain' }));
    await acceptAlert(ko.auth.loginRequired);
    await screen.findByRole('heading', { name: ko.routes.loginmain });
    expect(router.state.location.pathname).toBe('/loginmain');
  });

  it('keeps a general member on the current page when a link is forbidden', async () => {
    act(() => loginAs('ROLE_USER', 'USR'));
    const router = start('/noticelist');
    await screen.findByRole('heading', { name: ko.routes.noticelist });
    const entries = router.state.location.key;
    await userEvent.click(screen.getByRole('link', { name: 'to-webdiscountuse' }));
    await acceptAlert(ko.auth.forbidden);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/noticelist');
    expect(router.state.location.key).toBe(entries);
    expect(screen.getByRole('heading', { name: ko.routes.noticelist })).toBeTruthy();
    // the first page's visit is reported once the page is idle (decision 224): wait for it, then no second one
    await waitFor(() => expect(visits().map((v) => v.path)).toEqual(['/noticelist']));
  });

  it('sends a first load of a forbidden page to /main after the alert', async () => {
    act(() => loginAs('ROLE_USER', 'USR'));
    const router = start('/webdiscountuse');
    await acceptAlert(ko.auth.forbidden);
    await screen.findByRole('heading', { name: ko.routes.main });
    expect(router.state.location.pathname).toBe('/main');
  });

  it('lets an approved business member in and sends them home from guest-only pages', async () => {
    act(() => loginAs('ROLE_STORE', 'BSN'));
    const router = start('/webdiscountuse');
    // the first load of a business screen brings Mantine and the waiting-for-approval page: over 1 s on a busy machine
    await screen.findByRole('heading', { name: ko.routes.webdiscountuse }, { timeout: 3_000 });
    await userEvent.click(screen.getByRole('link', { name: 'to-loginmain' }));
    await screen.findByRole('heading', { name: ko.routes.main });
    expect(router.state.location.pathname).toBe('/main');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('moves focus to the new screen heading and announces its title after a navigation, not on the first load', async () => {
    start('/main');
    await screen.findByRole('heading', { name: ko.routes.main });
    const announcer = document.querySelector('[data-route-announcer]');
    expect(announcer?.getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(document.body);
    expect(announcer?.textContent).toBe('');
    const link = screen.getByRole('link', { name: 'to-noticelist' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: ko.routes.noticelist });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(announcer?.textContent).toBe(`${ko.routes.noticelist} | ${ko.frame.siteName}`);
  });
});

// Last in this file: the boot resync started here stays pending (its answer never comes).
describe('first load while the boot session resync is pending', () => {
  it('shows a public page at once, and a member page only after the resync (or its 3 s limit)', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/api/session' ? new Promise<Response>(() => {}) : new Response('{}', { status: 200 }),
    );
    void startSessionResync();
    start('/noticelist');
    await screen.findByRole('heading', { name: ko.routes.noticelist }, { timeout: 1_000 });
    cleanup();

    act(() => loginAs('ROLE_USER', 'USR'));
    start('/mypagemain');
    await new Promise((r) => setTimeout(r, 800));
    expect(screen.queryByRole('heading', { name: ko.routes.mypagemain })).toBeNull();
    await screen.findByRole('heading', { name: ko.routes.mypagemain }, { timeout: 4_000 });
  });
});
