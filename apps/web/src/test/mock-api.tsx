// API mocking and rendering helpers for the component tests of every feature (fetch stubbed, memory
// router); not part of the app bundle.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from '../lib/router';
import { createQueryClient } from '../lib/write-effects';
import { renderWithUi } from './render';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface Call {
  method: string;
  url: URL;
  body: BodyInit | null | undefined;
}

/**
 * Replace fetch with `handler` (path + query → answer) and record every call. Unknown paths answer 404 in
 * the server's error shape.
 */
export function mockApi(handler: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: init?.body,
    };
    calls.push(call);
    return handler(call) ?? json({ code: 'NOT_FOUND', message: '요청하신 페이지를 찾을 수 없습니다.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, to: (path: string) => calls.filter((c) => c.url.pathname === path) };
}

/** Where the app navigated to, for assertions: a stand-in page printing its address. */
function Landing() {
  const loc = useLocation();
  return <p data-testid="landing">{loc.pathname + loc.search}</p>;
}

/** Render `pages` (path → component) in a memory router at `at`; other paths render the landing stand-in. */
export function renderAt(pages: Record<string, ComponentType>, at: string) {
  const client = createQueryClient({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      ...Object.entries(pages).map(([path, Component]) => ({ path, Component })),
      { path: '*', Component: Landing },
    ],
    { initialEntries: [at] },
  );
  const view = renderWithUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}

/** The text of a multipart or urlencoded body as a plain record. */
export function fieldsOf(body: BodyInit | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (body instanceof FormData) {
    for (const [k, v] of body.entries()) out[k] = String(v);
  } else if (typeof body === 'string') {
    for (const [k, v] of new URLSearchParams(body).entries()) out[k] = v;
  }
  return out;
}

/** Capture provider forms instead of submitting them (happy-dom would try to navigate). */
export function captureFormSubmits() {
  const submitted: {
    action: string;
    target: string;
    charset: string;
    method: string;
    fields: Record<string, string>;
  }[] = [];
  const spy = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    const fields: Record<string, string> = {};
    for (const el of Array.from(this.querySelectorAll('input'))) fields[el.name] = el.value;
    submitted.push({
      action: this.getAttribute('action') ?? '',
      target: this.target,
      charset: this.acceptCharset,
      method: this.method,
      fields,
    });
  });
  return { submitted, spy };
}
