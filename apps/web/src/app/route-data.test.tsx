import { QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refetchUnlessPrefetched } from '../lib/route-data';
import { BSN, PUBLIC, route, routeData, USR } from '../lib/route-declaration';
import type { RouteEntry } from '../lib/route-entry';
import { createMemoryRouter, type Router, RouterProvider } from '../lib/router';
import { clearSession, setLoggedIn } from '../lib/session-store';
import { loginVO } from '../test/login-vo';
import { createQueryClient } from './query-client';
import { routeTable } from './route-table';
import { createAppRouter } from './router';

// Decision 201: a route's declared queries start when the guard lets the navigation in, while the screen's code
// is still loading, into the cache keys the screen reads; the screen then shows that answer without asking again.

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const fetchLots = vi.fn(async () => ({ lots: ['중앙공영주차장', '시청주차장'] }));
const lotsQuery = queryOptions({ queryKey: ['test', 'lots'], queryFn: fetchLots });
// a fee that grows by the minute: stale at once, but not asked twice for the screen it was prefetched for
const fetchFee = vi.fn(async () => ({ fee: 3000 }));
const feeQuery = queryOptions({
  queryKey: ['test', 'fee'],
  queryFn: fetchFee,
  staleTime: 0,
  refetchOnMount: refetchUnlessPrefetched,
});

function LotsScreen() {
  const lots = useQuery(lotsQuery);
  const fee = useQuery(feeQuery);
  return (
    <main>
      <h1>주차장</h1>
      {lots.data ? (
        <ul>
          {lots.data.lots.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      ) : (
        <p>불러오는 중</p>
      )}
      {fee.data && <p>요금 {fee.data.fee}원</p>}
    </main>
  );
}

let client = createQueryClient();

function start(table: RouteEntry[], path: string): Router {
  const router = createAppRouter({
    table,
    create: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    queryClient: client,
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function lotsRoute(path: string, access: RouteEntry['access'], page: () => Promise<ComponentType>) {
  return {
    ...route(path, 'lookup', 'settlement', access, 'bare', page),
    withoutMantine: true,
    data: routeData(
      async () => ({ lotsQuery, feeQuery }),
      (m, { search }) => (search.get('fee') === 'Y' ? [m.lotsQuery, m.feeQuery] : [m.lotsQuery]),
    ),
  };
}

beforeEach(() => {
  client = createQueryClient();
  fetchLots.mockClear();
  fetchFee.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
  act(() => clearSession());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('route data (decision 201)', () => {
  it("fills the screen's queries while its code is still loading, and the screen shows that answer without asking again", async () => {
    const code = deferred<ComponentType>();
    const router = start([lotsRoute('/lots', PUBLIC, () => code.promise)], '/lots?fee=Y');

    // the code has not arrived: the router has asked for the data already, into the screen's keys
    await waitFor(() =>
      expect(client.getQueryData(lotsQuery.queryKey)).toEqual({ lots: ['중앙공영주차장', '시청주차장'] }),
    );
    expect(client.getQueryData(feeQuery.queryKey)).toEqual({ fee: 3000 });
    expect(router.state.initialized).toBe(false);
    expect(screen.queryByRole('heading')).toBeNull();

    code.resolve(LotsScreen);
    await screen.findByText('시청주차장');
    expect(screen.getByText('요금 3000원')).toBeTruthy();
    // a moment for any refetch on mount to show up
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchLots).toHaveBeenCalledTimes(1);
    expect(fetchFee).toHaveBeenCalledTimes(1);
  });

  it('starts the data of an in-app navigation beside the code as well, under the address asked for', async () => {
    const code = deferred<ComponentType>();
    const table = [
      {
        ...route('/main', 'main', 'home', PUBLIC, 'bare', async () => () => <h1>홈</h1>),
        withoutMantine: true,
      },
      lotsRoute('/lots', PUBLIC, () => code.promise),
    ];
    const router = start(table, '/main');
    await screen.findByRole('heading', { name: '홈' });
    expect(fetchLots).not.toHaveBeenCalled();

    void router.navigate('/lots');
    await waitFor(() => expect(fetchLots).toHaveBeenCalledTimes(1));
    // only what the address asks for
    expect(fetchFee).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/main');
    code.resolve(LotsScreen);
    await screen.findByText('중앙공영주차장');
    expect(fetchLots).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing for a viewer the guard turns away or a business waiting for approval', async () => {
    const table = [
      route('/main', 'main', 'home', PUBLIC, 'bare', async () => () => <h1>홈</h1>),
      lotsRoute('/members', USR, async () => LotsScreen),
      lotsRoute('/stores', BSN, async () => LotsScreen),
    ];
    // a guest on a member's page: sent away (after the alert), nothing fetched for the page
    start(table, '/members');
    await new Promise((r) => setTimeout(r, 100));
    expect(fetchLots).not.toHaveBeenCalled();
    cleanup();

    act(() => setLoggedIn(loginVO({ authorCode: 'ROLE_ANONYMOUS', empDiv: 'BSN', empEsntlId: 'pending' })));
    start(table, '/stores');
    await new Promise((r) => setTimeout(r, 100));
    expect(fetchLots).not.toHaveBeenCalled();
  });
});

describe("the route table's data declarations", () => {
  it('name query options with a key and a fetcher for every route that declares them', async () => {
    const session = { ...(await import('../lib/session-store')).getSession() };
    const declared = routeTable.filter((e) => e.data);
    expect(declared.length).toBeGreaterThan(0);
    let named = 0;
    for (const entry of declared) {
      // a view screen asks for nothing without its id in the address
      const queries = (await entry.data?.queries({ search: new URLSearchParams(), session })) ?? [];
      named += queries.length;
      for (const q of queries) {
        expect(Array.isArray(q.queryKey), entry.path).toBe(true);
        expect(typeof q.queryFn, entry.path).toBe('function');
      }
    }
    expect(named).toBeGreaterThanOrEqual(declared.length / 2);
    // every admin-kit module is loaded here
  }, 60_000);
});
