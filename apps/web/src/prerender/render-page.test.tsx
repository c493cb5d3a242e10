import { MENU } from '@parking/shared/admin-menus/site-menu';
import type { BoardListItem } from '@parking/shared/boards/schemas';
import type { MainContentResponse } from '@parking/shared/content/schemas';
import type { SiteInfo } from '@parking/shared/site/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiTransport, setApiTransport } from '../lib/api-client';
import { renderPageWithData } from './render-page';

/*
 * The server's rendering of a page with its data (decision 235): the page the build rendered ahead, its screen
 * rendered anew with the answers of its first queries, which the page also carries for the app.
 */

const TEMPLATE = `<!doctype html><html lang="ko"><head><title>공지사항 | 통합주차포털</title>
  </head>
  <body>
    <div id="root" data-prerendered="" inert><main><h1>공지사항</h1><p>불러오는 중입니다…</p></main></div>
  </body>
</html>`;

// a title an administrator could write: it must stay text in the page and in the data it carries
const HOSTILE = '</script><script>alert(1)</script><!-- 주차 & "안내" <img src=x onerror=alert(2)>';

const site: SiteInfo = {
  orgName: '테스트시설관리공단',
  address: '경기도 이천시 중리천로 115',
  representative: '홍길동',
  phone: '031-000-0000',
  businessNo: '000-00-00000',
  copyright: 'Copyright © 테스트시설관리공단.',
  demo: false,
  kakaoMapAppKey: null,
};

const notice = (atclId: number, title: string): BoardListItem => ({
  atclId,
  bbsCd: 'notice',
  indexNo: atclId,
  title,
  regNm: '관리자',
  regDttm: '2026-11-28 10:00:00',
  updNm: '관리자',
  updDttm: '2026-11-28 10:00:00',
  hits: 3,
  atchCnt: 0,
});

/** The menu a guest is served: the shipped tree (the server filters it for the viewer) */
const MENU_PATH = '/api/menu/siteMenu.json';
const guestMenu = { menuList: MENU };

/** A server answering by path: a body, or a status to fail with (the guest's menu unless told otherwise). */
function server(answers: Record<string, unknown>): { asked: string[]; transport: ApiTransport } {
  const asked: string[] = [];
  const transport: ApiTransport = async (url) => {
    asked.push(url);
    const answer = { [MENU_PATH]: guestMenu, ...answers }[url.split('?')[0] ?? ''];
    if (typeof answer === 'number')
      return new Response(JSON.stringify({ code: 'INTERNAL', message: '오류' }), { status: answer });
    if (answer === undefined) return new Response('{"code":"NOT_FOUND","message":"없음"}', { status: 404 });
    return new Response(JSON.stringify(answer), { status: 200 });
  };
  return { asked, transport };
}

