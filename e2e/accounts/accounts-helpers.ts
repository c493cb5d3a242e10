import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * A field by its label as a person reads it: exact text, with or without the required mark (Mantine adds
 * an aria-hidden ' *' inside the label element).
 */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

/**
 * Expect the app's alert (role alertdialog, above any open dialog of the screen) with `text` and press its OK.
 * Waits for that very alert to go, so a second alert right after it is not mistaken for it.
 */
export async function acceptAlert(page: Page, text: string | RegExp): Promise<void> {
  const d = page.getByRole('alertdialog').first();
  await expect(d).toBeVisible();
  await expect(d).toContainText(text);
  const handle = await d.elementHandle();
  await d.getByRole('button', { name: '확인' }).click();
  await handle?.waitForElementState('hidden');
}

/** A mobile number nobody else uses in this run. */
export function uniquePhone(): string {
  return `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A general-member id (lowercase letter first, 5–20 letters/digits) unique to this run. */
export function uniqueId(prefix = 'e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(0, 20);
}

export const dashed = (p: string) => `${p.slice(0, 3)}-${p.slice(3, 7)}-${p.slice(7)}`;

/** Types a phone number into the three parts of the group named `label`. */
export async function fillPhone(scope: Page | Locator, group: string, phone: string): Promise<void> {
  await scope.getByLabel(label(`${group} 앞자리`)).fill(phone.slice(0, 3));
  await scope.getByLabel(label(`${group} 가운데 자리`)).fill(phone.slice(3, phone.length - 4));
  await scope.getByLabel(label(`${group} 뒷자리`)).fill(phone.slice(-4));
}

/** Reads the newest code sent to `phone` from the demo SMS outbox, in another tab as a person would. */
export async function readCode(context: BrowserContext, phone: string, outbox?: Page): Promise<string> {
  const page = outbox ?? (await context.newPage());
  if (!outbox) await page.goto('/smsoutbox');
  await expect(page.getByRole('heading', { level: 1, name: '문자 발송함' })).toBeVisible({ timeout: 20_000 });
  const row = page
    .getByRole('row')
    .filter({ hasText: dashed(phone) })
    .first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const text = await row.innerText();
  await page.close();
  const code = /\[(\d{6})\]/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

export interface GeneralMember {
  id: string;
  password: string;
  name: string;
  phone: string;
  carNo: string;
}

export function newGeneralMember(): GeneralMember {
  return {
    id: uniqueId(),
    password: 'Parking#2026',
    name: '홍길동',
    phone: uniquePhone(),
    carNo: '34나5678',
  };
}

/** The agreement and verification steps of a general sign-up, ending on /membershipinfomation. */
export async function agreeAndVerify(page: Page, context: BrowserContext, m: GeneralMember): Promise<void> {
  await page.goto('/membershipagreement');
  await page.getByRole('checkbox', { name: '이용약관, 개인정보 수집 및 이용에 모두 동의합니다.' }).check();
  await page.getByRole('button', { name: '동의', exact: true }).click();
  const d = page.getByRole('dialog', { name: '휴대폰 본인인증' });
  await expect(d).toBeVisible();
  await d.getByLabel(label('이름')).fill(m.name);
  await fillPhone(d, '휴대폰 번호', m.phone);
  await d.getByRole('button', { name: '인증번호 요청' }).click();
  await expect(d.getByRole('timer')).toBeVisible();
  const code = await readCode(context, m.phone);
  await d.getByLabel(label('인증번호')).fill(code);
  await d.getByRole('button', { name: '인증 확인' }).click();
  const ok = page.getByRole('dialog', { name: '인증 완료' });
  await expect(ok).toContainText('인증이 완료되었습니다.');
  await ok.getByRole('button', { name: '다음 단계' }).click();
  await expect(page).toHaveURL(/\/membershipinfomation$/);
}

/** The information step with the required fields only, then the apply button; ends logged in on completion. */
export async function fillInformationAndApply(page: Page, m: GeneralMember): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel(label('아이디')).fill(m.id);
  await main.getByRole('button', { name: '아이디 중복확인' }).click();
  await expect(main.getByText('사용 가능한 아이디입니다.')).toBeVisible();
  await main.getByLabel(label('비밀번호')).fill(m.password);
  await main.getByLabel(label('비밀번호 확인')).fill(m.password);
  await main.getByLabel(label('차량번호')).fill(m.carNo);
  await main.getByLabel(label('차량 소유자명')).fill(m.name);
  await main.getByRole('button', { name: '가입신청' }).click();
  await expect(page).toHaveURL(/\/membershipcompletion$/, { timeout: 15_000 });
  await expect(main.getByText('회원가입이 완료되었습니다.')).toBeVisible();
}

/** A general member created through the screens (logged in afterwards). */
export async function signUpGeneral(page: Page, context: BrowserContext): Promise<GeneralMember> {
  const m = newGeneralMember();
  await agreeAndVerify(page, context, m);
  await fillInformationAndApply(page, m);
  return m;
}

/**
 * A general member created through the API as the sign-up screens do it (code sent, read from the demo outbox,
 * checked, then the form), for journeys about what a member does afterwards; the screens themselves are the
 * general sign-up journey's. The member is not logged in (the sign-up screen logs in with a call of its own).
 */
export async function signUpByApi(
  request: APIRequestContext,
  m = newGeneralMember(),
): Promise<GeneralMember> {
  const ok = async (res: Awaited<ReturnType<APIRequestContext['get']>>) =>
    expect(res.status(), await res.text()).toBe(200);
  await ok(await request.get('/api/member/send.json', { params: { rcvAddr: m.phone, purpose: 'SIGNUP' } }));
  const outbox = await request.get('/api/demo/sms-outbox', { params: { page: 1, pageSize: 50 } });
  await ok(outbox);
  const { items } = (await outbox.json()) as { items: { to: string; text: string }[] };
  const code = /\[(\d{6})\]/.exec(items.find((i) => i.to === m.phone)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${m.phone}`);
  await ok(await request.post('/api/member/pinNoChk.json', { form: { pinNo: code } }));
  await ok(
    await request.post('/api/member/mberSbscrb.json', {
      form: {
        empNo: m.id,
        password: m.password,
        passwordCon: m.password,
        empNm: m.name,
        carOwnerNm: m.name,
        empCarNo: m.carNo,
        empMobile: m.phone,
      },
    }),
  );
  return m;
}

/** Where the setup project leaves the member of the recovery journey (see e2e/auth.setup.ts). */
export function recoveryMemberFile(): string {
  return fileURLToPath(new URL('../../.test-results/e2e-auth/recovery-member.json', import.meta.url));
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
  await acceptAlert(page, '로그아웃 되었습니다.');
  await expect(page).toHaveURL(/\/loginmain$/);
}
