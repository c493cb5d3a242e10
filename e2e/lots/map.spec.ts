import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../helpers';
import { available, CENTRE, esc, expectedLevel, km, mapLots } from './lots-data';

// The embedded database and a busy machine make first loads slow; give every test room.
test.describe.configure({ timeout: 90_000 });

// The user stands at the default centre; tiles are blocked (the tests never need the internet).
test.use({ geolocation: CENTRE, permissions: ['geolocation'] });

async function openMap(page: Page) {
  await page.route('**/*.tile.openstreetmap.org/**', (r) => r.abort());
  await page.goto('/map');
  const map = page.getByRole('region', { name: '주차장 지도' });
  await expect(map.getByRole('button', { name: /주차가능 \d+면/ }).first()).toBeVisible({ timeout: 30_000 });
  return map;
}

const markersOf = (map: ReturnType<Page['getByRole']>) => map.getByRole('button', { name: /주차가능 \d+면/ });

test('one marker per lot, coloured by occupancy, with a legend and a list beside the map', async ({
  page,
  request,
}) => {
  const lots = await mapLots(request);
  expect(lots.length).toBeGreaterThan(0);
  const map = await openMap(page);

  await expect(markersOf(map)).toHaveCount(lots.length);
  const levelsSeen = new Set<string>();
  for (const lot of lots) {
    const marker = map.getByRole('button', {
      name: `${lot.PARKING_NM}, 주차가능 ${available(lot)}면`,
      exact: false,
    });
    await expect(marker).toHaveCount(1);
    const level = expectedLevel(lot);
    levelsSeen.add(level);
    await expect(marker.locator('[data-occupancy]')).toHaveAttribute('data-occupancy', level);
  }
  // the demo data shows all three colours
  expect([...levelsSeen].sort()).toEqual(['busy', 'crowded', 'free']);
  // the map starts fitted to the lots and the user's position: every pin inside the map's box
  const box = await map.boundingBox();
  expect(box).not.toBeNull();
  for (const pin of await markersOf(map).all()) {
    const b = await pin.boundingBox();
    expect(b).not.toBeNull();
    if (!box || !b) continue;
    expect(b.x).toBeGreaterThanOrEqual(box.x);
    expect(b.y).toBeGreaterThanOrEqual(box.y);
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
    expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height);
  }

  await expect(page.getByText('매우 혼잡', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('여유', { exact: true }).first()).toBeVisible();

  const list = page.getByRole('region', { name: '주차장 목록' });
  await expect(list.getByRole('listitem')).toHaveCount(lots.length);
  await expect(page.getByText('현재 위치를 기준으로 거리를 계산합니다.')).toBeVisible();
});

test('the distance filter hides lots farther than the chosen distance', async ({ page, request }) => {
  const lots = await mapLots(request);
  const near = lots.filter((l) => km(l.LAT, l.LNG) <= 0.5);
  const within1 = lots.filter((l) => km(l.LAT, l.LNG) <= 1);
  const far = lots.filter((l) => km(l.LAT, l.LNG) > 1);
  expect(near.length).toBeGreaterThan(0);
  expect(far.length).toBeGreaterThan(0);
  const map = await openMap(page);
  await expect(markersOf(map)).toHaveCount(lots.length);

  await page.getByText('500m', { exact: true }).click();
  await expect(markersOf(map)).toHaveCount(near.length);
  for (const l of near)
    await expect(map.getByRole('button', { name: new RegExp(`^${esc(l.PARKING_NM)},`) })).toBeVisible();
  await expect(
    map.getByRole('button', { name: new RegExp(`^${esc(far[0]?.PARKING_NM ?? '')},`) }),
  ).toHaveCount(0);

  await page.getByText('1km', { exact: true }).click();
  await expect(markersOf(map)).toHaveCount(within1.length);

  await page.getByText('1km 이상', { exact: true }).click();
  await expect(markersOf(map)).toHaveCount(far.length);
  await expect(
    map.getByRole('button', { name: new RegExp(`^${esc(near[0]?.PARKING_NM ?? '')},`) }),
  ).toHaveCount(0);
  await expect(page.getByRole('region', { name: '주차장 목록' }).getByRole('listitem')).toHaveCount(
    far.length,
  );

  await page.getByText('전체', { exact: true }).click();
  await expect(markersOf(map)).toHaveCount(lots.length);
});

test('a marker click toggles the popup with the lot name, kind, cells, addresses and fees', async ({
  page,
  request,
}) => {
  const lots = await mapLots(request);
  // the lot farthest from the centre stands alone, so nothing covers its marker
  const lot = [...lots].sort((a, b) => km(b.LAT, b.LNG) - km(a.LAT, a.LNG))[0];
  if (!lot) throw new Error('no lots');
  const map = await openMap(page);
  const marker = map.getByRole('button', { name: new RegExp(`^${esc(lot.PARKING_NM)},`) });
  await marker.click();
  const title = map.getByRole('heading', { name: lot.PARKING_NM });
  await expect(title).toBeVisible();
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toContainText(lot.PARKING_DIV_NM);
  await expect(popup).toContainText(lot.CELL_ADDR_LOAD);
  await expect(popup).toContainText(lot.CELL_ADDR_JIBUN);
  await expect(popup).toContainText(`${lot.DAY_PARKING_AMT.toLocaleString('ko-KR')}원`);
  await expect(popup.getByRole('img', { name: /사진|등록된 사진이 없습니다/ })).toBeVisible();
  await expectAccessible(page);

  await marker.click();
  await expect(title).toBeHidden();
});

test('markers and the list work from the keyboard', async ({ page, request }) => {
  const lots = await mapLots(request);
  const lot = lots[0];
  if (!lot) throw new Error('no lots');
  const map = await openMap(page);
  const marker = map.getByRole('button', { name: new RegExp(`^${esc(lot.PARKING_NM)},`) });
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(map.getByRole('heading', { name: lot.PARKING_NM })).toBeFocused();
  await map.getByRole('button', { name: '닫기' }).press('Enter');
  await expect(map.getByRole('heading', { name: lot.PARKING_NM })).toBeHidden();

  // the list beside the map opens the same popup and moves the focus into it
  const other = lots[1];
  if (!other) return;
  await page
    .getByRole('region', { name: '주차장 목록' })
    .getByRole('button', { name: new RegExp(esc(other.PARKING_NM)) })
    .click();
  await expect(map.getByRole('heading', { name: other.PARKING_NM })).toBeFocused();
});

test.describe('without geolocation', () => {
  test.use({ permissions: [] });

  test('falls back to the default centre and says so', async ({ page, context }) => {
    await context.clearPermissions();
    await openMap(page);
    await expect(page.getByText(/기본 위치\(이천시 중심\)를 기준으로 표시합니다/)).toBeVisible({
      timeout: 15_000,
    });
  });
});
