import { ko } from '@parking/shared/messages/ko';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { renderWithUi } from '../../../test/render';
import { QnaEnrollmentPage } from './qna-enrollment-page';
import { QnaViewPage } from './qna-view-page';

const t = ko.content.web.qna;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ code: 'INQUIRY_SECRET', message: '' }), { status: 403 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, url: string, page: ReactElement) {
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const viewCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('/api/inquiry/view'));

describe('Q&A small fixes (issue 14)', () => {
  it('a question the list marks secret opens on the password box without a view request', async () => {
    renderAt('/qnaview', '/qnaview?inquiryId=7&curPageNum=1&secret=Y', <QnaViewPage />);
    expect(await screen.findByText(t.passwordPrompt)).toBeTruthy();
    expect(screen.getByLabelText(t.password)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(viewCalls()).toHaveLength(0);
  });

  it('the lost-password warning shows only for 비공개', async () => {
    // Mantine's autosize Textarea listens to document.fonts, which jsdom lacks
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
      });
    renderAt('/qnaenrollment', '/qnaenrollment', <QnaEnrollmentPage />);
    await screen.findByRole('radio', { name: t.closed });
    expect(screen.queryByText(t.lostPasswordWarning)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: t.closed }));
    expect(screen.getByText(t.lostPasswordWarning)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: t.open }));
    expect(screen.queryByText(t.lostPasswordWarning)).toBeNull();
  });
});
