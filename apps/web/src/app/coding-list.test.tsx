import { ko } from '@parking/shared/messages/ko';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FrameConfigProvider } from '../components/frame/frame-config';
import { CodingListPage } from '../features/developer/pages/coding-list-page';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { renderWithUi } from '../test/render';
import { frameConfig } from './layouts/frame-config';
import { routeTable } from './route-table';

/* /codinglist reads the features' route declarations (decision 198): every route, and the file declaring it. */

describe('/codinglist', () => {
  it('lists every declared route with the feature file that declares it', async () => {
    const router = createMemoryRouter([{ path: '/codinglist', Component: CodingListPage }], {
      initialEntries: ['/codinglist'],
    });
    renderWithUi(
      <FrameConfigProvider value={frameConfig}>
        <RouterProvider router={router} />
      </FrameConfigProvider>,
    );
    const table = await screen.findByRole('table', { name: ko.developer.codinglist.title });
    expect(within(table).getAllByRole('row')).toHaveLength(routeTable.length + 1);
    expect(
      within(table).getByRole('columnheader', { name: ko.developer.codinglist.declaredIn }),
    ).toBeTruthy();
    const rowOf = (path: string) =>
      within(table).getByRole('link', { name: path }).closest('tr') as HTMLElement;
    expect(within(rowOf('/lookup')).getByText('features/prepay/routes.ts')).toBeTruthy();
    expect(within(rowOf('/menulist')).getByText('features/admin-menus/routes.ts')).toBeTruthy();
    expect(within(rowOf('/404')).getByText('features/errors/routes.ts')).toBeTruthy();
  });
});
