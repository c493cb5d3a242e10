import { expect, test } from '@playwright/test';
import { expectAccessible, login, loginByApi } from '../helpers';
import { acceptAlert, fillPhone, label, readCode, signUpByApi, uniquePhone } from './accounts-helpers';

test.describe.configure({ timeout: 150_000 });

test('a member edits the profile behind the password gate, then withdraws and can no longer log in', async ({
  page,
}) => {
  // a new member, logged in on this page (the sign-up screens are the general sign-up journey's)
  const m = await signUpByApi(page.request);
  await loginByApi(page, m);
  const main = page.getByRole('main');

  // the edit page without the gate
  await page.goto('/mypageupdate?check=guess');
  await acceptAlert(page, '잘못된 접근입니다.');
  await expect(page).toHaveURL(/\/mypagemain$/);

  // the gate (its screen and the profile's are scanned by a11y.spec.ts)
  await main.getByRole('button', { name: '확인' }).click();
  await expect(main.getByText('비밀번호를 입력해주세요.')).toBeVisible();
  await main.getByLabel(label('비밀번호')).fill('Wrong#20261');
  await main.getByLabel(label('비밀번호')).press('Enter');
  await acceptAlert(page, '비밀번호가 일치하지 않습니다.');
  await expect(main.getByLabel(label('비밀번호'))).toHaveValue('');
  await main.getByLabel(label('비밀번호')).fill(m.password);
  await main.getByLabel(label('비밀번호')).press('Enter');
  await expect(page).toHaveURL(/\/mypageupdate\?check=[0-9a-f]{32}$/);

  // the profile
  await expect(main.getByLabel(label('아이디'))).toHaveValue(m.id);
  await expect(main.getByLabel(label('차량번호'))).toHaveValue(m.carNo);
  await main.getByLabel(label('차량번호')).fill('12가');
  await main.getByRole('button', { name: '수정', exact: true }).click();
  await expect(main.getByText('형식에 맞지 않는 차량번호입니다.')).toBeVisible();
  await expect(main.getByLabel(label('차량번호'))).toBeFocused();
  await main.getByLabel(label('차량번호')).fill('56다7890');
  await main.getByLabel(label('차종')).fill('SUV');
  await main.getByLabel(label('전화번호 앞자리')).fill('031');
  await main.getByLabel(label('전화번호 가운데 자리')).fill('645');
  await main.getByLabel(label('전화번호 뒷자리')).fill('1234');
  await main.getByLabel(label('새 비밀번호')).fill('short');
  await main.getByRole('button', { name: '수정', exact: true }).click();
  await expect(main.getByText('8~20자리 입력란입니다.')).toBeVisible();
  await main.getByLabel(label('새 비밀번호')).fill('');
  await main.getByRole('button', { name: '우편번호 검색' }).click();
  await expect(main.getByText('주소 검색 서비스를 불러올 수 없습니다')).toBeVisible({ timeout: 15_000 });
  await main.getByLabel(label('우편번호')).fill('17379');
  await main.getByLabel(label('주소')).fill('경기도 이천시 중리천로 115');
  await main.getByRole('button', { name: '수정', exact: true }).click();
  await acceptAlert(page, '회원정보가 수정되었습니다.');
  await page.reload();
  await expect(main.getByLabel(label('차량번호'))).toHaveValue('56다7890');
  await expect(main.getByLabel(label('차종'))).toHaveValue('SUV');

  // a new mobile number needs its SMS code (decision 081); a new password the current one (decision 079)
  const newPhone = uniquePhone();
  await fillPhone(main, '휴대폰 번호', newPhone);
  await main.getByRole('button', { name: '수정', exact: true }).click();
  await expect(main.getByText('변경할 휴대폰 번호의 인증을 완료해주세요.')).toBeVisible();
  await main.getByRole('button', { name: '인증번호 요청' }).click();
  await main.getByLabel(label('인증번호')).fill(await readCode(page.context(), newPhone));
  await main.getByRole('button', { name: '인증 확인' }).click();
  await expect(main.getByText('휴대폰 인증이 완료되었습니다.')).toBeVisible();
  const newPassword = 'Changed#2026';
  await main.getByLabel(label('새 비밀번호')).fill(newPassword);
  await main.getByLabel(label('새 비밀번호 확인')).fill(newPassword);
  await main.getByRole('button', { name: '수정', exact: true }).click();
  await expect(main.getByText('비밀번호를 변경하려면 현재 비밀번호를 입력해주세요.')).toBeVisible();
  await expect(main.getByLabel(label('현재 비밀번호'))).toBeFocused();
  await main.getByLabel(label('현재 비밀번호')).fill('Wrong#20261');
  await main.getByRole('button', { name: '수정', exact: true }).click();
  await expect(main.getByText('비밀번호가 올바르지 않습니다.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/shots/mypage-current-password.png', fullPage: true });
  await main.getByLabel(label('현재 비밀번호')).fill(m.password);
  await main.getByRole('button', { name: '수정', exact: true }).click();
  await acceptAlert(page, '회원정보가 수정되었습니다.');
  m.password = newPassword;

  // withdrawal
  await main.getByRole('button', { name: '회원탈퇴' }).click();
  const d = page.getByRole('dialog', { name: '회원탈퇴' });
  await expect(d).toBeVisible();
  await d.getByLabel(label('비밀번호')).fill(m.password);
  await d.getByLabel(label('비밀번호 확인')).fill(`${m.password}x`);
  await d.getByRole('button', { name: '회원탈퇴' }).click();
  await expect(d.getByText('두 비밀번호가 일치하지 않습니다.')).toBeVisible();
  await expectAccessible(page);
  await d.getByLabel(label('비밀번호')).fill('Wrong#20261');
  await d.getByLabel(label('비밀번호 확인')).fill('Wrong#20261');
  await d.getByRole('button', { name: '회원탈퇴' }).click();
  await acceptAlert(page, '정말 탈퇴하시겠습니까?');
  await acceptAlert(page, /비밀번호/);
  await d.getByLabel(label('비밀번호')).fill(m.password);
  await d.getByLabel(label('비밀번호 확인')).fill(m.password);
  await d.getByRole('button', { name: '회원탈퇴' }).click();
  await acceptAlert(page, '정말 탈퇴하시겠습니까?');
  await acceptAlert(page, '회원탈퇴가 완료되었습니다.');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();

  await login(page, { id: m.id, password: m.password });
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expect(page).toHaveURL(/\/loginmain$/);
});
