import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptAlert, authFile, dialog } from '../helpers';

// Issue 32: the citizen's phone journeys. Demo data (apps/server/src/db/seed): 12가3456 is parked in lot 4 and
// has two off-street unpaid items (one past its due date, with the 200 % surcharge); 56마7777 is parked in lot
// 101 with 한경차 registered as its 경차 owner; 34나5678 has one off-street unpaid item. No test here pays: the
// other journeys share these cars.
test.describe.configure({ timeout: 120_000 });

const WIDTH = 390;
const DECLINES = '4000 0000 0000 0002';

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}

/** The document does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** The element is shown whole between the left and right edges of the phone's screen. */
async function expectWithinWidth(el: Locator): Promise<void> {
  await expect(el).toBeVisible();
  const box = await el.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(WIDTH);
}

/** 결제하기, then the declining test card in the simulated provider's popup; resolves once the popup closed. */
async function payWithDecliningCard(page: Page): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('main').getByRole('button', { name: '결제하기' }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close', { timeout: 60_000 });
  await popup.getByLabel('카드번호').fill(DECLINES);
  await popup.getByRole('button', { name: '결제', exact: true }).click();
  await closed;
}

/** The card (table row) of the list in main holding the link named `name`. */
function cardWithLink(page: Page, name: string | RegExp): Locator {
  return page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name }) });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });

  test('/lookup: each car is a card with its plate, lot, entry time and pay button on screen', async ({
    page,
  }) => {
    await page.goto('/lookup?carNo=7777');
    const main = page.getByRole('main');
    const pay = main.getByRole('link', { name: /56마7777.*사전결제/ });
    await expect(pay).toBeVisible({ timeout: 30_000 });
    await expectWithinWidth(pay);
    const card = main
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /56마7777.*사전결제/ }) });
    for (const text of ['56마7777', '주차장', '입차시간'])
      await expectWithinWidth(card.getByText(text).first());
    await expectWithinWidth(card.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/));
    // no sideways region to swipe: the cue of a wide table is gone
    await expect(main.getByText('표를 좌우로 밀어서 나머지 항목을 볼 수 있습니다.')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await shot(page, 'phone-lookup');
  });

  test('/lookupunpaid: every amount and the total on screen; 결제하기 waits for a selection and says so', async ({
    page,
  }) => {
    // 34나5678: the journeys of e2e/payments pay 12가3456's off-street items
    await page.goto('/lookupunpaid?carNo=34%EB%82%985678');
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { name: /노외주차장 \(\d+\)/ })).toBeVisible({ timeout: 30_000 });
    const panel = main.getByRole('tabpanel');
    const rowBox = /미납 내역 선택$/;
    const boxes = panel.getByRole('checkbox', { name: rowBox });
    await expect(boxes.first()).toBeVisible({ timeout: 30_000 });
    const items = await boxes.count();
    expect(items).toBeGreaterThan(0);
    // each item: its three amounts, labelled, inside the screen
    for (let i = 0; i < items; i++) {
      const card = panel.getByRole('row').nth(i + 1);
      await expect(card.getByRole('checkbox', { name: rowBox })).toBeVisible();
      for (const label of ['미납요금', '가산금', '총 미납액']) {
        const line = card.getByRole('cell').filter({ hasText: label });
        await expectWithinWidth(line);
        await expect(line).toContainText(/[\d,]+원$/);
      }
    }
    await expectWithinWidth(main.getByTestId('unpaid-selected-total'));
    const pay = main.getByRole('button', { name: '결제하기' });
    await expectWithinWidth(pay);
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription('결제할 미납 내역을 선택해주세요.');
    await expect(main.getByText('결제할 미납 내역을 선택해주세요.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, 'phone-lookupunpaid');

    await boxes.first().check();
    await expect(pay).toBeEnabled();
    await expect(main.getByTestId('unpaid-selected-total')).not.toHaveText('0원');
    await expect(main.getByText('결제할 미납 내역을 선택해주세요.')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });

  test.describe('as the demo citizen', () => {
    test.use({ storageState: authFile('citizen') });

    test('/periodlookup: the legend uses the rows’ words; a lottery application opens its detail', async ({
      page,
    }) => {
      await page.goto('/periodlookup?carNo=3456');
      const main = page.getByRole('main');
      const detail = '12가3456 창전동 공영주차장 정기권 상세보기';
      const open = main.getByRole('link', { name: detail });
      await expect(open).toBeVisible({ timeout: 30_000 });
      await expectWithinWidth(open);
      const row = cardWithLink(page, detail);
      await expect(row).toContainText('신청중');
      await expect(row).toContainText('추첨');
      // every status word a row shows is explained in the legend
      const legend = main.getByRole('region', { name: '처리상태 안내' });
      for (const word of ['신청중', '배정대기', '배정(미결제)', '배정(결제완료)', '배정취소']) {
        await expect(legend.getByText(word, { exact: true })).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
      await shot(page, 'phone-periodlookup');
      await open.click();
      await expect(page).toHaveURL(/\/periodview\?periodId=\d+$/);
      await expect(main).toContainText('창전동 공영주차장', { timeout: 30_000 });
      await expect(main).toContainText('신청중');
    });
  });

  test.describe('as the approved business', () => {
    test.use({ storageState: authFile('store') });

    test('/webdiscountuse: each parked car a card with its 선택 (할인 적용) button on screen', async ({
      page,
    }) => {
      await page.goto('/webdiscountuse?carNo=3456');
      const main = page.getByRole('main');
      const chooseName = /12가3456.*할인 적용/;
      const choose = main.getByRole('link', { name: chooseName });
      await expect(choose).toBeVisible({ timeout: 30_000 });
      await expectWithinWidth(choose);
      // the card says where the car is parked (the narrow table hid the lot)
      const card = cardWithLink(page, chooseName);
      await expectWithinWidth(card.getByRole('cell').filter({ hasText: '주차장' }));
      await expectNoSidewaysScroll(page);
    });
  });
});

