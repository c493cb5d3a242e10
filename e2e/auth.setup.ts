import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { recoveryMemberFile, signUpByApi } from './accounts/accounts-helpers';
import { authFile, type DemoRole, demo } from './helpers';

// One API login per demo account for the whole run; specs reuse the session through its storage state
// (`test.use({ storageState: authFile('admin') })`). The login form itself is tested in member/login.spec.ts.
for (const role of Object.keys(demo) as DemoRole[]) {
  setup(`log in as ${role} through the API`, async ({ request }) => {
    const who = demo[role];
    const res = await request.post('/api/actionLogin.json', {
      data: { empNo: who.id, password: who.password },
    });
    expect(res.status(), await res.text()).toBe(200);
    await request.storageState({ path: authFile(role) });
  });
}

// The recovery journey's member, made early: its sign-up code starts a 30 s wait before the same phone may
// get another code, which has usually passed by the time the journey asks for one.
setup('sign up the member of the recovery journey through the API', async ({ request }) => {
  const m = await signUpByApi(request);
  mkdirSync(dirname(recoveryMemberFile()), { recursive: true });
  writeFileSync(recoveryMemberFile(), JSON.stringify(m));
});
