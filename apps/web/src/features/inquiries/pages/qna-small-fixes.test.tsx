import { ko } from '@parking/shared/messages/ko';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
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

/** Mantine's autosize Textarea listens to document.fonts, which the test DOM lacks. */
function stubFonts() {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    });
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

  it('an empty password answers under the field, with the focus on it, and no modal (decision 193)', async () => {
    renderAt('/qnaview', '/qnaview?inquiryId=7&curPageNum=1&secret=Y', <QnaViewPage />);
    await screen.findByText(t.passwordPrompt);
    await userEvent.click(screen.getByRole('button', { name: t.check }));
    const pw = screen.getByLabelText(t.password);
    await waitFor(() => expect(screen.getByText(t.passwordRequired)).toBeTruthy());
    expect(pw.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(pw);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('an empty question answers under title and content, focuses the title, and opens no modal', async () => {
    stubFonts();
    renderAt('/qnaenrollment', '/qnaenrollment', <QnaEnrollmentPage />);
    await userEvent.click(await screen.findByRole('button', { name: t.register }));
    const title = screen.getByRole('textbox', { name: ko.content.web.board.title });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(ko.content.inquiry.titleAndContent)).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the lost-password warning shows only for 비공개', async () => {
    stubFonts();
    renderAt('/qnaenrollment', '/qnaenrollment', <QnaEnrollmentPage />);
    await screen.findByRole('radio', { name: t.closed });
    expect(screen.queryByText(t.lostPasswordWarning)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: t.closed }));
    expect(screen.getByText(t.lostPasswordWarning)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: t.open }));
    expect(screen.queryByText(t.lostPasswordWarning)).toBeNull();
  });
});
