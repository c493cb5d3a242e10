import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { acceptAlert, authFile } from '../helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = process.env.MENU_SHOTS ? '.test-results/menu-shots' : null;

/** With MENU_SHOTS set: the screen at 1280 px and, in a phone-sized tab of the same session, at 390 px. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(page.url());
  await phone.getByRole('main').getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
  await phone.waitForLoadState('networkidle');
  await phone.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await phone.close();
}

// These journeys load admin chunks on a shared, busy machine: give them room.
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 1280, height: 900 } });

/** The administrator's tab: its first screen waits for the session (a guarded first load would not). */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: authFile('admin') });
  const page = await context.newPage();
  await page.goto('/main');
  await expect(page.getByText('관리자님 환영합니다.').first()).toBeVisible();
  return page;
}

async function renameMenu(page: Page, item: string, name: string): Promise<void> {
  await page.goto(`/menuview?item=${item}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(/\/menuupdate/);
  const field = main.getByRole('textbox', { name: /메뉴 한글명/ });
  await field.fill(name);
  await main.getByRole('button', { name: '저장', exact: true }).click();
  await acceptAlert(page, '수정되었습니다.');
  await expect(page).toHaveURL(/\/menulist/);
}

test('an administrator renames a menu and a visitor sees the new name after a reload', async ({
  browser,
  page,
}) => {
  const admin = await adminPage(browser);
  await page.goto('/main');
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  // level-2 links sit in closed hover panels: present, not shown
  const link = (name: string) => nav.getByRole('link', { name, exact: true, includeHidden: true });
  await expect(link('주차요금 계산')).toBeAttached();
  try {
    await renameMenu(admin, 'feecalculation', '주차요금 계산기');
    await shot(admin, 'menulist');
    await page.reload();
    await expect(link('주차요금 계산기')).toBeAttached();
    await expect(link('주차요금 계산')).toHaveCount(0);
    // the breadcrumb and the side navigation of the screen use the same name
    await page.goto('/feecalculation');
    await expect(
      page.getByRole('navigation', { name: '현재 위치' }).getByText('주차요금 계산기'),
    ).toBeVisible();
  } finally {
    await renameMenu(admin, 'feecalculation', '주차요금 계산');
    await admin.context().close();
  }
});

test('the upper-menu picker shows the tree and refuses the menu itself', async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto('/menuview?item=board');
  const main = admin.getByRole('main');
  await expect(main.getByText('정보마당', { exact: true })).toBeVisible();
  await shot(admin, 'menuview');
  await main.getByRole('button', { name: '수정', exact: true }).click();
  await main.getByRole('button', { name: '상위 메뉴 선택' }).click();
  const picker = admin.getByRole('dialog', { name: '상위 메뉴 선택' });
  await expect(picker.getByRole('button', { name: /공지사항 \(noticelist\)/ })).toBeDisabled();
  await expect(picker.getByRole('button', { name: /주차장 찾기 \(parking\)/ })).toBeEnabled();
  await shot(admin, 'menu-picker');
  await admin.context().close();
});

test('menu statistics show the bar and the line chart for a range', async ({ browser }) => {
  const admin = await adminPage(browser);
  // a few visits of today
  for (const path of ['/noticelist', '/faqview', '/noticelist']) await admin.goto(path);
  await admin.goto('/connertmenustat');
  const main = admin.getByRole('main');
  await expect(main.getByTestId('chart-top-menus')).toBeVisible();
  await expect(main.getByTestId('chart-daily-visits')).toBeVisible();
  // most visited first, 10 a page: after a full run /noticelist can sit on a later page
  const next = main
    .getByRole('navigation', { name: '페이지 이동' })
    .getByRole('button', { name: '다음 페이지' });
  const row = main.getByRole('table').getByRole('row').filter({ hasText: '/noticelist' });
  await expect(main.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  for (let i = 0; i < 20 && (await row.count()) === 0 && (await next.isEnabled()); i++) await next.click();
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').last()).toHaveText(/^[1-9][\d,]*$/);
  await expect(main.getByText(/총 접속 수 [\d,]+/)).toBeVisible();
  await shot(admin, 'connertmenustat');
  await admin.context().close();
});

test('integrated search from the header finds menus and notices with the word marked', async ({ page }) => {
  await page.goto('/main');
  await page.getByRole('button', { name: '통합검색', exact: true }).click();
  const box = page.getByRole('searchbox', { name: '통합검색 검색어' });
  await box.fill('공지');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/searchlist\?searchKeyword=%EA%B3%B5%EC%A7%80/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: /메뉴/ })).toBeVisible();
  await expect(main.getByRole('link', { name: '공지사항', exact: true })).toBeVisible();
  await expect(main.locator('mark').first()).toHaveText('공지');
  await main.getByText('최신순', { exact: true }).click();
  await expect(page).toHaveURL(/sort=newest/);
  await shot(page, 'searchlist');
});

test('the side navigation lists the section pages with the current one marked', async ({ page }) => {
  await page.goto('/faqview');
  const section = page.getByRole('navigation', { name: '정보마당 메뉴' });
  await expect(section.getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(section.getByRole('link', { name: '공지사항', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(section.getByRole('link', { name: 'Q&A', exact: true })).toBeVisible();
  await shot(page, 'side-nav');
});

test('the developer pages list every screen and show the guideline', async ({ page }) => {
  await page.goto('/codinglist');
  const main = page.getByRole('main');
  await expect(main.getByText('개발자용 화면')).toBeVisible();
  await expect(main.getByRole('link', { name: '/menulist', exact: true })).toBeVisible();
  await expect(main.getByText(/전체 \d+개 화면 중 \d+개 구현/)).toBeVisible();
  await shot(page, 'codinglist');
  await page.goto('/guideline');
  await expect(page.getByRole('main').getByRole('heading', { name: '색상' })).toBeVisible();
  await shot(page, 'guideline');
});
