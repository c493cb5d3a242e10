import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory } from './history';
import {
  createMemoryRouter,
  createRouter,
  type GuardDecision,
  Link,
  Outlet,
  RouteNotFoundError,
  type RouteObject,
  type Router,
  RouterProvider,
  useLocation,
  useRouteError,
  useSearchParams,
} from './index';

// The router's own rules (decision 173); the portal's guard on the real route table is tested in
// app/router.test.tsx, and every journey of the Chromium suite runs on it.

afterEach(cleanup);

const page = (name: string) => () => (
  <main>
    <h1>{name}</h1>
    <Link to="/a">to-a</Link>
    <Link to="/b">to-b</Link>
  </main>
);

function ErrorScreen() {
  const error = useRouteError();
  return <p role="alert">{error instanceof RouteNotFoundError ? 'not-found' : String(error)}</p>;
}

function Layout() {
  return (
    <div data-testid="layout">
      <Outlet />
    </div>
  );
}

function show(router: Router) {
  render(<RouterProvider router={router} fallback={<p>booting</p>} />);
  return router;
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('matching', () => {
  const routes: RouteObject[] = [
    {
      path: '/',
      ErrorBoundary: ErrorScreen,
      children: [
        { index: true, redirect: '/main' },
        { Component: Layout, children: [{ path: '/main', Component: page('main'), caseSensitive: true }] },
        { path: '/Main', Component: page('Main'), caseSensitive: true },
        { path: '/noticelist', Component: page('notices') },
        { path: '/admin/*', Component: page('admin area') },
        { path: '*', redirect: '/404' },
        { path: '/404', Component: page('404') },
      ],
    },
  ];

  it('sends / to its index redirect, replacing the entry', () => {
    const router = show(createMemoryRouter(routes, { initialEntries: ['/'] }));
    expect(router.state.location.pathname).toBe('/main');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByTestId('layout').textContent).toContain('main');
  });

  it('matches case-insensitively unless the route says otherwise, and ignores a trailing slash', () => {
    show(createMemoryRouter(routes, { initialEntries: ['/NoticeList/'] }));
    expect(screen.getByRole('heading').textContent).toBe('notices');
    cleanup();
    show(createMemoryRouter(routes, { initialEntries: ['/Main'] }));
    expect(screen.getByRole('heading').textContent).toBe('Main');
    cleanup();
    const router = show(createMemoryRouter(routes, { initialEntries: ['/MAIN'] }));
    expect(router.state.location.pathname).toBe('/404');
  });

  it('prefers an exact path, then the longest splat', () => {
    show(createMemoryRouter(routes, { initialEntries: ['/admin/users/7'] }));
    expect(screen.getByRole('heading').textContent).toBe('admin area');
    cleanup();
    const router = show(createMemoryRouter(routes, { initialEntries: ['/nowhere'] }));
    expect(router.state.location.pathname).toBe('/404');
  });

  it('shows the top error screen when nothing matches and there is no catch-all', () => {
    show(
      createMemoryRouter(
        [{ path: '/', ErrorBoundary: ErrorScreen, children: [{ path: '/x', element: <p>x</p> }] }],
        {
          initialEntries: ['/y'],
        },
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('not-found');
  });

  it('turns a redirect loop into an error screen instead of hanging', async () => {
    show(
      createMemoryRouter(
        [
          {
            path: '/',
            ErrorBoundary: ErrorScreen,
            children: [
              { path: '/a', redirect: '/b' },
              { path: '/b', redirect: '/a' },
            ],
          },
        ],
        { initialEntries: ['/a'] },
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/Too many redirects/);
  });
});

describe('guards', () => {
  it('keeps the user on the current screen and writes no history entry when a guard says stay', async () => {
    const history = createMemoryHistory(['/a']);
    const router = show(
      createRouter(
        [
          { path: '/a', Component: page('A') },
          { path: '/b', Component: page('B'), guard: async (): Promise<GuardDecision> => 'stay' },
        ],
        history,
      ),
    );
    const key = router.state.location.key;
    await userEvent.click(screen.getByRole('link', { name: 'to-b' }));
    expect(router.state.location.pathname).toBe('/a');
    expect(router.state.location.key).toBe(key);
    expect(history.location.pathname).toBe('/a');
    expect(screen.getByRole('heading').textContent).toBe('A');
  });

  it('undoes a refused Back: the history returns to the entry the user left', async () => {
    let allowA = true;
    const history = createMemoryHistory(['/a']);
    const router = show(
      createRouter(
        [
          { path: '/a', Component: page('A'), guard: () => (allowA ? undefined : 'stay') },
          { path: '/b', Component: page('B') },
        ],
        history,
      ),
    );
    await act(() => router.navigate('/b'));
    allowA = false;
    await act(async () => {
      await router.navigate(-1);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(history.location.pathname).toBe('/b');
    expect(router.state.location.pathname).toBe('/b');
    expect(screen.getByRole('heading').textContent).toBe('B');
    // and Back works again once the guard lets it
    allowA = true;
    await act(async () => {
      await router.navigate(-1);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.getByRole('heading').textContent).toBe('A');
  });

  it('follows a redirect as a new entry from a link, and as a replacement on the first load', async () => {
    const history = createMemoryHistory(['/start']);
    const routes: RouteObject[] = [
      { path: '/start', Component: page('start') },
      { path: '/a', Component: page('A'), guard: () => ({ redirect: '/b' }) },
      { path: '/b', Component: page('B') },
    ];
    const router = show(createRouter(routes, history));
    await act(() => router.navigate('/a'));
    expect(router.state.location.pathname).toBe('/b');
    expect(router.state.historyAction).toBe('PUSH');
    await act(async () => {
      await router.navigate(-1);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(router.state.location.pathname).toBe('/start');
    cleanup();
    const first = show(createMemoryRouter(routes, { initialEntries: ['/a'] }));
    expect(first.state.location.pathname).toBe('/b');
    expect(first.state.historyAction).toBe('REPLACE');
  });
});

describe('lazy screens', () => {
  it('keeps the current screen until the next one has loaded, and a newer navigation wins', async () => {
    const slow = deferred<{ Component: () => ReactElement }>();
    const router = show(
      createMemoryRouter(
        [
          { path: '/a', Component: page('A') },
          { path: '/slow', lazy: () => slow.promise },
          { path: '/b', lazy: async () => ({ Component: page('B') }) },
        ],
        { initialEntries: ['/a'] },
      ),
    );
    const toSlow = router.navigate('/slow');
    expect(screen.getByRole('heading').textContent).toBe('A');
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('heading').textContent).toBe('B');
    slow.resolve({ Component: page('slow') });
    await act(() => toSlow);
    expect(router.state.location.pathname).toBe('/b');
    expect(screen.getByRole('heading').textContent).toBe('B');
  });

  it('shows the fallback until the first screen has loaded', async () => {
    const first = deferred<{ Component: () => ReactElement }>();
    show(createMemoryRouter([{ path: '/a', lazy: () => first.promise }], { initialEntries: ['/a'] }));
    expect(screen.getByText('booting')).toBeTruthy();
    await act(async () => first.resolve({ Component: page('A') }));
    expect(screen.getByRole('heading').textContent).toBe('A');
  });

  it('shows the error screen when a screen fails to load or throws, and recovers on the next navigation', async () => {
    function Broken(): ReactElement {
      throw new Error('render failed');
    }
    const router = show(
      createMemoryRouter(
        [
          {
            path: '/',
            ErrorBoundary: ErrorScreen,
            children: [
              { path: '/a', Component: page('A') },
              { path: '/gone', lazy: () => Promise.reject(new Error('chunk failed')) },
              { path: '/broken', Component: Broken },
            ],
          },
        ],
        { initialEntries: ['/a'] },
      ),
    );
    await act(() => router.navigate('/gone'));
    expect(screen.getByRole('alert').textContent).toBe('Error: chunk failed');
    expect(router.state.location.pathname).toBe('/gone');
    await act(() => router.navigate('/a'));
    expect(screen.getByRole('heading').textContent).toBe('A');
    const quiet = console.error;
    console.error = () => {};
    try {
      await act(() => router.navigate('/broken'));
      expect(screen.getByRole('alert').textContent).toBe('Error: render failed');
    } finally {
      console.error = quiet;
    }
    await act(() => router.navigate('/a'));
    expect(screen.getByRole('heading').textContent).toBe('A');
  });
});

describe('links and the query string', () => {
  function Query() {
    const [params, setParams] = useSearchParams();
    const loc = useLocation();
    return (
      <div>
        <output>{loc.pathname + loc.search}</output>
        <button
          type="button"
          onClick={() => void setParams((p) => ({ q: p.get('q') ? `${p.get('q')}+` : 'x' }))}
        >
          bump
        </button>
        <button type="button" onClick={() => void setParams({}, { replace: true })}>
          clear
        </button>
        <span data-testid="q">{params.get('q')}</span>
      </div>
    );
  }

  it('sets the query string through the updater, pushing or replacing the entry', async () => {
    const history = createMemoryHistory(['/list']);
    const router = show(createRouter([{ path: '/list', Component: Query }], history));
    await userEvent.click(screen.getByRole('button', { name: 'bump' }));
    await userEvent.click(screen.getByRole('button', { name: 'bump' }));
    expect(screen.getByRole('status').textContent).toBe('/list?q=x%2B');
    expect(screen.getByTestId('q').textContent).toBe('x+');
    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => {
      await router.navigate(-1);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(router.state.location.search).toBe('?q=x');
  });

  it('navigates in the app on a plain click, leaves modified clicks to the browser, and replaces on a link to here', async () => {
    const history = createMemoryHistory(['/a']);
    const router = show(
      createRouter(
        [
          { path: '/a', Component: page('A') },
          { path: '/b', Component: page('B') },
        ],
        history,
      ),
    );
    const link = screen.getByRole('link', { name: 'to-b' });
    expect(link.getAttribute('href')).toBe('/b');
    const ctrl = fireEvent.click(link, { ctrlKey: true });
    expect(ctrl).toBe(true); // not prevented: the browser opens a new tab
    expect(router.state.location.pathname).toBe('/a');
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('B'));
    expect(router.state.historyAction).toBe('PUSH');
    await userEvent.click(screen.getByRole('link', { name: 'to-b' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('browser history', () => {
  it('keeps each entry position so the router can undo a refused Back, and the page state beside it', () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory(window);
    // nothing written at boot (a call the page would wait for, issue 36)
    expect(window.history.state).toBeNull();
    expect(history.location).toMatchObject({ pathname: '/start', key: 'default' });
    history.push({ pathname: '/next', search: '?x=1', hash: '', state: { agreed: true }, key: 'k1' });
    expect(window.location.pathname + window.location.search).toBe('/next?x=1');
    expect(window.history.state).toEqual({ usr: { agreed: true }, key: 'k1', idx: 1 });
    history.replace({ pathname: '/other', search: '', hash: '', state: null, key: 'k2' });
    expect(window.history.state).toEqual({ usr: null, key: 'k2', idx: 1 });
    expect(history.location.pathname).toBe('/other');
  });

  it('gives the first entry its position when the first entry of its own is added, so Back to it is a known step', async () => {
    window.history.replaceState(null, '', '/first');
    const history = createBrowserHistory(window);
    const deltas: (number | null)[] = [];
    const stop = history.listen(({ delta }) => deltas.push(delta));
    history.push({ pathname: '/second', search: '', hash: '', state: null, key: 'k1' });
    const back = new Promise<void>((resolve) =>
      window.addEventListener('popstate', () => resolve(), { once: true }),
    );
    window.history.back();
    await back;
    expect(window.location.pathname).toBe('/first');
    expect(window.history.state).toEqual({ usr: null, key: 'default', idx: 0 });
    expect(deltas).toEqual([-1]);
    expect(history.location).toMatchObject({ pathname: '/first', key: 'default' });
    stop();
  });

  it('follows an address another script pushed (popstate without our entry state), each with its own key', async () => {
    window.history.replaceState(null, '', '/a');
    const history = createBrowserHistory(window);
    const router = show(
      createRouter(
        [
          { path: '/a', Component: page('A') },
          { path: '/b', Component: page('B') },
          { path: '/c', Component: page('C') },
        ],
        history,
      ),
    );
    const keys = [router.state.location.key];
    for (const to of ['/b', '/c']) {
      await act(async () => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(screen.getByRole('heading').textContent).toBe(to.slice(1).toUpperCase());
      keys.push(router.state.location.key);
    }
    expect(new Set(keys).size).toBe(3);
    router.dispose();
  });
});
