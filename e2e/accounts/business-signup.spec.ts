import { expect, test } from '@playwright/test';
import { expectAccessible, login } from '../helpers';
import { acceptAlert, fillPhone, label, readCode, uniqueId, uniquePhone } from './accounts-helpers';

test.describe.configure({ timeout: 120_000 });

/** A small but real PDF made in the test. */
function smallPdf(): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

async function openBusinessForm(page: import('@playwright/test').Page) {
  await page.goto('/join');
  await page.getByRole('main').getByRole('link', { name: '사업자회원 가입' }).click();
  await expect(page).toHaveURL(/\/businessagreement$/);
  await expect(page.getByText('개인정보 수집 및 이용 동의는 필수 항목입니다.')).toBeVisible();
  await page.getByRole('checkbox', { name: '이용약관, 개인정보 수집 및 이용에 모두 동의합니다.' }).check();
  await page.getByRole('button', { name: '동의', exact: true }).click();
  await expect(page).toHaveURL(/\/businessinformation$/);
}

test('a business applies with a PDF, lot and every field, and is told the result comes by text', async ({
  page,
  context,
}) => {
  const id = uniqueId('b');
  const password = 'Store#2026x';
  const phone = uniquePhone();
  await openBusinessForm(page);
  const main = page.getByRole('main');

  await main.getByLabel(label('아이디')).fill(id);
  await main.getByRole('button', { name: '아이디 중복확인' }).click();
  await expect(main.getByText('사용 가능한 아이디입니다.')).toBeVisible();
  await main.getByLabel(label('비밀번호')).fill(password);
  await main.getByLabel(label('비밀번호 확인')).fill('Store#2026y');
  await main.getByLabel(label('상호(기관명)')).fill('이천상회');
  await main.getByLabel(label('개업일자')).fill('2020-05-01');
  await main.getByLabel(label('대표자명')).fill('이대표');
  await main.getByLabel(label('사업자등록번호')).fill('123-45-67890');
  await expect(main.getByLabel(label('사업자등록번호'))).toHaveValue('1234567890');
  await fillPhone(main, '휴대폰 번호', '01022223333');
  await main.getByRole('button', { name: '번호 중복확인' }).click();
  await expect(main.getByText('이미 가입된 핸드폰 번호입니다.')).toBeVisible();
  await fillPhone(main, '휴대폰 번호', phone);
  await main.getByRole('button', { name: '번호 중복확인' }).click();
  await expect(main.getByText('사용 가능한 핸드폰 번호입니다.')).toBeVisible();
  // the number becomes the account's only after its SMS code (decision 081)
  await main.getByRole('button', { name: '인증번호 요청' }).click();
  await expect(main.getByLabel(label('인증번호'))).toBeFocused();
  await main.getByLabel(label('인증번호')).fill(await readCode(context, phone));
  await main.getByRole('button', { name: '인증 확인' }).click();
  await expect(main.getByText('휴대폰 인증이 완료되었습니다.')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/business-phone-verified.png', fullPage: true });
  await fillPhone(main, '전화번호', '0316451234');
  await main.getByRole('button', { name: '우편번호 검색' }).click();
  await expect(main.getByText('주소 검색 서비스를 불러올 수 없습니다')).toBeVisible({ timeout: 15_000 });
  await main.getByLabel(label('우편번호')).fill('17379');
  await main.getByLabel(label('주소')).fill('경기도 이천시 중리천로 115');

  const lot = main.getByLabel(label('이용 주차장'));
  await expect(lot).toBeEnabled({ timeout: 15_000 });
  const firstLot = await lot.locator('option').nth(1).getAttribute('value');
  await lot.selectOption(firstLot ?? '');

  await main.getByLabel(label('사업자등록증 첨부')).setInputFiles({
    name: '사업자등록증.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf(),
  });
  await expect(main.getByText('(최대 2MB)')).toBeVisible();

  // the confirmation differs: the form says so next to the field and focuses it
  await main.getByRole('button', { name: '가입신청' }).click();
  await expect(main.getByText('일치하지 않는 비밀번호입니다.')).toBeVisible();
  await expect(main.getByLabel(label('비밀번호 확인'))).toBeFocused();
  await main.getByLabel(label('비밀번호 확인')).fill(password);
  await main.getByRole('button', { name: '가입신청' }).click();

  await expect(page).toHaveURL(/\/businesscompletion$/, { timeout: 15_000 });
  await expect(main.getByText('사업자회원 가입 신청이 완료되었습니다.')).toBeVisible();
  await expect(main.getByText(/승인 결과를 문자로/)).toBeVisible();
  // the form's screen is scanned by a11y.spec.ts; the completion only a real application reaches
  await expectAccessible(page);
  await main.getByRole('link', { name: '메인으로' }).click();
  await expect(page).toHaveURL(/\/main$/);

  // the applicant can log in but has no web-voucher rights before approval
  await login(page, { id, password });
  await expect(page).toHaveURL(/\/main$/);
});

test('a wrong file type and a 2,000,001-byte file are refused with the spec messages', async ({ page }) => {
  await openBusinessForm(page);
  const main = page.getByRole('main');
  const file = main.getByLabel(label('사업자등록증 첨부'));

  await file.setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<p>x</p>') });
  await acceptAlert(page, 'jpeg, jpg, png, gif, pdf 파일만 업로드할 수 있습니다.');
  await expect(main.getByText('jpeg, jpg, png, gif, pdf 파일만 업로드할 수 있습니다.')).toBeVisible();
  expect(await file.evaluate((el) => (el as HTMLInputElement).files?.length ?? 0)).toBe(0);

  await file.setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(2_000_001, 0x20),
  });
  await acceptAlert(page, '최대 2MB까지 업로드할 수 있습니다.');
  await expect(main.getByText('최대 2MB까지 업로드할 수 있습니다.')).toBeVisible();
  expect(await file.evaluate((el) => (el as HTMLInputElement).files?.length ?? 0)).toBe(0);

  await file.setInputFiles({
    name: 'ok.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(2_000_000, 0x20),
  });
  await expect(main.getByText('최대 2MB까지 업로드할 수 있습니다.')).toBeHidden();
});
