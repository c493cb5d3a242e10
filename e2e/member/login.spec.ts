import { expect, test } from '@playwright/test';
import { acceptAlert, authFile, demo, login, loginByApi } from '../helpers';

test('the login form checks its fields with the spec messages', async ({ page }) => {
  await page.goto('/loginmain');
  const main = page.getByRole('main');
  // the lock policy is stated on the screen (decisions 076, 181)
  await expect(
    main.getByText(
      '같은 접속 환경(IP 주소)에서 비밀번호를 5회 잘못 입력하면 그 환경에서의 로그인이 30분 동안 잠기며, 다른 곳에서는 그대로 로그인할 수 있습니다.',
      { exact: false },
    ),
  ).toBeVisible();
  // a wrong submit answers under the field, with the focus on it, and opens no modal (decision 193)
  const id = main.getByLabel('아이디', { exact: true });
  const password = main.getByLabel('비밀번호', { exact: true });
  await main.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(id).toHaveAccessibleDescription(/아이디를 입력하여주십시오\./);
  await expect(id).toHaveAttribute('aria-invalid', 'true');
  await expect(id).toBeFocused();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await id.fill('citizen1');
  await password.press('Enter');
  await expect(password).toHaveAccessibleDescription(/비밀번호를 입력하여주십시오\./);
  await expect(password).toBeFocused();
  await expect(id).not.toHaveAttribute('aria-invalid', 'true');
  await password.fill('short');
  await password.press('Enter');
  await expect(password).toHaveAccessibleDescription(/비밀번호는 8~20 사이의 자리여야 합니다\./);
});

test('a wrong password shows the server message', async ({ page }) => {
  await login(page, { id: demo.citizen.id, password: 'Wrong#20261' });
  await acceptAlert(page, '아이디 또는 비밀번호가 일치하지 않습니다.');
  await expect(page).toHaveURL(/\/loginmain$/);
});

test('the general member sees the welcome line and the season-pass menu, not the web voucher', async ({
  page,
}) => {
  await login(page, demo.citizen);
  await expect(page).toHaveURL(/\/main$/);
  const header = page.getByRole('banner');
  await expect(header.getByText(`${demo.citizen.name}님 환영합니다.`)).toBeVisible();
  await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  await expect(nav.getByRole('link', { name: '정기권', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: '웹할인권', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: '관리자 메뉴', exact: true })).toHaveCount(0);
});

test('logging out clears the session and goes to /loginmain', async ({ page }) => {
  // a session of its own (the shared storage-state session must outlive this test)
  await loginByApi(page, demo.citizen);
  await page.goto('/main');
  await expect(page.getByRole('banner').getByText(`${demo.citizen.name}님 환영합니다.`)).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
  await acceptAlert(page, '로그아웃 되었습니다.');
  await expect(page).toHaveURL(/\/loginmain$/);
  await page.goto('/mypagemain');
  await acceptAlert(page, '로그인이 필요한 서비스입니다.');
});

test.describe('as the demo citizen', () => {
  test.use({ storageState: authFile('citizen') });

  test('a general member is refused a business page and stays', async ({ page }) => {
    await page.goto('/main');
    await expect(page.getByRole('banner').getByText(`${demo.citizen.name}님 환영합니다.`)).toBeVisible();
    await page
      .getByRole('navigation', { name: '주 메뉴' })
      .getByRole('link', { name: '정기권', exact: true })
      .hover();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/webdiscountcharge');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await acceptAlert(page, '접근 권한이 없습니다.');
    await expect(page).toHaveURL(/\/main$/);
  });
});
