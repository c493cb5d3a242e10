import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { acceptAlert, fillPhone, readCode, uniquePhone } from '../accounts/accounts-helpers';
import { demo, login } from '../helpers';

// The embedded database and a busy machine make first loads slow; give the journeys room.
test.describe.configure({ timeout: 180_000 });

const SHOTS = '/tmp/shots/members';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Accept the app's confirm dialog (확인). */
async function confirm(page: Page, text: string | RegExp): Promise<void> {
  const d = page.getByRole('alertdialog').first();
  await expect(d).toContainText(text);
  // the answer's alert may open right away: wait for this very dialog to go
  const handle = await d.elementHandle();
  await d.getByRole('button', { name: '확인' }).click();
  await handle?.waitForElementState('hidden');
}

const won = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
/** Today in Korea, 'YYYY-MM-DD'. */
const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

test('admin approves store2, whose open session then shows the web-voucher menus', async ({ browser }) => {
  const storeContext = await browser.newContext();
  const store = await storeContext.newPage();
  await login(store, demo.pendingStore);
  await expect(store.getByRole('banner').getByText(`${demo.pendingStore.name}님 환영합니다.`)).toBeVisible();
  const storeNav = store.getByRole('navigation', { name: '주 메뉴' });
  await expect(storeNav.getByRole('link', { name: '정기권', exact: true })).toHaveCount(0);
  await expect(storeNav.getByRole('link', { name: '웹할인권', exact: true })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, demo.admin);
  await expect(admin).toHaveURL(/\/adminhome$/);
  await admin.goto('/businessmembership');
  const main = admin.getByRole('main');
  await main.getByLabel('검색 조건').selectOption({ label: '상호명' });
  await main.getByLabel('검색어').fill('신규상사');
  await main.getByRole('button', { name: '검색' }).click();
  await expect(main.getByText('전체 1건')).toBeVisible();
  await shot(admin, 'businessmembership');
  await main.getByRole('link', { name: 'store2' }).click();
  await expect(admin).toHaveURL(/\/businessmembershipview\?id=BSNCNFRM_90000000002/);
  await expect(main.getByRole('cell', { name: '승인대기' })).toBeVisible();
  await shot(admin, 'businessmembershipview');

  await main.getByRole('button', { name: '승인', exact: true }).click();
  await confirm(admin, '승인하시겠습니까?');
  await acceptAlert(admin, '승인되었습니다.');
  await expect(main.getByRole('cell', { name: '승인', exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: '승인 취소' })).toBeVisible();

  // the member's open session: the next page load follows the new role
  await store.reload();
  await expect(storeNav.getByRole('link', { name: '웹할인권', exact: true })).toBeVisible();
  await store.goto('/webdiscountcharge');
  await expect(store.getByRole('heading', { level: 1 })).toContainText('웹할인권');

  // cancel the approval again (other journeys expect store2 to wait)
  await main.getByRole('button', { name: '승인 취소' }).click();
  await confirm(admin, '승인을 취소하시겠습니까?');
  await acceptAlert(admin, '승인이 취소되었습니다.');
  await store.reload();
  await expect(storeNav.getByRole('link', { name: '웹할인권', exact: true })).toHaveCount(0);
  await storeContext.close();
  await adminContext.close();
});

