import { ko } from '@parking/shared/messages/ko';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { BACK_TO_TOP_FROM, BackToTop } from './back-to-top';

let y = 0;
const scrollY = vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);

afterEach(() => {
  cleanup();
  y = 0;
  scrollY.mockClear();
});

const button = () => screen.getByRole('button', { name: ko.frame.backToTop, hidden: true });

function scrollTo(to: number) {
  y = to;
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('back to top', () => {
  it('is out of the tab order at the top and comes in once the page is scrolled down', async () => {
    renderWithUi(<BackToTop />);
    expect(button().getAttribute('tabindex')).toBe('-1');

    scrollTo(BACK_TO_TOP_FROM + 300);
    await waitFor(() => expect(button().getAttribute('tabindex')).toBeNull());

    scrollTo(BACK_TO_TOP_FROM - 1);
    await waitFor(() => expect(button().getAttribute('tabindex')).toBe('-1'));
  });

  it('does not read the scroll position when it mounts (that forced the first layout into the first render)', () => {
    renderWithUi(<BackToTop />);
    expect(scrollY).not.toHaveBeenCalled();
  });

  it('scrolls to the top and moves focus to the header', async () => {
    const header = document.createElement('header');
    header.id = 'header';
    header.tabIndex = -1;
    document.body.append(header);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithUi(<BackToTop />);
    scrollTo(1000);
    await waitFor(() => expect(button().getAttribute('tabindex')).toBeNull());
    fireEvent.click(button());
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).toBe(header);
    header.remove();
    scroll.mockRestore();
  });
});
