import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { dismissAllDialogs } from '../components/ui/dialog/dialog-store';

// findBy… and waitFor wait up to 5 s instead of 1 s: screens load their code (a dialog's provider, a form's schema,
// a view's part) as chunks apart (decisions 222, 225, 226), and beside a server test file on the other worker of a
// loaded 2-core machine such an import can take more than a second. A passing wait ends as soon as it is met.
configure({ asyncUtilTimeout: 5_000 });

// The web test files of a worker run in one module graph and one document (vitest.config.ts, isolate: false):
// each test ends with its screen unmounted, no dialog pending, empty storage and the address it started on.
const START =
  typeof window === 'undefined'
    ? null
    : new URL(window.location.origin === 'null' ? 'http://localhost:3000/' : window.location.href);

// (A file under `@vitest-environment node` has no document: only the dialogs are cleared there.)
afterEach(() => {
  dismissAllDialogs();
  if (typeof window === 'undefined' || !START) return;
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API; the app sets these cookies so
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // a test may have left the page (about:blank after an assignment to location): back to the test origin
  if (window.location.origin !== START.origin) {
    (window as unknown as { happyDOM?: { setURL(url: string): void } }).happyDOM?.setURL(START.href);
  }
  window.history.replaceState(null, '', '/');
});

// …and the next file imports the portal's own modules afresh (their state: session, dialogs, caches), while the
// libraries (React, Mantine, the testing tools) stay loaded: importing those again for each file was most of the
// project's time (decision 230).
afterAll(() => {
  vi.resetModules();
});
