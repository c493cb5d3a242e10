// first: before any zod schema is built
import '../zod-jitless';
import { defaultLoginPolicy } from '@parking/shared/auth/lock-policy';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { frameQueries } from '../app/boot-data';
import { siteMenuQuery } from '../app/layouts/frame-config';
import { AppProviders } from '../app/providers';
import { routeTable } from '../app/route-table';
import { buildRoutes } from '../app/router';
import { loginPolicyQuery } from '../features/auth/api/login-policy';
import { type ApiTransport, setApiTransport } from '../lib/api-client';
import { prefetchQueries, prefetchRouteData } from '../lib/route-data';
import { createMemoryRouter, RouterProvider, routerReady } from '../lib/router';
import { getSession, markSessionKnown } from '../lib/session-store';
import { createQueryClient } from '../lib/write-effects';

/*
 * The public first pages rendered ahead (decision 178), twice:
 *  - at build time (build/prerender.ts, in Node after the browser build): each page as a guest sees it before
 *    any answer of the API has come (the frame, the page's own texts, the loading states), written into a copy
 *    of index.html that the server sends for that address;
 *  - by the server for each guest's request, with the answers of the page's first queries (decision 235): the
 *    server loads this module's build (dist/.server) and calls `renderPageWithData`; the page it sends shows the
 *    list, the footer's organisation, … at the first paint, and carries those answers for the app
 *    (`#page-data`, read by app/boot-data.ts `seedFromPage`). The build's page is what it sends when that fails.
 * The browser paints the page at once; the app then renders the same screen over it.
 */

/** The pages rendered ahead: every table route declared with `prerender`, and the module of its page. */
export const prerenderPages: readonly { path: string; pageModule: string }[] = routeTable.flatMap((e) =>
  e.prerender ? [{ path: e.path, pageModule: e.prerender.pageModule }] : [],
);

export interface RenderedPage {
  /** the inner HTML of #root */
  html: string;
  /** the document title the app sets for this page */
  title: string;
}

/** How the server asks for a page with its data. */
export interface PageRequest {
  /** the address's query string, '' or '?…' (the list's page and search) */
  search: string;
  /** how the page's queries reach the server: in-process, as a guest */
  transport: ApiTransport;
}

function prerenderEntry(path: string) {
  const entry = routeTable.find((e) => e.path === path);
  if (!entry?.prerender) throw new Error(`${path} is not a route marked prerender`);
  if (!entry.withoutMantine)
    throw new Error(`${path}: only screens built without Mantine are rendered ahead`);
  return entry;
}

async function renderRoute(
  path: string,
  search: string,
  client: ReturnType<typeof createQueryClient>,
): Promise<string> {
  const router = createMemoryRouter(buildRoutes(routeTable, null), { initialEntries: [path + search] });
  try {
    await routerReady(router);
    const { location, error } = router.state;
    if (error != null) throw error;
    if (location.pathname !== path) throw new Error(`${path} redirected to ${location.pathname}`);
    // the app's own tree (main.tsx), so that the browser can hydrate the page (decision 239)
    return renderToString(
      <StrictMode>
        <AppProviders client={client}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    router.dispose();
  }
}

/** Renders one table route as a guest's first paint. Throws when the route cannot be rendered ahead. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const entry = prerenderEntry(path);
  // a client of its own: on the server a query is never fetched and renders its loading state, but for what the
  // build knows: the lock policy of a server with default settings (a server with others does not serve the
  // page, apps/server/src/plugins/static.ts)
  const client = createQueryClient();
  // a guest's frame (로그인 | 회원가입): the server sends these pages only to browsers without a live session
  markSessionKnown();
  client.setQueryData(loginPolicyQuery.queryKey, defaultLoginPolicy);
  const html = await renderRoute(path, '', client);
  client.clear();
  return { html, title: entry.title };
}

/** The same page rendered with the same answers: the last few, by address and answers. */
const rendered = new Map<string, string>();
const RENDERED_KEPT = 32;

/**
 * The page the build rendered ahead (`template`, dist/prerendered/<page>.html) with the screen rendered anew with
 * the answers of its first queries (the frame's and the route's `data`), and those answers for the app in
 * `<script type="application/json" id="page-data">` (not run: the Content-Security-Policy allows no inline
 * script). Throws when an answer could not be had (the server then sends the template as it is).
 */
export async function renderPageWithData(
  template: string,
  path: string,
  request: PageRequest,
): Promise<string> {
  const entry = prerenderEntry(path);
  setApiTransport(request.transport);
  markSessionKnown();
  const client = createQueryClient();
  try {
    await Promise.all([
      // and the menu a guest is served (staff maintain it, decision 155): the frame's first render in the browser
      // draws it from the page's answer, as the server did, instead of from the code's tree (decision 239)
      prefetchQueries(client, [...frameQueries(entry), siteMenuQuery(getSession())]),
      prefetchRouteData(client, entry, {
        search: new URLSearchParams(request.search),
        session: getSession(),
      }),
    ]);
    const failed = client
      .getQueryCache()
      .getAll()
      .find((q) => q.state.status !== 'success');
    if (failed) throw new Error(`${path}: ${JSON.stringify(failed.queryKey)} has no answer`);
    const state: DehydratedState = dehydrate(client);
    const key = JSON.stringify([path, request.search, state.queries.map((q) => [q.queryHash, q.state.data])]);
    let html = rendered.get(key);
    if (html === undefined) {
      html = await renderRoute(path, request.search, client);
      if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
      rendered.set(key, html);
    }
    return withPage(template, html, state);
  } finally {
    client.clear();
  }
}

const ROOT = /(<div id="root" data-prerendered="" inert>)[\s\S]*(<\/div>\s*<\/body>)/;

/** `template` with `html` in #root and `state` in the head. */
function withPage(template: string, html: string, state: DehydratedState): string {
  if (!ROOT.test(template)) throw new Error('the page rendered ahead has no #root to fill');
  // JSON in an HTML script element: '<' written as \u003c so no '</script>' or '<!--' can end it early
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return template
    .replace('</head>', () => `  <script type="application/json" id="page-data">${json}</script>\n  </head>`)
    .replace(ROOT, (_all, open: string, close: string) => `${open}${html}${close}`);
}
