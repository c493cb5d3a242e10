import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { acceptAlert, demo, dialog, login } from '../helpers';

// System management (spec 3 §2.10): staff users, authorities, access log. The embedded database and a busy
// machine make first loads slow; give the journeys room.
test.describe.configure({ timeout: 420_000 });

// first loads on a busy machine: wait longer than the default 10 s
const slow = expect.configure({ timeout: 30_000 });

const SHOTS = '/tmp/shots/staff';
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const sideMenu = (page: Page) => page.getByRole('navigation', { name: '관리자 사이드 메뉴' });

test('admin registers a staff user with an authority group; the user logs in and sees only what the group allows; then the group changes', async ({
  browser,
}) => {
  const id = `e2e${Date.now().toString(36)}`.slice(0, 20);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, demo.admin);
  await slow(admin).toHaveURL(/\/adminhome$/);
  await admin.goto('/usermanagement');
  const main = admin.getByRole('main');
  await slow(main.getByRole('link', { name: 'staff1' })).toBeVisible();
  await shot(admin, 'usermanagement');
  await main.getByRole('link', { name: '등록' }).click();
  await slow(admin).toHaveURL(/\/userenrollment$/);

  await main.getByRole('textbox', { name: '아이디', exact: true }).fill(id);
  await main.getByRole('textbox', { name: '이름', exact: true }).fill('시험담당');
  await main.getByRole('textbox', { name: '비밀번호', exact: true }).fill('Staff#2026');
  await main.getByRole('textbox', { name: '비밀번호 확인', exact: true }).fill('Staff#2026');
  await main.getByRole('combobox', { name: '권한그룹' }).selectOption({ label: '사업자회원(승인)' });
  // saving before the availability check is refused
  await main.getByRole('button', { name: '저장' }).click();
  // a wrong submit answers under the field, not in a modal (decision 193)
  await slow(main.getByText('아이디 중복검사를 해주십시오.')).toBeVisible();
  await expect(admin.getByRole('alertdialog')).toHaveCount(0);
  await main.getByRole('button', { name: '중복확인' }).click();
  await acceptAlert(admin, '사용 가능한 아이디입니다.');
  // a phone part with letters is refused in Korean
  await main.getByLabel('휴대폰번호 1번째 자리').fill('010');
  await main.getByLabel('휴대폰번호 2번째 자리').fill('12a4');
  await main.getByLabel('휴대폰번호 3번째 자리').fill('5678');
  await main.getByRole('button', { name: '저장' }).click();
  await slow(main.getByText('연락처는 숫자만 입력해주세요.')).toBeVisible();
  await main.getByLabel('휴대폰번호 2번째 자리').fill('1234');
  await main.getByRole('textbox', { name: '이메일', exact: true }).fill('e2e@parking.example.kr');
  await main.getByRole('combobox', { name: '부서', exact: true }).selectOption({ label: '고객지원부' });
  await main.getByRole('combobox', { name: '팀', exact: true }).selectOption({ label: '민원안내팀' });
  await shot(admin, 'userenrollment');
  await main.getByRole('button', { name: '저장' }).click();
  await acceptAlert(admin, '등록되었습니다.');
  await slow(admin).toHaveURL(/\/usermanagement/);
  await slow(main.getByRole('link', { name: id })).toBeVisible();

  // the new user logs in: ROLE_STORE reaches the authority list (its own row) and the access log only
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await login(user, { id, password: 'Staff#2026' });
  await slow(user.getByRole('banner').getByText('시험담당님 환영합니다.')).toBeVisible();
  await user.goto('/userauthoritylist');
  const side = sideMenu(user);
  await slow(side.getByRole('link', { name: '사용자 권한 관리' })).toBeVisible();
  await slow(side.getByRole('link', { name: '접속 정보' })).toBeVisible();
  await slow(side.getByRole('link', { name: '사용자 관리' })).toHaveCount(0);
  await slow(side.getByRole('link', { name: '일반회원 관리' })).toHaveCount(0);
  const userMain = user.getByRole('main');
  await slow(userMain.getByText('전체 1건')).toBeVisible();
  await slow(userMain.getByRole('cell', { name: id, exact: true })).toBeVisible();
  // read-only for ROLE_STORE: the server would refuse an assignment, so there is nothing to tick or press
  await slow(userMain.getByRole('button', { name: '권한 등록' })).toHaveCount(0);
  await slow(userMain.getByRole('checkbox')).toHaveCount(0);
  await shot(user, 'userauthoritylist-store');
  await user.goto('/usermanagement');
  await slow(dialog(user)).toContainText('접근 권한이 없습니다');

  // the administrator gives the user ROLE_ADMIN on the authority screen
  await admin.goto('/userauthoritylist');
  await main.getByLabel('검색 조건').selectOption({ label: '사용자 아이디' });
  await main.getByLabel('검색어').fill(id);
  await main.getByRole('button', { name: '검색' }).click();
  await slow(main.getByText('전체 1건')).toBeVisible();
  // no ticked row: refused
  await main.getByRole('button', { name: '권한 등록' }).click();
  await acceptAlert(admin, '선택된 항목이 없습니다.');
  await main.getByLabel(`${id} 권한`).selectOption({ label: '관리자' });
  await main.getByRole('checkbox', { name: new RegExp(id) }).check();
  await shot(admin, 'userauthoritylist');
  await main.getByRole('button', { name: '권한 등록' }).click();
  await acceptAlert(admin, '수정되었습니다.');
  await slow(main.getByRole('checkbox', { name: new RegExp(id) })).not.toBeChecked();
  await slow(main.getByLabel(`${id} 권한`)).toHaveValue('ROLE_ADMIN');

  // the open session of the user has the new role at once (after logging in again the menu shows it too)
  const res = await user.request.get('/api/member/list.json', { params: { smu: 'true' } });
  expect(res.status()).toBe(200);
  await adminContext.close();
  await userContext.close();
});

