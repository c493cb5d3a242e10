import { expect, type Page, type Route, test } from '@playwright/test';
import { authFile, demo, login } from '../helpers';

/*
 * The public first pages the build renders ahead (decision 178): their HTML shows the screen before any script
 * runs, and the app then draws the same screen over it without a loading state in between.
 */

const PAGES = [
  ['/main', '통합주차포털', '메인 | 통합주차포털'],
  ['/loginmain', '로그인', '로그인 | 통합주차포털'],
  ['/map', '지도 검색', '지도 검색 | 통합주차포털'],
  ['/lookup', '사전결제 조회', '사전결제 조회 | 통합주차포털'],
  ['/noticelist', '공지사항', '공지사항 | 통합주차포털'],
] as const;

test.describe('a page rendered ahead, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading, title] of PAGES) {
    test(`${path} shows its screen, styled, under its own title`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const h1 = page.locator('main h1');
      await expect(h1).toHaveText(heading);
      await expect(h1).toBeVisible();
      // the frame and the screen's own sheets are applied: the header is laid out as a bar, not as a list
      await expect(page.locator('header#header')).toBeVisible();
      const headerHeight = await page
        .locator('header#header')
        .evaluate((el) => el.getBoundingClientRect().height);
      expect(headerHeight).toBeLessThan(200);
      if (path === '/loginmain') {
        // the lock policy too, not only after an answer of the API
        await expect(
          page.getByText(
            /^같은 접속 환경\(IP 주소\)에서 비밀번호를 \d+회 잘못 입력하면 그 환경에서의 로그인이 \d+분 동안 잠기며/,
          ),
        ).toBeVisible();
      }
      // nothing to type into or press before the app runs
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
    });
  }
});

