import { ko } from '@parking/shared/messages/ko';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../test/render';
import { MainPage } from './main-page';

function renderMain() {
  const router = createMemoryRouter([{ path: '/main', Component: MainPage }], { initialEntries: ['/main'] });
  renderWithUi(<RouterProvider router={router} />);
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('MainPage', () => {
  it('has one h1 and links to the quick services', () => {
    renderMain();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const links = Object.fromEntries(
      screen.getAllByRole('link').map((a) => [a.querySelector('h3')?.textContent, a.getAttribute('href')]),
    );
    expect(links).toEqual({
      [ko.home.quick.map.title]: '/map',
      [ko.home.quick.lookup.title]: '/lookup',
      [ko.home.quick.lookupunpaid.title]: '/lookupunpaid',
      [ko.home.quick.periodinfo.title]: '/periodinfo',
      [ko.home.quick.noticelist.title]: '/noticelist',
      [ko.home.quick.qnalist.title]: '/qnalist',
    });
  });

  it('closes the top banner and remembers it for the browser session', async () => {
    renderMain();
    expect(screen.getByText(ko.home.topBanner)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: ko.home.closeBanner }));
    expect(screen.queryByText(ko.home.topBanner)).toBeNull();
    cleanup();
    renderMain();
    expect(screen.queryByText(ko.home.topBanner)).toBeNull();
  });
});
