// first: before any zod schema is built
import '../zod-jitless';
import { defaultLoginPolicy } from '@parking/shared/auth/lock-policy';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { routeTable } from '../app/route-table';
import { buildRoutes } from '../app/router';
import { loginPolicyQuery } from '../features/auth/api/login-policy';
import { createMemoryRouter, RouterProvider, routerReady } from '../lib/router';
import { markSessionKnown } from '../lib/session-store';
import { createQueryClient } from '../lib/write-effects';

/*
 * Build-time rendering of the public first pages (decision 178). Run by build/prerender.ts in Node after the
 * browser build: each page is rendered as a guest sees it before any answer of the API has come (the frame,
 * the page's own texts, the loading states), and the HTML is written into a copy of index.html that the
 * server sends for that address. The browser paints it at once; the app then renders the same screen over it.
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

/** Renders one table route as a guest's first paint. Throws when the route cannot be rendered ahead. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const entry = routeTable.find((e) => e.path === path);
  if (!entry?.prerender) throw new Error(`${path} is not a route marked prerender`);
  if (!entry.withoutMantine)
    throw new Error(`${path}: only screens built without Mantine are rendered ahead`);
  const router = createMemoryRouter(buildRoutes(routeTable, null), { initialEntries: [path] });
  await routerReady(router);
  const { location, error } = router.state;
  if (error != null) throw error;
  if (location.pathname !== path) throw new Error(`${path} redirected to ${location.pathname}`);
  // a client of its own: on the server a query is never fetched and renders its loading state, but for what the
  // build knows: the lock policy of a server with default settings (a server with others does not serve the
  // page, apps/server/src/plugins/static.ts)
  const client = createQueryClient();
  // a guest's frame (로그인 | 회원가입): the server sends these pages only to browsers without a live session
  markSessionKnown();
  client.setQueryData(loginPolicyQuery.queryKey, defaultLoginPolicy);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  router.dispose();
  client.clear();
  return { html, title: entry.title };
}