test('the app draws over a page rendered ahead without a loading screen in between, then takes input', async ({
  page,
}) => {
  // records every child #root ever had: the boot spinner (role=status) must never be one of them
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { rootChildren: string[] }).rootChildren = seen;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      const note = () => {
        for (const child of root.children) seen.push(child.getAttribute('role') ?? child.tagName);
      };
      note();
      new MutationObserver(note).observe(root, { childList: true });
    });
  });
  await page.goto('/loginmain');
  const id = page.getByLabel('아이디');
  await id.fill(demo.citizen.id);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(id).toHaveValue(demo.citizen.id);
  const children = await page.evaluate(() => (window as unknown as { rootChildren: string[] }).rootChildren);
  expect(children.length).toBeGreaterThan(0);
  expect(children).not.toContain('status');
  // the web font comes once the app has drawn
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (f) => f.family.replace(/"/g, '') === 'Pretendard GOV' && f.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  // and it is the app: logging in leads home
  await page.getByLabel('비밀번호', { exact: true }).fill(demo.citizen.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test('React DOM makes its internal errors without a stack, and every later error has one again (decision 237)', async ({
  page,
}) => {
  // records Error.stackTraceLimit each time React DOM's module makes one of its internal signals (an Error whose
  // message is a minified React error) and each time the app makes any other Error
  await page.addInitScript(() => {
    const made: { react: boolean; limit: unknown }[] = [];
    (window as unknown as { madeErrors: typeof made }).madeErrors = made;
    const Native = Error;
    const note = (message: unknown) =>
      made.push({ react: /Minified React error/.test(String(message)), limit: Native.stackTraceLimit });
    window.Error = new Proxy(Native, {
      apply(target, self, args) {
        note(args[0]);
        return Reflect.apply(target, self, args);
      },
      construct(target, args, newTarget) {
        note(args[0]);
        return Reflect.construct(target, args, newTarget);
      },
    });
  });
  await page.goto('/main');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  const made = await page.evaluate(
    () => (window as unknown as { madeErrors: { react: boolean; limit: unknown }[] }).madeErrors,
  );
  const fromReact = made.filter((e) => e.react);
  // React 19 makes five (SuspenseException and its kin) when its module is evaluated
  expect(fromReact.length).toBeGreaterThanOrEqual(3);
  for (const e of fromReact) expect(e.limit).toBeUndefined();
  // the limit is put back at once: the app's own errors keep their stacks
  expect(await page.evaluate(() => Error.stackTraceLimit)).toBe(10);
  expect(await page.evaluate(() => typeof new Error('probe').stack)).toBe('string');
  for (const e of made.filter((x) => !x.react)) expect(e.limit).toBe(10);
});

test('the home page draws its everyday characters from the one common font file (decision 234)', async ({
  page,
}) => {
  // each time the document's font set starts loading a face of its own (a face added before its file came)
  await page.addInitScript(() => {
    const loading: string[] = [];
    (window as unknown as { facesLoading: string[] }).facesLoading = loading;
    document.fonts.addEventListener('loading', () => loading.push(document.fonts.status));
  });
  await page.goto('/main');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  const heading = (await page.locator('main h1').textContent()) ?? '';
  expect(heading).toBe('통합주차포털');
  const text = `${heading}${await page.locator('main p').first().textContent()}`;
  // the web font is in, for the heading's and the lead's characters
  await expect
    .poll(() =>
      page.evaluate(async (text) => {
        await document.fonts.ready;
        const loaded = [...document.fonts].filter(
          (f) => f.family.includes('Pretendard GOV') && f.status === 'loaded',
        );
        return loaded.length > 0 && document.fonts.check('16px "Pretendard GOV"', text);
      }, text),
    )
    .toBe(true);
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.woff2')),
  );
  // one request for them, never the ten subsets it replaces
  expect(fonts.filter((n) => /PretendardGOVVariable\.common-/.test(n))).toHaveLength(1);
  expect(fonts.filter((n) => /\.subset\.11\d-/.test(n))).toEqual([]);
  // the face joined the document once its file had come: the page was never laid out for a face still loading
  // (decision 237)
  expect(await page.evaluate(() => (window as unknown as { facesLoading: string[] }).facesLoading)).toEqual(
    [],
  );
});

/** The Pretendard faces the page has declared: their ranges' code points and status. */
function declaredFaces(page: Page) {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((f) => f.family.replace(/"/g, '') === 'Pretendard GOV')
      .map((f) => ({
        status: f.status,
        points: f.unicodeRange.split(',').flatMap((part) => {
          const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
          const a = Number.parseInt(from ?? '', 16);
          const b = to ? Number.parseInt(to, 16) : a;
          return Array.from({ length: b - a + 1 }, (_, i) => a + i);
        }),
      })),
  );
}

test('a rarer character’s font face is declared only when a page shows one, and draws it (decision 236)', async ({
  page,
}) => {
  await page.goto('/loginmain');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  // '깁' (in '비밀번호 찾기'-like texts of this screen) is outside the common file
  const text = await page.locator('body').innerText();
  expect(text).toContain('깁');
  // (document.fonts.check is also true while no face covers a character: wait for the face itself)
  // (the common face is the one with the everyday characters; the faces join the document as their files come)
  const isCommon = (f: { points: number[] }) => f.points.length > 900;
  const faceStatus = async (codePoint: number) =>
    (await declaredFaces(page)).find((f) => !isCommon(f) && f.points.includes(codePoint))?.status ?? 'none';
  await expect.poll(() => faceStatus(0xae41), { timeout: 10_000 }).toBe('loaded');
  expect(await page.evaluate(() => document.fonts.check('16px "Pretendard GOV"', '깁'))).toBe(true);
  const faces = await declaredFaces(page);
  // the common face and the faces of characters this page shows, nothing else (a stylesheet once had 111)
  const shown = new Set([...text].map((c) => c.codePointAt(0)));
  expect(faces.filter(isCommon)).toHaveLength(1);
  const rare = faces.filter((f) => !isCommon(f));
  expect(rare.length).toBeGreaterThan(0);
  expect(rare.length).toBeLessThan(5);
  for (const face of rare) expect(face.points.some((c) => shown.has(c))).toBe(true);
  const gip = rare.find((f) => f.points.includes(0xae41));
  expect(gip?.status).toBe('loaded');
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.woff2')),
  );
  expect(files.filter((n) => /\.subset\.\d+-/.test(n))).toHaveLength(rare.length);

  // what a person types: a rarer syllable in the id field brings its face
  expect(await faceStatus(0xbdc1)).toBe('none');
  await page.getByLabel('아이디').fill('뷁');
  await expect.poll(() => faceStatus(0xbdc1), { timeout: 10_000 }).toBe('loaded');
  expect(await page.evaluate(() => document.fonts.check('16px "Pretendard GOV"', '뷁'))).toBe(true);
});

test('a page rendered ahead follows the session: a logged-in member opening /loginmain lands home', async ({
  page,
}) => {
  await login(page, demo.citizen);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/loginmain');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('banner').getByRole('button', { name: '로그아웃' })).toBeVisible();
});

/*
 * A logged-in member is never shown the guest's frame (decision 191): not the page rendered ahead (its header says
 * 로그인 | 회원가입 and its menu has 웹할인권 instead of 마이페이지), not the login form, not for a moment.
 */
test.describe('a logged-in member opening a page rendered ahead', () => {
  test.use({ storageState: authFile('citizen') });

  test('is not sent the guest page: its first paint has no 로그인 link and no login form', async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: authFile('citizen'), javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path] of PAGES) {
      await page.goto(path);
      await expect(page.locator('#root'), path).toBeAttached();
      await expect(page.locator('#root[data-prerendered]'), path).toHaveCount(0);
      await expect(page.getByRole('link', { name: '로그인' }), path).toHaveCount(0);
      await expect(page.getByLabel('아이디'), path).toHaveCount(0);
    }
    await context.close();
  });

  test('never sees 로그인, the login form or the guest menu while the page loads, in a new tab or the same', async ({
    context,
  }) => {
    // ten page loads, five of them with the session's answer held back a second: more than the default 30 s on a
    // slow runner
    test.setTimeout(90_000);
    // every element the document ever had, from the parser's first node on: what a guest sees must never be one
    await context.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { guestSeen: Set<string> }).guestSeen = seen;
      const check = () => {
        for (const a of document.querySelectorAll('header a, header button')) {
          const text = a.textContent?.trim() ?? '';
          if (text === '로그인' || text === '회원가입' || text === '웹할인권') seen.add(text);
        }
        if (document.querySelector('main input[autocomplete="current-password"]')) seen.add('login form');
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    });
    const opens = async (page: Page, path: string, round: string) => {
      await page.goto(path);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: '로그아웃' }), `${round} ${path}`).toBeVisible();
      if (path === '/loginmain') await expect(page).toHaveURL(/\/main$/);
      await expect(banner.getByRole('link', { name: '마이페이지', exact: true })).toBeAttached();
      const seen = await page.evaluate(() => [
        ...(window as unknown as { guestSeen: Set<string> }).guestSeen,
      ]);
      expect(seen, `${round} ${path}`).toEqual([]);
    };
    // a new tab: no record of the member in the tab, only the browser's session cookie; the server's answer on
    // the session comes late (a slow phone network), after the page's code
    const lateSession = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    };
    await context.route('**/api/session', lateSession);
    for (const [path] of PAGES) {
      const page = await context.newPage();
      await opens(page, path, 'new tab');
      await page.close();
    }
    await context.unroute('**/api/session', lateSession);
    // the same tab: the tab has adopted the member
    const page = await context.newPage();
    for (const [path] of PAGES) await opens(page, path, 'same tab');
    expect(await page.evaluate(() => sessionStorage.getItem('parking.session'))).toContain(demo.citizen.id);
  });
});

