import { hashKey, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadKitScreens } from '../components/admin-kit/resource-pages';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { clearSession, getSession, setLoggedIn } from '../lib/session-store';
import { loginVO } from '../test/login-vo';
import { renderWithUi } from '../test/render';
import { createQueryClient } from './query-client';
import { routeTable } from './route-table';
import { createAppRouter } from './router';

// Decision 222: a kit form's option lists (and on an update screen the edited record's data) are route data,
// started beside the form's code (decision 201), under the keys the form's fields read.

// The form screen's code arrives only when a test lets it: the option lists must be asked for before that.
const formCode = vi.hoisted(() => {
  let release!: () => void;
  const arrived = new Promise<void>((r) => {
    release = r;
  });
  return { arrived, release };
});
vi.mock('../components/admin-kit/resource-form-page', async (importOriginal) => {
  await formCode.arrived;
  return importOriginal();
});

const asked: string[] = [];
/** what was asked for while the router of the screen opened last had not yet drawn it (its code had not come) */
const askedBeforeCode: string[] = [];
let opened: ReturnType<typeof createAppRouter> | null = null;
const admin = () => loginVO({ authorCode: 'ROLE_ADMIN', empDiv: 'EMP' as never, empEsntlId: 'ADM_1' });

beforeEach(() => {
  asked.length = 0;
  askedBeforeCode.length = 0;
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
      asked.push(path);
      if (opened && !opened.state.initialized) askedBeforeCode.push(path);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  act(() => clearSession());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(path: string) {
  const client = createQueryClient();
  const table = routeTable.filter((e) => e.path === path || e.path === '/main');
  const router = createAppRouter({
    table,
    create: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    queryClient: client,
  });
  opened = router;
  renderWithUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("a kit form's first data (decision 222)", () => {
  it("asks for the option lists while the form's code has not come, and nothing for a refused visitor", async () => {
    // a citizen on a back-office form: refused by the guard, nothing asked for the form
    act(() => setLoggedIn(loginVO()));
    open('/teamenrollment');
    await new Promise((r) => setTimeout(r, 300));
    expect(asked).not.toContain('/api/dept/list.json');
    cleanup();

    act(() => setLoggedIn(admin()));
    // the user form: the group select's options and the department and team lists of its custom fields
    open('/userenrollment');
    // (the first import of the resource's module takes a while in the test environment); each asked for before
    // the screen was drawn, i.e. beside its code, not by the form once drawn (a worker that already holds the
    // form's module draws it soon after: the test reads the router's state at each request, not afterwards)
    await waitFor(
      () =>
        expect(askedBeforeCode).toEqual(
          expect.arrayContaining([
            '/api/auth/authorGroupList.json',
            '/api/dept/list.json',
            '/api/team/list.json',
          ]),
        ),
      { timeout: 10_000 },
    );
    cleanup();

    // an update screen: the record the view left in storage, its department select's options
    asked.length = 0;
    askedBeforeCode.length = 0;
    localStorage.setItem(
      'parking.routeData.team',
      JSON.stringify({
        view: { resultVo: { teamId: 'T1', teamNm: '주차팀', deptId: 'D1', deptNm: '교통과', teamDc: '' } },
        listTo: '/teamlist',
      }),
    );
    open('/teamupdate');
    await waitFor(() => expect(askedBeforeCode).toContain('/api/dept/list.json'), { timeout: 10_000 });
    cleanup();

    // without route data the update screen sends the visitor away: nothing is asked for it
    asked.length = 0;
    askedBeforeCode.length = 0;
    localStorage.clear();
    open('/teamupdate');
    await new Promise((r) => setTimeout(r, 300));
    expect(asked).not.toContain('/api/dept/list.json');
    formCode.release();
  }, 30_000);

  it("declares every query each kit create form asks for when it shows (the route table's forms)", async () => {
    formCode.release();
    await preloadKitScreens();
    act(() => setLoggedIn(admin()));
    const forms = routeTable.filter((e) => e.layout === 'admin' && /enrollment$/.test(e.path) && e.data);
    expect(forms.length).toBeGreaterThanOrEqual(8);
    for (const entry of forms) {
      const declared = new Set(
        ((await entry.data?.queries({ search: new URLSearchParams(), session: getSession() })) ?? []).map(
          (q) => hashKey(q.queryKey),
        ),
      );
      // the form drawn on its own, without the route: what it asks for by itself
      const client = createQueryClient();
      const Screen = await entry.page();
      renderWithUi(
        <QueryClientProvider client={client}>
          <RouterProvider
            router={createMemoryRouter([{ path: entry.path, Component: Screen }], {
              initialEntries: [entry.path],
            })}
          />
        </QueryClientProvider>,
      );
      await screen.findAllByRole('textbox');
      await new Promise((r) => setTimeout(r, 50));
      const mounted = client
        .getQueryCache()
        .getAll()
        // a query that waits for a click (a picker's list) is not asked for when the form shows
        .filter((q) => !q.isDisabled())
        .map((q) => q.queryHash);
      for (const hash of mounted) expect(declared, `${entry.path} asks for ${hash}`).toContain(hash);
      cleanup();
    }
  }, 120_000);
});
