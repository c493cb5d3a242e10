import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../helpers';
import { esc, type LotRow, mapLots } from './lots-data';

// The embedded database and a busy machine make first loads slow; give every test room.
test.describe.configure({ timeout: 90_000 });

const squash = (s: string) => s.replace(/\s+/g, '');

async function rowsShown(page: Page) {
  // data rows of the results table (the header row has no cells)
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

async function search(page: Page, opts: { kind?: string; scope?: string; text?: string }) {
  const form = page.getByRole('search', { name: '주차장 검색' });
  if (opts.kind) await form.getByLabel('주차장 구분').selectOption({ label: opts.kind });
  if (opts.scope) await form.getByLabel('검색 구분').selectOption({ label: opts.scope });
  await form.getByLabel('검색어').fill(opts.text ?? '');
  await form.getByLabel('검색어').press('Enter');
}

function expectNames(lots: LotRow[], pred: (l: LotRow) => boolean): string[] {
  return lots.filter(pred).map((l) => l.PARKING_NM);
}

test('lists every lot 10 per page with kind, address, cells and availability', async ({ page, request }) => {
  const lots = await mapLots(request);
  await page.goto('/list');
  await expect(page.getByRole('heading', { level: 1, name: '주소 검색' })).toBeVisible();
  await expect(page.getByText(`총 ${lots.length}건`)).toBeVisible({ timeout: 30_000 });
  const rows = await rowsShown(page);
  await expect(rows).toHaveCount(Math.min(10, lots.length));
  if (lots.length > 10) {
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(rows).toHaveCount(Math.min(10, lots.length - 10));
  }
});

test('filters by kind, by scope and text, and reads ?q=', async ({ page, request }) => {
  const lots = await mapLots(request);
  await page.goto('/list');
  const rows = await rowsShown(page);
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });

  // kind: 공원 only
  const parks = expectNames(lots, (l) => l.PARKING_DIV === 'PARK');
  expect(parks.length).toBeGreaterThan(0);
  await search(page, { kind: '공원' });
  await expect(page.getByText(`총 ${parks.length}건`)).toBeVisible();
  for (const name of parks) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();

  // scope 주소 + text: only lots whose address holds the text
  const word = '중리';
  const byAddress = expectNames(
    lots,
    (l) => squash(l.CELL_ADDR_LOAD).includes(word) || squash(l.CELL_ADDR_JIBUN).includes(word),
  );
  await search(page, { kind: '전체', scope: '주소', text: word });
  await expect(page.getByText(`총 ${byAddress.length}건`)).toBeVisible();
  for (const name of byAddress.slice(0, 10))
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();

  // scope 주차장명: the same word no longer matches addresses
  const byName = expectNames(lots, (l) => squash(l.PARKING_NM).includes('시장'));
  await search(page, { scope: '주차장명', text: '시장' });
  await expect(page.getByText(`총 ${byName.length}건`)).toBeVisible();
  await expect(rows).toHaveCount(byName.length);

  // nothing found
  await search(page, { scope: '전체', text: '없는주차장이름' });
  await expect(page.getByRole('cell', { name: '조회된 데이터가 없습니다.' })).toBeVisible();
  await expect(page).toHaveURL(/q=/);

  // ?q= pre-fills the box and searches
  const target = lots.find((l) => l.PARKING_NM.includes('터미널')) ?? lots[0];
  if (!target) throw new Error('no lots');
  const q = target.PARKING_NM.split(' ')[0] ?? target.PARKING_NM;
  await page.goto(`/list?q=${encodeURIComponent(q)}`);
  await expect(page.getByRole('main').getByLabel('검색어')).toHaveValue(q);
  await expect(page.getByRole('button', { name: new RegExp(esc(target.PARKING_NM)) })).toBeVisible();
  const matching = expectNames(lots, (l) =>
    [l.PARKING_NM, l.CELL_ADDR_LOAD, l.CELL_ADDR_JIBUN].some((s) => squash(s).includes(squash(q))),
  );
  await expect(page.getByText(`총 ${matching.length}건`)).toBeVisible();
});

test('the detail popup shows the lot and a directions link to Kakao Map in a new tab', async ({
  page,
  request,
}) => {
  const [lot] = await mapLots(request);
  if (!lot) throw new Error('no lots');
  await page.goto(`/list?q=${encodeURIComponent(lot.PARKING_NM)}`);
  await page.getByRole('button', { name: lot.PARKING_NM, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: lot.PARKING_NM });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(lot.CELL_ADDR_LOAD);
  await expect(dialog).toContainText(`${lot.DAY_PARKING_AMT.toLocaleString('ko-KR')}원`);
  const directions = dialog.getByRole('link', { name: /길찾기/ });
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute(
    'href',
    `https://map.kakao.com/link/to/${encodeURIComponent(lot.PARKING_NM)},${lot.LAT},${lot.LNG}`,
  );
  // the list screen itself is scanned by a11y.spec.ts; its detail dialog here
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();
});