/**
 * The answer a page rendered with its data carries (#page-data, decision 235) under a query key's first part;
 * throws when the page carries none.
 */
function carriedAnswer<T>(html: string, key: string): T {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the page carries no answers');
  const { queries } = JSON.parse(json) as { queries: { queryKey: string[]; state: { data: unknown } }[] };
  const query = queries.find((q) => q.queryKey[0] === key);
  if (!query) throw new Error(`the page carries no answer for ${key}`);
  return query.state.data as T;
}

test.describe('a page rendered ahead with its data (decision 235)', () => {
  test('/noticelist is sent with its first page of notices and the footer organisation, before any script runs', async ({
    browser,
    request,
  }) => {
    // the page as a guest's browser receives it, compared with the answers it carries (other journeys add notices
    // meanwhile), and those answers with the server's
    const sent = async (address: string) => {
      const html = await (await request.get(address)).text();
      const list = carriedAnswer<{ rows: { title: string }[]; total: number }>(html, 'board');
      const site = carriedAnswer<{ orgName: string }>(html, 'site');
      const page = await context.newPage();
      await page.setContent(html);
      return { page, list, site };
    };
    const context = await browser.newContext({ javaScriptEnabled: false });
    const first = await sent('/noticelist');
    const server = (await (await request.get('/api/site/info')).json()) as { orgName: string };
    expect(first.site.orgName).toBe(server.orgName);
    expect(first.list.rows.length).toBeGreaterThan(0);
    const rows = first.page.locator('main table tbody tr');
    await expect(rows).toHaveCount(first.list.rows.length);
    for (const [i, notice] of first.list.rows.entries())
      await expect(rows.nth(i)).toContainText(notice.title);
    await expect(first.page.getByText(`전체 ${first.list.total}건`)).toBeAttached();
    await expect(first.page.locator('footer')).toContainText(server.orgName);
    // the address's own page: past the last one the list is empty, not the first page's
    const past = await sent('/noticelist?curPageNum=99');
    expect(past.list.rows).toEqual([]);
    await expect(
      past.page.locator('main table tbody tr', { hasText: first.list.rows[0]?.title ?? '' }),
    ).toHaveCount(0);
    await context.close();
  });

  test('the app takes over /noticelist with the answers the page carries, without asking for them again', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/')) asked.push(path);
    });
    await page.goto('/noticelist');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    const first = page.locator('main table tbody tr').first();
    await expect(first).toBeVisible();
    await expect(page.locator('footer')).toContainText('시설관리공단');
    // the app's own: a search goes through the app and its list answer
    const main = page.locator('main');
    await main.getByPlaceholder('검색어를 입력하세요').fill('정기권');
    await main.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/searchKeyword=/);
    await expect(page.locator('main table tbody tr').first()).toContainText('정기권');
    expect(asked.filter((p) => p === '/api/site/info')).toEqual([]);
    expect(asked.filter((p) => p === '/api/board/notice/list.json')).toHaveLength(1);
  });

  test('/map is sent with the lots; the app draws their pins from that answer, asking for neither it nor zod (decision 237)', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/map')).text();
    const lots = carriedAnswer<{ parkingMapList: { PARKING_NM: string }[] }>(html, 'parking');
    expect(lots.parkingMapList.length).toBeGreaterThan(0);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/map');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    // the pins and the list come from the carried answer
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.getByText(lots.parkingMapList[0]?.PARKING_NM ?? '?').first()).toBeAttached();
    expect(asked.filter((p) => p === '/api/parking/map.json')).toEqual([]);
    // Leaflet's module was evaluated without Error stacks and the limit put back (decision 237)
    expect(await page.evaluate(() => Error.stackTraceLimit)).toBe(10);
    // the answers' schemas (zod) are not part of the map's first load
    const scripts = asked.filter((p) => p.endsWith('.js'));
    expect(scripts.filter((p) => /\/assets\/schemas-/.test(p))).toEqual([]);
  });

  test('/main is sent with its latest notices and banners but no popup; the app adds the popup, asking nothing again', async ({
    browser,
    page,
    request,
  }) => {
    // the page as a guest's browser receives it, and the answers it carries (other journeys change the home's
    // banners and notices meanwhile: the page is compared with its own answers)
    const html = await (await request.get('/main')).text();
    const content = carriedAnswer<{
      popups: { title: string }[];
      notices: { title: string }[];
      banners: { title: string }[];
    }>(html, 'main');
    expect(content.notices.length).toBeGreaterThan(0);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const sent = await context.newPage();
    await sent.setContent(html);
    const main = sent.locator('main');
    for (const { title } of [...content.notices, ...content.banners])
      await expect(main.getByText(title).or(main.getByAltText(title)).first(), title).toBeAttached();
    await expect(sent.locator('[data-popup-id]')).toHaveCount(0);
    await context.close();

    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/main');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    // the popups of the answers this page carries (the back office's journeys may have changed them since)
    const popups = carriedAnswer<typeof content>(await page.content(), 'main').popups;
    if (popups.length > 0) await expect(page.locator('main [data-popup-id]').first()).toBeVisible();
    expect(asked.filter((p) => p === '/api/main/content.json' || p === '/api/site/info')).toEqual([]);
  });
});