test('a declined card returns to the same payment view with the reason and the confirmed reduction', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await page.goto('/lookup?carNo=7777');
  await main.getByRole('link', { name: /56마7777.*사전결제/ }).click();
  const amount = main.getByTestId('prepay-amount');
  await expect(amount).toHaveText(/원$/, { timeout: 30_000 });
  const view = page.url();
  await main.getByLabel('차량 소유자명').fill('한경차');
  await main.getByRole('button', { name: '감면 확인' }).click();
  await acceptAlert(page, /할인 조회 결과 경차/);
  await expect(main.getByTestId('reduction-breakdown')).toBeVisible({ timeout: 30_000 });

  await payWithDecliningCard(page);
  await acceptAlert(page, /결제가 승인되지 않았습니다\. \(사유: .+\)/);

  // the same view, not the lookup: the reason, the reduction and its amount, ready for another card
  await expect(page).toHaveURL(view);
  const notice = main.getByRole('alert').filter({ hasText: '결제가 완료되지 않았습니다' });
  await expect(notice).toContainText(/결제가 승인되지 않았습니다\. \(사유: .+\)/);
  await expect(notice).toContainText('다른 카드로 다시 결제할 수 있습니다.');
  // priced again with the claim (the fee itself may have grown by a unit meanwhile)
  const line = main.getByTestId('reduction-breakdown');
  await expect(line.getByRole('rowheader', { name: /감면 \(경차.*50%\)/ })).toBeVisible({ timeout: 30_000 });
  await expect(line.getByRole('row').last()).toContainText((await amount.textContent()) ?? '-');
  await expect(main.getByRole('button', { name: '결제하기' })).toBeEnabled();
  await shot(page, 'paymentview-after-decline');
});

test('a declined unpaid payment returns to unpaidview with the reason', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/lookupunpaid?carNo=34%EB%82%985678');
  const boxes = main.getByRole('tabpanel').getByRole('checkbox', { name: /미납 내역 선택$/ });
  await expect(boxes.first()).toBeVisible({ timeout: 30_000 });
  await boxes.first().check();
  await main.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/unpaidview\?key=/);
  const view = page.url();
  await expect(main.getByTestId('unpaid-total')).toHaveText(/원$/);

  await payWithDecliningCard(page);
  await acceptAlert(page, /결제가 승인되지 않았습니다/);
  await expect(page).toHaveURL(view);
  await expect(main.getByRole('alert').filter({ hasText: '결제가 완료되지 않았습니다' })).toBeVisible();
  await expect(main.getByRole('button', { name: '결제하기' })).toBeEnabled();
});

test.describe('a business waiting for approval (store2)', () => {
  test.use({ storageState: authFile('pendingStore') });

  for (const viewport of [
    { width: WIDTH, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`a web-voucher page says the application waits, since when, and whom to call (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const main = page.getByRole('main');
      await page.goto('/webdiscountcharge');
      await expect(main.getByRole('heading', { level: 1, name: '웹할인권 충전' })).toBeVisible({
        timeout: 30_000,
      });
      const notice = main.getByRole('status').filter({ hasText: '승인 대기 중' });
      await expect(notice).toBeVisible();
      await expect(notice.getByTestId('pending-since')).toHaveText(/가입 신청일: \d{4}-\d{2}-\d{2}/);
      const phone = notice.getByRole('link', { name: /^0\d{1,2}-\d{3,4}-\d{4}$/ });
      await expect(phone).toHaveAttribute('href', /^tel:\d+$/);
      // no bare refusal
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByText('접근 권한이 없습니다.')).toHaveCount(0);
      await shot(page, `pending-business-${viewport.width}`);
      // the server still refuses the page's calls
      expect((await page.request.get('/api/time/list.json?carNo=3456')).status()).toBe(403);
      expect((await page.request.get('/api/time/point')).status()).toBe(403);
    });
  }

  test('its my-page offers no citizen-only reduction pre-registration', async ({ page }) => {
    const main = page.getByRole('main');
    await page.goto('/mypagemain');
    await expect(main.getByRole('status').filter({ hasText: '승인 대기 중' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(main.getByRole('textbox', { name: '비밀번호' })).toBeVisible();
    await expect(main.getByText('감면 사전등록')).toHaveCount(0);
  });
});