/** The page's `#page-data` read back, and the page without it. */
function pageData(html: string): {
  state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  raw: string;
} {
  const match = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no #page-data');
  return { state: JSON.parse(match[1]), raw: match[1] };
}

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('renderPageWithData', () => {
  it("renders /noticelist's first page of notices and the footer organisation, and carries the answers", async () => {
    const api = server({
      '/api/site/info': site,
      '/api/board/notice/list.json': {
        boardList: [notice(2, HOSTILE), notice(1, '정기권 요금 안내')],
        boardTotalCount: 2,
      },
    });
    const html = await renderPageWithData(TEMPLATE, '/noticelist', { search: '', transport: api.transport });
    // the build's page around it stays: its head, its title, the inert root the app takes over
    expect(html).toContain('<title>공지사항 | 통합주차포털</title>');
    expect(html).toMatch(/<div id="root" data-prerendered="" inert>[\s\S]*<\/div>\s*<\/body>/);
    const doc = new DOMParser().parseFromString(
      html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, ''),
      'text/html',
    );
    const rows = [...doc.querySelectorAll('main table tbody tr')].map((r) => r.textContent ?? '');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(HOSTILE);
    expect(rows[1]).toContain('정기권 요금 안내');
    expect(doc.body.textContent).toContain('전체 2건');
    expect(doc.querySelector('footer')?.textContent).toContain(site.orgName);
    expect(doc.querySelectorAll('script, img')).toHaveLength(0);
    // the answers, under the keys the app's queries use, readable as JSON and unable to end their element
    const { state, raw } = pageData(html);
    expect(raw).not.toContain('<');
    expect(state.queries.map((q) => q.queryKey[0])).toEqual(expect.arrayContaining(['site', 'board']));
    const list = state.queries.find((q) => q.queryKey[0] === 'board')?.state.data as {
      rows: BoardListItem[];
    };
    expect(list.rows[0]?.title).toBe(HOSTILE);
    expect(api.asked.map((u) => u.split('?')[0]).sort()).toEqual([
      '/api/board/notice/list.json',
      MENU_PATH,
      '/api/site/info',
    ]);
  });

  it('renders the home with its latest notices and banners, never its popups, which the page still carries', async () => {
    const content: MainContentResponse = {
      popups: [
        {
          popupId: 7,
          title: '설 연휴 무료 개방',
          posX: 0,
          posY: 0,
          sizeX: 400,
          sizeY: 300,
          linkUrl: '',
          popupContents: '<p>무료 개방</p>',
          openDate: '2026-12-01 00:00:00',
          closeDate: '2027-01-01 23:59:59',
        },
      ],
      banners: [
        {
          bannerId: 1,
          title: '이천시청',
          bannerOrder: 1,
          linkUrl: 'https://www.icheon.go.kr',
          bannerContents: '',
          imageUrl: null,
        },
      ],
      notices: [{ atclId: 3, title: '정기권 요금 안내', regDttm: '2026-11-28 10:00:00' }],
    };
    const api = server({ '/api/site/info': site, '/api/main/content.json': content });
    const html = await renderPageWithData(TEMPLATE, '/main', { search: '', transport: api.transport });
    const doc = new DOMParser().parseFromString(
      html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, ''),
      'text/html',
    );
    const text = doc.body.textContent ?? '';
    expect(text).toContain('정기권 요금 안내');
    expect(text).toContain('이천시청');
    // whether a popup shows depends on this browser's cookie and width: drawn by the app, not by the server
    expect(text).not.toContain('설 연휴 무료 개방');
    expect(doc.querySelectorAll('[data-popup-id]')).toHaveLength(0);
    const main = pageData(html).state.queries.find((q) => q.queryKey[0] === 'main')?.state
      .data as MainContentResponse;
    expect(main.popups.map((p) => p.title)).toEqual(['설 연휴 무료 개방']);
  });

  it('renders the menu staff maintain and carries it, so that the browser hydrates the same frame (decision 239)', async () => {
    // staff renamed the notices' entry (the menu screen of the back office): the page draws the served label
    const renamed = (nodes: readonly (typeof MENU)[number][]): (typeof MENU)[number][] =>
      nodes.map((n) => ({
        ...n,
        label: n.path === '/noticelist' ? '공단 소식' : n.label,
        ...(n.children ? { children: renamed(n.children) } : {}),
      }));
    const api = server({
      '/api/site/info': site,
      '/api/board/notice/list.json': { boardList: [], boardTotalCount: 0 },
      [MENU_PATH]: { menuList: renamed(MENU) },
    });
    const html = await renderPageWithData(TEMPLATE, '/noticelist', { search: '', transport: api.transport });
    const doc = new DOMParser().parseFromString(
      html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, ''),
      'text/html',
    );
    const links = [...doc.querySelectorAll('a[href="/noticelist"]')].map((a) => a.textContent);
    // the header's menu panel and the side menu (the breadcrumb names the route by its title)
    expect(links.filter((l) => l === '공단 소식')).toHaveLength(2);
    const menu = pageData(html).state.queries.find((q) => q.queryKey[0] === 'site-menu');
    expect(menu?.queryKey).toEqual(['site-menu', false, '', '']);
    expect(JSON.stringify(menu?.state.data)).toContain('공단 소식');
    // a menu that cannot be had: the build's page instead (its code tree would differ from the app's first render)
    await expect(
      renderPageWithData(TEMPLATE, '/noticelist', {
        search: '',
        transport: server({
          '/api/site/info': site,
          '/api/board/notice/list.json': { boardList: [], boardTotalCount: 0 },
          [MENU_PATH]: 503,
        }).transport,
      }),
    ).rejects.toThrow();
  });

  it("asks for the address's own page of the list", async () => {
    const api = server({
      '/api/site/info': site,
      '/api/board/notice/list.json': { boardList: [], boardTotalCount: 31 },
    });
    const html = await renderPageWithData(TEMPLATE, '/noticelist', {
      search: '?curPageNum=3&searchCondition=1&searchKeyword=%EC%A0%95%EA%B8%B0%EA%B6%8C',
      transport: api.transport,
    });
    const list = new URLSearchParams(api.asked.find((u) => u.startsWith('/api/board/'))?.split('?')[1]);
    expect(list.get('firstIndex')).toBe('20');
    expect(list.get('searchKeyword')).toBe('정기권');
    expect(html).toContain('전체 31건');
  });

  it('throws when an answer cannot be had, so that the server sends the build’s page instead', async () => {
    for (const answers of [
      { '/api/site/info': site, '/api/board/notice/list.json': 503 },
      { '/api/site/info': 500, '/api/board/notice/list.json': { boardList: [], boardTotalCount: 0 } },
      { '/api/site/info': site, '/api/board/notice/list.json': { boardList: 'not a list' } },
    ]) {
      await expect(
        renderPageWithData(TEMPLATE, '/noticelist', { search: '', transport: server(answers).transport }),
      ).rejects.toThrow();
    }
    await expect(
      renderPageWithData(TEMPLATE, '/mypagemain', { search: '', transport: server({}).transport }),
    ).rejects.toThrow(/not a route marked prerender/);
  });
});