test('access log: search by name and dates; reversed dates are refused', async ({ page }) => {
  await login(page, demo.admin);
  await slow(page).toHaveURL(/\/adminhome$/);
  await page.goto('/accessinfo');
  const main = page.getByRole('main');
  await slow(main.getByRole('textbox', { name: '조회 시작일', exact: true })).toHaveValue(kstToday());
  await slow(main.getByRole('textbox', { name: '조회 종료일', exact: true })).toHaveValue(kstToday());
  await main.getByLabel('사용자명').fill('관리자');
  await main.getByLabel('사용자명').press('Enter');
  await slow(main.getByRole('cell', { name: '로그인' }).first()).toBeVisible();
  await slow(main.getByRole('cell', { name: '관리자' }).first()).toBeVisible();
  await shot(page, 'accessinfo');
  await main.getByRole('textbox', { name: '조회 시작일', exact: true }).fill('2026-05-02');
  await main.getByRole('textbox', { name: '조회 종료일', exact: true }).fill('2026-05-01');
  await main.getByRole('button', { name: '검색' }).click();
  // under the end date, which takes the focus, not in a modal (decision 193)
  await expect(main.getByRole('textbox', { name: '조회 종료일', exact: true })).toHaveAccessibleDescription(
    /조회 시작일이 종료일보다 늦습니다\./,
  );
  await expect(main.getByRole('textbox', { name: '조회 종료일', exact: true })).toBeFocused();
  await main.getByRole('textbox', { name: '조회 시작일', exact: true }).fill('2020-01-01');
  await main.getByRole('textbox', { name: '조회 종료일', exact: true }).fill('2020-01-02');
  await main.getByRole('button', { name: '검색' }).click();
  await slow(main.getByText('전체 0건')).toBeVisible();
});

test('departments: create one, and a department with teams is not deleted', async ({ page }) => {
  await login(page, demo.admin);
  await slow(page).toHaveURL(/\/adminhome$/);
  await page.goto('/departmentenrollment');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: '부서명', exact: true }).fill('시험부서');
  await main.getByRole('textbox', { name: '설명', exact: true }).fill('e2e 부서');
  await main.getByRole('button', { name: '저장' }).click();
  await acceptAlert(page, '등록되었습니다.');
  await slow(main.getByRole('link', { name: '시험부서' }).first()).toBeVisible();
  await shot(page, 'departmentlist');
  await main.getByRole('link', { name: '경영지원부' }).click();
  await main.getByRole('button', { name: '삭제' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await acceptAlert(page, '소속된 팀이 있는 부서는 삭제할 수 없습니다.');
  await page.goto('/teamlist');
  await slow(main.getByRole('link', { name: '총무팀' })).toBeVisible();
  await shot(page, 'teamlist');
});
