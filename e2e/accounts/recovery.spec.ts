import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible, login } from '../helpers';
import {
  acceptAlert,
  fillPhone,
  type GeneralMember,
  label,
  readCode,
  recoveryMemberFile,
  signUpByApi,
} from './accounts-helpers';

test.describe.configure({ timeout: 150_000 });

test('a member finds their id, resets the password with the code from the outbox and logs in with it', async ({
  page,
  context,
  request,
}) => {
  // A member signed up through the API by the setup project (so the 30 s resend wait after its sign-up code
  // has usually passed), or here when the setup did not run; this browser is not logged in.
  const file = recoveryMemberFile();
  const m: GeneralMember = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : await signUpByApi(request);
  await page.goto('/loginmain');
  const main = page.getByRole('main');

  // find id: no match first, then the (masked) id
  await main.getByRole('button', { name: '아이디 찾기' }).click();
  let d = page.getByRole('dialog', { name: '아이디 찾기' });
  await expect(d).toBeVisible();
  await expectAccessible(page);
  await d.getByLabel(label('이름')).fill('없는사람');
  await fillPhone(d, '휴대폰 번호', m.phone);
  await d.getByRole('button', { name: '아이디 찾기' }).click();
  await expect(d).toContainText(
    '입력하신 정보와 일치하는 아이디 정보가 존재하지 않습니다. 다시 한번 정확히 입력해 주세요.',
  );
  await d.getByRole('button', { name: '다시 입력' }).click();
  await d.getByLabel(label('이름')).fill(m.name);
  await fillPhone(d, '휴대폰 번호', m.phone);
  await d.getByLabel(label('휴대폰 번호 뒷자리')).press('Enter');
  await expect(d).toContainText('회원님의 아이디');
  await expect(d).toContainText(m.id.slice(0, 3));
  await expectAccessible(page);
  await d.getByRole('button', { name: '비밀번호 찾기' }).click();

  // find password
  d = page.getByRole('dialog', { name: '비밀번호 찾기' });
  await expect(d).toBeVisible();
  await d.getByRole('button', { name: '인증번호 요청' }).click();
  // under the empty id, which takes the focus, not in a modal (decision 193)
  await expect(d.getByLabel(label('아이디'))).toHaveAccessibleDescription(
    /아이디, 핸드폰번호를 다시 확인해주세요\./,
  );
  await expect(d.getByLabel(label('아이디'))).toBeFocused();
  await d.getByLabel(label('아이디')).fill(`${m.id}x`);
  await fillPhone(d, '휴대폰 번호', m.phone);
  await d.getByRole('button', { name: '인증번호 요청' }).click();
  await acceptAlert(page, '아이디를 다시 확인해주세요.');
  await d.getByLabel(label('아이디')).fill(m.id);
  // the sign-up code went to this phone moments ago: the server asks to wait 30 s before another one
  for (let attempt = 0; ; attempt++) {
    await d.getByRole('button', { name: '인증번호 요청' }).click();
    const tooSoon = page.getByRole('alertdialog').filter({ hasText: '잠시 후 다시 요청해주세요.' });
    const timer = d.getByRole('timer');
    await expect(tooSoon.or(timer)).toBeVisible();
    if (await timer.isVisible()) break;
    expect(attempt).toBeLessThan(10);
    await acceptAlert(page, '잠시 후 다시 요청해주세요.');
    await page.waitForTimeout(5_000);
  }
  await expect(d.getByRole('timer')).toHaveText(/0[23]:\d\d/);
  await expectAccessible(page);
  await d.getByLabel(label('인증번호')).fill('000000');
  await d.getByRole('button', { name: '인증 확인' }).click();
  await acceptAlert(page, '인증번호가 일치하지 않습니다. 다시 한번 정확히 입력해 주세요.');
  const code = await readCode(context, m.phone);
  await d.getByLabel(label('인증번호')).fill(code);
  await d.getByRole('button', { name: '인증 확인' }).click();

  // change password
  const c = page.getByRole('dialog', { name: '비밀번호 변경' });
  await expect(c).toBeVisible();
  await c.getByRole('button', { name: '변경' }).click();
  await expect(c.getByText('필수 입력란입니다.').first()).toBeVisible();
  await c.getByLabel(label('새 비밀번호')).fill('short');
  await c.getByRole('button', { name: '변경' }).click();
  await expect(c.getByText('8~20자리 입력란입니다.')).toBeVisible();
  await c.getByLabel(label('새 비밀번호')).fill('abcdefgh12');
  await c.getByRole('button', { name: '변경' }).click();
  await expect(c.getByText('조건에 맞지 않습니다.')).toBeVisible();
  const newPassword = 'Renewed#2026';
  await c.getByLabel(label('새 비밀번호')).fill(newPassword);
  await c.getByLabel(label('새 비밀번호 확인')).fill('Renewed#2027');
  await c.getByRole('button', { name: '변경' }).click();
  await expect(c.getByText('일치하지 않는 비밀번호입니다.')).toBeVisible();
  await expectAccessible(page);
  await c.getByLabel(label('새 비밀번호 확인')).fill(newPassword);
  await c.getByRole('button', { name: '변경' }).click();
  await acceptAlert(page, '비밀번호 변경이 완료되었습니다.');
  await expect(c).toBeHidden();

  // the old password no longer works, the new one does
  await login(page, { id: m.id, password: m.password });
  await acceptAlert(page, '아이디 또는 비밀번호가 일치하지 않습니다.');
  await login(page, { id: m.id, password: newPassword });
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('banner').getByText(`${m.name}님 환영합니다.`)).toBeVisible();
});
