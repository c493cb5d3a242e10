import { GUEST, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// login (spec 1 §2.3)
export const authRoutes: readonly RouteEntry[] = [
  // built without Mantine like the first page (decision 177)
  {
    ...route('/loginmain', 'loginmain', 'member', GUEST, 'public', () =>
      import('./pages/login-page').then((m) => m.LoginPage),
    ),
    withoutMantine: true,
    prerender: { pageModule: 'src/features/auth/pages/login-page' },
  },
];