test('admin registers a discount vehicle and the estimator shows the reduced fee for that car', async ({
  page,
}) => {
  const car = '77어7077';
  const owner = '감면시험';
  await login(page, demo.admin);
  await expect(page).toHaveURL(/\/adminhome$/);
  await page.goto('/discountvehicle');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/discountvehicleenrollment$/);
  await main.getByLabel(/^소유자명/).fill(owner);
  await main.getByLabel(/^차량번호/).fill('77어 70');
  await main.getByRole('button', { name: '중복 확인' }).click();
  // under the number, which takes the focus, not in a modal (decision 193)
  await expect(main.getByLabel(/^차량번호/)).toHaveAccessibleDescription(/차량번호 형식에 맞지 않습니다\./);
  await expect(main.getByLabel(/^차량번호/)).toBeFocused();
  await main.getByLabel(/^차량번호/).fill(car);
  await main.getByRole('button', { name: '중복 확인' }).click();
  await acceptAlert(page, '등록 가능한 차량입니다.');
  await main.getByLabel(/^감면 구분/).selectOption({ label: '장애인(경증)' });
  await main.getByRole('textbox', { name: /^종료일/ }).fill(`${new Date().getFullYear() + 1}-12-31`);
  await shot(page, 'discountvehicleenrollment');
  await main.getByRole('button', { name: '저장' }).click();
  await acceptAlert(page, '등록 되었습니다!');
  await expect(page).toHaveURL(/\/discountvehicle$/);
  await expect(main.getByRole('link', { name: owner })).toBeVisible();
  await shot(page, 'discountvehicle');

  await page.goto('/feecalculation');
  await main.getByLabel('주차장').selectOption({ label: '이천중앙시장 공영주차장 (공영)' });
  await main.getByRole('textbox', { name: '입차일시', exact: true }).fill(`${kstToday()}T09:00`);
  await main.getByRole('textbox', { name: '출차일시', exact: true }).fill(`${kstToday()}T12:00`);
  await main.getByRole('button', { name: '조회', exact: true }).click();
  const amount = main.getByTestId('fee-pay-amount');
  await expect(amount).toHaveText(/[1-9]/);
  const general = won(await amount.textContent());
  await main.getByLabel(/^차량번호/).fill(car);
  await main.getByLabel(/^차량 소유자 이름/).fill(owner);
  await main.getByRole('button', { name: '조회', exact: true }).click();
  await expect(amount).toHaveText(`${(Math.floor(general / 2 / 10) * 10).toLocaleString('ko-KR')}원`);
  await expect(main.getByText(/감면: 장애인\(경증\) 50%/)).toBeVisible();
  await shot(page, 'feecalculation');
});

test('a citizen pre-registers a reduction through the four steps', async ({ page, context }) => {
  const main = page.getByRole('main');
  await page.goto('/reductioninfo');
  await expect(main.getByRole('heading', { level: 1, name: '주차요금 감면 사전등록' })).toBeVisible();
  await expect(
    main.getByRole('row', { name: /장애인\(중증\).*전액 면제.*자격 정보 자동 확인/ }),
  ).toBeVisible();
  await shot(page, 'reductioninfo');
  await main.getByRole('link', { name: '사전등록 신청' }).click();

  await expect(page).toHaveURL(/\/reductionagreement$/);
  await main.getByRole('button', { name: '다음' }).click();
  // under the consent box, which takes the focus, not in a modal (decision 193)
  await expect(main.getByText('감면 자격 정보 확인에 동의해주세요.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await main.getByLabel('아래 내용에 모두 동의합니다.').check();
  await shot(page, 'reductionagreement');
  await main.getByRole('button', { name: '다음' }).click();

  await expect(page).toHaveURL(/\/reductionconfirm$/);
  await main.getByLabel(/^차량번호/).fill('45마1004');
  await main.getByLabel(/^차량 소유자 이름/).fill('이등록');
  await main.getByLabel(/^감면 구분/).selectOption({ label: '장애인(중증)' });
  const phone = uniquePhone();
  await fillPhone(main, '신청자 휴대폰 번호', phone);
  await main.getByRole('button', { name: '인증번호 요청' }).click();
  const code = await readCode(context, phone);
  await main.getByLabel(/^인증번호/).fill(code);
  await main.getByRole('button', { name: '인증 확인' }).click();
  await acceptAlert(page, '휴대폰 인증이 완료되었습니다.');
  await shot(page, 'reductionconfirm');
  await main.getByRole('button', { name: '확인 및 등록' }).click();

  await expect(page).toHaveURL(/\/reductionresult$/);
  await expect(main.getByText('감면 사전등록이 완료되었습니다.')).toBeVisible();
  await expect(main.getByRole('row', { name: /감면 내용\s*전액 면제/ })).toBeVisible();
  await expect(main.getByRole('row', { name: /처리 상태\s*등록 완료/ })).toBeVisible();
  await shot(page, 'reductionresult');

  // a later step opened directly is an invalid access
  await page.goto('/reductionconfirm');
  await acceptAlert(page, '잘못된 접근입니다.');
  await expect(page).toHaveURL(/\/reductioninfo$/);
});