/*
 * The app hydrates a page the server rendered with its answers (decision 239): React adopts the elements the
 * browser parsed instead of drawing the page a second time, and reports no difference between the two.
 */
test.describe('a page rendered ahead with its data is hydrated, not drawn anew (decision 239)', () => {
  /** Keeps the elements the browser parsed and every error the page reports. */
  async function watch(page: Page) {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      // the map's offline tiles fail to load by design (the OSM host is not reachable here)
      if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        (window as unknown as { parsed: Element[] }).parsed = root
          ? [...root.querySelectorAll('header a, main h1, main a, main button, footer')]
          : [];
      });
    });
    return errors;
  }

  for (const [path] of PAGES) {
    test(`${path}: every element the browser parsed is still on the page after the takeover`, async ({
      page,
    }) => {
      const errors = await watch(page);
      const asked: string[] = [];
      page.on('request', (r) => asked.push(new URL(r.url()).pathname));
      await page.goto(path);
      await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
      const result = await page.evaluate(() => {
        const parsed = (window as unknown as { parsed: Element[] }).parsed;
        return {
          parsed: parsed.length,
          gone: parsed.filter((el) => !el.isConnected).map((el) => el.outerHTML.slice(0, 120)),
          marks: performance.getEntriesByType('mark').map((m) => m.name),
        };
      });
      expect(result.parsed).toBeGreaterThan(5);
      expect(result.gone).toEqual([]);
      expect(result.marks).toContain('app-hydrating');
      expect(result.marks).not.toContain('app-hydration-mismatch');
      expect(errors).toEqual([]);
      // the guest's menu came with the page: the frame was drawn from it and the app does not ask again
      expect(asked.filter((p) => p === '/api/menu/siteMenu.json')).toEqual([]);
      // and it is the app's: its links navigate without reloading the page
      await page.evaluate(() => {
        (window as unknown as { samePage: boolean }).samePage = true;
      });
      await page.getByRole('banner').getByRole('link', { name: '회원가입' }).first().click();
      await expect(page).toHaveURL(/\/join$/);
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    });
  }

  test('/main at 390 px: what only this browser knows (a closed banner, a popup hidden for today) follows the hydration', async ({
    page,
    request,
  }) => {
    const content = carriedAnswer<{ popups: { popupId: number }[] }>(
      await (await request.get('/main')).text(),
      'main',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = await watch(page);
    // this tab closed the top banner earlier, and this browser hid the first popup for today
    await page.addInitScript(() => sessionStorage.setItem('parking.topBannerClosed', 'Y'));
    const [hidden, ...others] = content.popups;
    const origin = test.info().project.use.baseURL ?? '';
    if (hidden)
      await page.context().addCookies([{ name: `popup_hide_${hidden.popupId}`, value: 'Y', url: origin }]);
    await page.goto('/main');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('button', { name: '배너 닫기' })).toHaveCount(0);
    if (hidden) await expect(page.locator(`[data-popup-id="${hidden.popupId}"]`)).toHaveCount(0);
    if (others.length > 0) await expect(page.locator('main [data-popup-id]').first()).toBeVisible();
    const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name));
    expect(marks).toContain('app-hydrating');
    expect(marks).not.toContain('app-hydration-mismatch');
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  /**
   * Runs `act` in the page the moment the app takes it over (the page stops being inert, in React's commit), before
   * React has run the screen's effects; the first input then makes React run them before its own update, so an
   * effect that set state from the address on mount undid that input (found in stop 49; lib/follow-value.ts).
   */
  async function actAtTakeover(page: Page, act: 'condition' | 'search panel') {
    await page.addInitScript((what) => {
      new MutationObserver((_records, observer) => {
        const root = document.getElementById('root');
        if (!root || root.hasAttribute('inert')) return;
        observer.disconnect();
        const w = window as unknown as { acted?: boolean };
        if (what === 'condition') {
          const select = document.querySelector<HTMLSelectElement>('main select[aria-label="검색 조건"]');
          if (!select) return;
          select.value = '3';
          select.dispatchEvent(new Event('change', { bubbles: true }));
        } else {
          const toggle = document.querySelector<HTMLButtonElement>('header button[aria-expanded]');
          if (!toggle) return;
          toggle.click();
        }
        w.acted = true;
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['inert'] });
    }, act);
    await page.goto('/noticelist');
    await expect.poll(() => page.evaluate(() => (window as unknown as { acted?: boolean }).acted)).toBe(true);
    const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name));
    expect(marks).toContain('app-hydrating');
  }

  test('a search condition chosen the moment the page becomes the app’s is the one searched', async ({
    page,
  }) => {
    await actAtTakeover(page, 'condition');
    await expect(page.getByRole('combobox', { name: '검색 조건' })).toHaveValue('3');
    const keyword = page.getByRole('main').getByRole('textbox', { name: '검색어' });
    await keyword.fill('요금');
    await keyword.press('Enter');
    await expect(page).toHaveURL(/\/noticelist\?searchCondition=3&searchKeyword=/);
  });

  test('the header’s search opened the moment the page becomes the app’s stays open', async ({ page }) => {
    await actAtTakeover(page, 'search panel');
    await expect(page.getByRole('banner').getByRole('search')).toBeVisible();
    await expect(page.getByRole('button', { name: '통합검색 닫기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
