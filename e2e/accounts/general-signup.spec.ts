import { expect, test } from '@playwright/test';
import { expectAccessible } from '../helpers';
import { acceptAlert, dashed, fillPhone, label, newGeneralMember, readCode } from './accounts-helpers';

test.describe.configure({ timeout: 120_000 });

test('a person completes the general sign-up reading the code from the outbox and lands logged in', async ({
  page,
  context,
}) => {
  const m = newGeneralMember();

  // /join chooser (the screens up to the verification dialog and the outbox are scanned by a11y.spec.ts; this
  // journey scans the information and completion steps, which only a verified sign-up reaches)
  await page.goto('/join');
  const main = page.getByRole('main');
  await expect(
    main.getByText('일반회원은 웹할인권을 이용할 수 없으며, 사업자회원은 월 정기권을 이용할 수 없습니다.'),
  ).toBeVisible();
  await main.getByRole('link', { name: '일반회원 가입' }).click();

  // step 1: agreement
  await expect(page).toHaveURL(/\/membershipagreement$/);
  await main.getByRole('button', { name: '동의', exact: true }).click();
  // the unchecked boxes say so under them and the first takes the focus, no modal (decision 193)
  await expect(main.getByText('약관 중 동의하지 않은 항목이 있습니다.')).toHaveCount(2);
  await expect(main.getByRole('checkbox', { name: '개인정보 수집 및 이용 동의 (필수)' })).toBeFocused();
  await main.getByRole('button', { name: '내용 보기' }).first().click();
  await expect(main.getByText('2023년 3월 1일부터 시행합니다.').first()).toBeVisible();
  await main.getByRole('checkbox', { name: '개인정보 수집 및 이용 동의 (필수)' }).check();
  await main.getByRole('checkbox', { name: '통합주차포털 이용약관 동의 (필수)' }).check();
  await expect(
    main.getByRole('checkbox', { name: '이용약관, 개인정보 수집 및 이용에 모두 동의합니다.' }),
  ).toBeChecked();
  await main.getByRole('button', { name: '동의', exact: true }).click();

  // step 2: verification dialog
  await expect(page).toHaveURL(/\/membershipcertification$/);
  const d = page.getByRole('dialog', { name: '휴대폰 본인인증' });
  await expect(d).toBeVisible();
  await d.getByRole('button', { name: '인증번호 요청' }).click();
  await expect(d.getByText('이름을 입력해주세요.')).toBeVisible();
  await d.getByLabel(label('이름')).fill(m.name);
  await fillPhone(d, '휴대폰 번호', m.phone);
  await d.getByRole('button', { name: '인증번호 요청' }).click();
  await expect(d.getByRole('timer')).toHaveText(/0[23]:\d\d/);

  // a wrong code: the alert, then the failure popup
  await d.getByLabel(label('인증번호')).fill('000000');
  await d.getByRole('button', { name: '인증 확인' }).click();
  await acceptAlert(page, '인증번호를 다시 확인해주세요.');
  await acceptAlert(page, '인증번호가 일치하지 않습니다. 다시 한번 정확히 입력해 주세요.');

  // the demo link opens the outbox in a new tab
  const [outbox] = await Promise.all([
    context.waitForEvent('page'),
    d.getByRole('link', { name: /문자 발송함 보기 \(데모\)/ }).click(),
  ]);
  await outbox.waitForLoadState();
  await expect(outbox.getByRole('cell', { name: dashed(m.phone) }).first()).toBeVisible();
  const code = await readCode(context, m.phone, outbox);

  await d.getByLabel(label('인증번호')).fill(code);
  await d.getByLabel(label('인증번호')).press('Enter');
  const ok = page.getByRole('dialog', { name: '인증 완료' });
  await expect(ok).toContainText('인증이 완료되었습니다.');
  await ok.getByRole('button', { name: '다음 단계' }).click();

  // step 3: information
  await expect(page).toHaveURL(/\/membershipinfomation$/);
  await expect(main.getByLabel(label('이름'))).toHaveValue(m.name);
  await expect(main.getByLabel(label('휴대폰 번호 가운데 자리'))).toHaveValue(m.phone.slice(3, 7));

  // submit order: validation first, the first invalid field gets focus
  await main.getByRole('button', { name: '가입신청' }).click();
  await expect(main.getByLabel(label('아이디'))).toBeFocused();

  // id check states
  const id = main.getByLabel(label('아이디'));
  await id.fill('1abc');
  await main.getByRole('button', { name: '아이디 중복확인' }).click();
  await expect(main.getByText('조건에 부합하지 않는 아이디입니다.')).toBeVisible();
  await id.fill('citizen1');
  await expect(main.getByText('조건에 부합하지 않는 아이디입니다.')).toBeHidden();
  await main.getByRole('button', { name: '아이디 중복확인' }).click();
  await expect(main.getByText('중복된 아이디입니다.')).toBeVisible();
  await id.fill(m.id);
  await main.getByLabel(label('비밀번호')).fill(m.password);
  await main.getByLabel(label('비밀번호 확인')).fill(m.password);
  await main.getByLabel(label('차량번호')).fill('1234');
  await main.getByLabel(label('차량 소유자명')).fill(m.name);
  await main.getByLabel(label('차종')).fill('승용차');
  await main.getByRole('button', { name: '가입신청' }).click();
  await expect(main.getByText('형식에 맞지 않는 차량번호입니다.')).toBeVisible();
  await main.getByLabel(label('차량번호')).fill(m.carNo);
  await main.getByRole('button', { name: '가입신청' }).click();
  await expect(main.getByText('아이디 중복검사를 해주십시오.')).toBeVisible();
  await expect(id).toBeFocused();
  await main.getByRole('button', { name: '아이디 중복확인' }).click();
  await expect(main.getByText('사용 가능한 아이디입니다.')).toBeVisible();

  // discount check: nothing registered for this car → general
  await main.getByRole('button', { name: '할인 조회' }).click();
  await acceptAlert(page, '할인 조회 결과 일반으로 적용됩니다.');

  // postcode: without internet the widget cannot load → manual entry with a notice
  await main.getByRole('button', { name: '우편번호 검색' }).click();
  await expect(main.getByText('주소 검색 서비스를 불러올 수 없습니다')).toBeVisible({ timeout: 15_000 });
  await main.getByLabel(label('우편번호')).fill('17379');
  await main.getByLabel(label('주소')).fill('경기도 이천시 중리천로 115');
  await main.getByLabel(label('상세주소')).fill('101호');
  await expectAccessible(page);

  await main.getByRole('button', { name: '가입신청' }).click();

  // step 4: completion, logged in
  await expect(page).toHaveURL(/\/membershipcompletion$/, { timeout: 15_000 });
  await expect(main.getByText('회원가입이 완료되었습니다.')).toBeVisible();
  await expect(page.getByRole('banner').getByText(`${m.name}님 환영합니다.`)).toBeVisible();
  await expectAccessible(page);
  await main.getByRole('link', { name: '메인으로' }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test('a later sign-up step opened without its data says invalid access and goes back to /join', async ({
  page,
}) => {
  await page.goto('/membershipinfomation');
  await acceptAlert(page, '잘못된 접근입니다.');
  await expect(page).toHaveURL(/\/join$/);
  await page.goto('/businessinformation');
  await acceptAlert(page, '잘못된 접근입니다.');
  await expect(page).toHaveURL(/\/join$/);
});

test('a registered phone cannot request a sign-up code', async ({ page }) => {
  await page.goto('/membershipagreement');
  await page.getByRole('checkbox', { name: '이용약관, 개인정보 수집 및 이용에 모두 동의합니다.' }).check();
  await page.getByRole('button', { name: '동의', exact: true }).click();
  const d = page.getByRole('dialog', { name: '휴대폰 본인인증' });
  await d.getByLabel(label('이름')).fill('김시민');
  // the demo citizen's number (demo seed)
  await fillPhone(d, '휴대폰 번호', '01012345678');
  await d.getByRole('button', { name: '인증번호 요청' }).click();
  await acceptAlert(page, '이미 가입된 핸드폰 번호입니다.');
});
