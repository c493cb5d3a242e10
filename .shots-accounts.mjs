import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3213';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [w, h] of [[1280, 900], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'ko-KR' });
  const page = await ctx.newPage();
  const shot = async (name, full = true) => { await page.waitForTimeout(400); await page.screenshot({ path: `/tmp/accounts-web/shots/${name}-${w}.png`, fullPage: full }); };
  await page.goto(base + '/join'); await page.getByRole('heading', { level: 1 }).waitFor(); await shot('join');
  await page.goto(base + '/membershipagreement'); await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: '내용 보기' }).first().click(); await shot('agreement');
  await page.getByRole('checkbox', { name: /모두 동의/ }).check(); await page.getByRole('button', { name: '동의', exact: true }).click();
  const d = page.getByRole('dialog', { name: '휴대폰 본인인증' }); await d.waitFor();
  await d.getByRole('textbox', { name: '이름' }).fill('홍길동');
  const phone = '0105' + String(Math.floor(Math.random()*1e7)).padStart(7,'0');
  await d.getByLabel('휴대폰 번호 앞자리').fill(phone.slice(0,3)); await d.getByLabel('휴대폰 번호 가운데 자리').fill(phone.slice(3,7)); await d.getByLabel('휴대폰 번호 뒷자리').fill(phone.slice(7));
  await d.getByRole('button', { name: '인증번호 요청' }).click(); await d.getByRole('timer').waitFor(); await shot('certification', false);
  const p2 = await ctx.newPage(); await p2.goto(base + '/smsoutbox'); await p2.getByRole('cell').first().waitFor(); await p2.waitForTimeout(500);
  await p2.screenshot({ path: `/tmp/accounts-web/shots/outbox-${w}.png`, fullPage: true });
  const text = await p2.getByRole('row').filter({ hasText: `${phone.slice(0,3)}-${phone.slice(3,7)}-${phone.slice(7)}` }).first().innerText(); await p2.close();
  await d.getByRole('textbox', { name: '인증번호' }).fill(/\[(\d{6})\]/.exec(text)[1]); await d.getByRole('button', { name: '인증 확인' }).click();
  await page.getByRole('dialog', { name: '인증 완료' }).waitFor(); await shot('cert-success', false);
  await page.getByRole('button', { name: '다음 단계' }).click(); await page.waitForURL(/membershipinfomation/);
  await page.getByRole('button', { name: '가입신청' }).click(); await shot('information');
  await page.getByRole('button', { name: '우편번호 검색' }).click(); await page.getByText('주소 검색 서비스를 불러올 수 없습니다').waitFor({ timeout: 15000 }); await shot('information-manual-address');
  await page.goto(base + '/businessinformation', ); 
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await page.goto(base + '/businessagreement'); await page.getByRole('checkbox', { name: /모두 동의/ }).check(); await page.getByRole('button', { name: '동의', exact: true }).click();
  await page.waitForURL(/businessinformation/); await page.waitForTimeout(1500); await shot('business');
  await page.goto(base + '/loginmain'); await page.getByRole('main').getByRole('button', { name: '비밀번호 찾기' }).click(); await page.getByRole('dialog').waitFor(); await shot('find-password', false);
  await page.keyboard.press('Escape'); await page.getByRole('main').getByRole('button', { name: '아이디 찾기' }).click(); await page.getByRole('dialog').waitFor(); await shot('find-id', false);
  await page.keyboard.press('Escape');
  // my-page as the demo citizen
  await page.getByRole('main').getByLabel('아이디', { exact: true }).fill('citizen1'); await page.getByRole('main').getByLabel('비밀번호', { exact: true }).fill('Citizen#2026'); await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(/\/main$/); await page.goto(base + '/mypagemain'); await page.getByRole('heading', { level: 1 }).waitFor(); await shot('mypage-gate');
  await page.getByLabel(/^비밀번호/).first().fill('Citizen#2026'); await page.keyboard.press('Enter'); await page.waitForURL(/mypageupdate/); await page.getByLabel(/^차량번호/).waitFor(); await shot('mypage-update');
  await page.getByRole('button', { name: '회원탈퇴' }).click(); await page.getByRole('dialog').waitFor(); await shot('withdraw', false);
  await ctx.close();
}
await browser.close();
