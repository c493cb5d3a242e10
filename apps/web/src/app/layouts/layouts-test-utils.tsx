import type { LoginVO } from '@parking/shared/auth/schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MantineProvider } from '../../components/ui/core';
import { theme } from '../../components/ui/mantine-root/theme';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { clearSession, setLoggedIn } from '../../lib/session-store';
import { createQueryClient } from '../../lib/write-effects';

/** Demo members for frame tests. */
export const members = {
  general: { authorCode: 'ROLE_USER', empDiv: 'USR', empNm: '김시민', empNo: 'citizen1' },
  store: { authorCode: 'ROLE_STORE', empDiv: 'BSN', empNm: '이상인', empNo: 'store1' },
  admin: { authorCode: 'ROLE_ADMIN', empDiv: 'EMP', empNm: '관리자', empNo: 'admin' },
} as const satisfies Record<string, Pick<LoginVO, 'authorCode' | 'empDiv' | 'empNm' | 'empNo'>>;

/** Log a member in the client session store, or log out with `null`. */
export function actAs(who: (typeof members)[keyof typeof members] | null): void {
  if (!who) {
    clearSession();
    return;
  }
  setLoggedIn({
    ...who,
    empMobile: '01012345678',
    empCarNo: '12가3456',
    zipcode: '',
    address: '',
    addressDetail: '',
    marketYn: 'N',
    empEsntlId: `id-${who.empNo}`,
  });
}

/** Render a layout at `path` in a memory router, with Mantine (no transitions, no portals) and react-query. */
export function renderLayout(Layout: ComponentType, path = '/main') {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [{ path: '*', Component: () => <h1>page</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
