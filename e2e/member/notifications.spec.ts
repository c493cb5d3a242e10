import { expect, test } from '@playwright/test';
import { acceptAlert, demo, loginByApi } from '../helpers';

// Issue 34 item 4 (decision 215): the member's notification choices on my-page — turn a reminder off, choose
// the channel, save, and a reload shows what was saved. The demo citizen's choices are put back at the end.

test('my-page notification settings: toggle a reminder and the channel, save, reload shows them', async ({
  page,
}) => {
  await loginByApi(page, demo.citizen);
  await page.goto('/mypagenotification');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '알림 설정' })).toBeVisible();

  const d3 = main.getByRole('switch', { name: /미납요금 납부기한 3일 전/ });
  const sms = main.getByRole('radio', { name: '문자(SMS)' });
  const alimtalk = main.getByRole('radio', { name: /카카오톡 알림톡/ });
  await expect(d3).toBeChecked();
  await expect(alimtalk).toBeChecked();
  // a general member is not offered the business's prepaid reminder
  await expect(main.getByRole('switch', { name: /웹 할인권/ })).toHaveCount(0);
  await expect(main.getByText('미납요금 알림은 본인 차량으로 확인된 차량', { exact: false })).toBeVisible();
  // codes and legally required notices are listed as fixed, with no switch
  await expect(main.getByText('끌 수 없습니다', { exact: false })).toBeVisible();
  await expect(main.getByRole('heading', { name: /최근 받은 알림/ })).toBeVisible();

  // keyboard: the switch toggles with Space
  await d3.focus();
  await page.keyboard.press('Space');
  await expect(d3).not.toBeChecked();
  await sms.check();
  await main.getByRole('button', { name: '저장' }).click();
  await acceptAlert(page, '알림 설정을 저장했습니다.');

  await page.reload();
  await expect(main.getByRole('switch', { name: /미납요금 납부기한 3일 전/ })).not.toBeChecked();
  await expect(main.getByRole('radio', { name: '문자(SMS)' })).toBeChecked();
  await expect(main.getByRole('switch', { name: /미납요금 납부기한 1일 전/ })).toBeChecked();

  // put the demo citizen's choices back
  const res = await page.request.post('/api/member/notifications.json', {
    data: { reminders: { unpaid_due_d3: true }, channel: 'alimtalk' },
  });
  expect(res.status(), await res.text()).toBe(200);
});

// Decision 215 (2026-11-28): a business member is offered only the reminders that can reach a business — the
// prepaid balance, with its threshold — never the unpaid or season-pass switches; the API refuses them too.
test('my-page notification settings of a business: only the prepaid reminder, the others refused', async ({
  page,
}) => {
  await loginByApi(page, demo.store);
  await page.goto('/mypagenotification');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '알림 설정' })).toBeVisible();
  await expect(main.getByRole('switch', { name: /웹 할인권 잔여량 부족/ })).toBeVisible();
  await expect(main.getByRole('textbox', { name: /알림 기준 잔여 시간/ })).toBeVisible();
  const reminders = main.getByRole('group', { name: '받을 알림' });
  await expect(reminders.getByRole('switch')).toHaveCount(1);
  await expect(reminders.getByText(/미납요금|정기권/)).toHaveCount(0);

  const res = await page.request.post('/api/member/notifications.json', {
    data: { reminders: { unpaid_due_d3: false }, channel: 'alimtalk' },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).fieldErrors).toEqual({
    'reminders.unpaid_due_d3': ['미납요금 납부기한 3일 전 알림은 일반 회원만 받을 수 있습니다.'],
  });
});
