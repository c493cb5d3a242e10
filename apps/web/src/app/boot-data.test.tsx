import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSiteInfo } from '../components/frame/use-site-info';
import { useLoginPolicy } from '../features/auth/api/login-policy';
import { useMainContent } from '../features/home/api/main-content';
import { getSession } from '../lib/session-store';
import { createQueryClient } from '../lib/write-effects';
import { loginVO } from '../test/login-vo';
import { json, mockApi } from '../test/mock-api';
import { prefetchBootData, seedFromPage } from './boot-data';
import { siteMenuQuery, useAppFrameConfig } from './layouts/frame-config';
import { findRoute } from './route-table';
import { startSessionResync } from './session-sync';

const SITE = '/api/site/info';
const MENU = '/api/menu/siteMenu.json';
const CONTENT = '/api/main/content.json';
const POLICY = '/api/login/policy.json';

function serve() {
  return mockApi(({ url }) => {
    if (url.pathname === SITE) return json({ orgName: '이천시시설관리공단' });
    if (url.pathname === MENU) return json({ menuList: [], version: 1 });
    if (url.pathname === CONTENT) return json({ popups: [], banners: [], notices: [] });
    if (url.pathname === POLICY) return json({ maxFailures: 5, lockMinutes: 30 });
    return undefined;
  });
}

/** What the frame and the home read when they render. */
function Screen({ home }: { home: boolean }) {
  useSiteInfo();
  useAppFrameConfig();
  return home ? <Home /> : null;
}
function Home() {
  useMainContent();
  return null;
}
function Login() {
  const policy = useLoginPolicy();
  return policy.data ? <p>{policy.data.maxFailures}</p> : null;
}

afterEach(cleanup);

describe('boot data', () => {
  it('asks for the frame and the home content while booting /main; the screens then ask for nothing again', async () => {
    const api = serve();
    const client = createQueryClient({ queries: { retry: false } });
    prefetchBootData(client, findRoute('/main'));
    expect([api.to(SITE), api.to(MENU), api.to(CONTENT)].map((c) => c.length)).toEqual([1, 1, 1]);
    render(
      <QueryClientProvider client={client}>
        <Screen home />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect([api.to(SITE), api.to(MENU), api.to(CONTENT)].map((c) => c.length)).toEqual([1, 1, 1]);
  });

  it('asks for the lock policy while booting /loginmain; the login screen reads that answer', async () => {
    const api = serve();
    const client = createQueryClient({ queries: { retry: false } });
    prefetchBootData(client, findRoute('/loginmain'));
    expect([api.to(SITE), api.to(MENU), api.to(CONTENT), api.to(POLICY)].map((c) => c.length)).toEqual([
      1, 1, 0, 1,
    ]);
    const view = render(
      <QueryClientProvider client={client}>
        <Login />
      </QueryClientProvider>,
    );
    await view.findByText('5');
    expect(api.to(POLICY)).toHaveLength(1);
  });

  it('takes the lock policy a page rendered ahead states instead of asking for it', async () => {
    const api = serve();
    const client = createQueryClient({ queries: { retry: false } });
    const page = document.createElement('div');
    page.innerHTML = '<main><p data-lock-policy="7,45">…</p></main>';
    seedFromPage(client, page);
    prefetchBootData(client, findRoute('/loginmain'));
    const view = render(
      <QueryClientProvider client={client}>
        <Login />
      </QueryClientProvider>,
    );
    await view.findByText('7');
    expect(api.to(POLICY)).toHaveLength(0);
    // a page without it (or a malformed one) seeds nothing
    const other = createQueryClient();
    page.innerHTML = '<p data-lock-policy="7,">…</p>';
    seedFromPage(other, page);
    expect(other.getQueryData(['auth', 'login-policy'])).toBeUndefined();
  });

  it('takes the answers a page rendered with its data carries (decision 235), and nothing from a broken one', () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'page-data';
    const page = document.createElement('div');
    page.innerHTML = '<main><p data-lock-policy="7,45">…</p></main>';
    document.head.append(data);
    try {
      const source = createQueryClient();
      source.setQueryData(['site', 'info'], { orgName: '테스트시설관리공단' });
      data.textContent = JSON.stringify(dehydrate(source)).replace(/</g, '\\u003c');
      const client = createQueryClient();
      seedFromPage(client, page);
      expect(client.getQueryData(['site', 'info'])).toEqual({ orgName: '테스트시설관리공단' });
      // unreadable: the page's own statements only, the rest is asked for
      data.textContent = '{"queries":[';
      const other = createQueryClient();
      seedFromPage(other, page);
      expect(other.getQueryData(['site', 'info'])).toBeUndefined();
      expect(other.getQueryData(['auth', 'login-policy'])).toEqual({ maxFailures: 7, lockMinutes: 45 });
    } finally {
      data.remove();
    }
  });

  it('asks for the frame only on other framed pages, and for nothing on an unknown address', () => {
    const api = serve();
    prefetchBootData(createQueryClient({ queries: { retry: false } }), findRoute('/noticelist'));
    expect([api.to(SITE), api.to(MENU), api.to(CONTENT)].map((c) => c.length)).toEqual([1, 1, 0]);
    prefetchBootData(createQueryClient({ queries: { retry: false } }), findRoute('/no-such-page'));
    expect(api.calls).toHaveLength(2);
  });

  // last: the boot resync started here leaves the tab knowing its member
  it('in a new tab asks for the menu once, beside the session check, and keeps it for the member the check finds', async () => {
    expect(getSession().isLogin).toBe(false);
    let answerSession: (r: Response) => void = () => undefined;
    // the session check answers when the test says
    const api = mockApi(() => undefined);
    api.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      api.calls.push({ method: 'GET', url, body: undefined });
      if (url.pathname === '/api/session') return new Promise<Response>((r) => (answerSession = r));
      if (url.pathname === MENU)
        return json({ menuList: [{ id: 'mypage', label: '마이페이지' }], version: 1 });
      return json({ orgName: '이천시시설관리공단' });
    });
    const client = createQueryClient({ queries: { retry: false } });
    void startSessionResync();
    prefetchBootData(client, findRoute('/mypagemain'));
    // asked at once, not after the session answer
    expect(api.to(MENU)).toHaveLength(1);
    answerSession(json({ loginVO: loginVO() }));
    await waitFor(() => expect(client.getQueryData(siteMenuQuery(getSession()).queryKey)).toBeTruthy());
    expect(getSession()).toMatchObject({ isLogin: true, empDiv: 'USR' });
    render(
      <QueryClientProvider client={client}>
        <Screen home={false} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(api.to(MENU)).toHaveLength(1);
  });
});
