import type { AppDb } from '../../db/client';
import type { SmsSender } from '../../integrations/sms/sms';
import { createNotifier, type Notifier } from './notifications.sender';

const quiet = { info() {}, warn() {}, error() {} };

/**
 * A notifier of its own for a test: SMS only (no 알림톡 settings), a cap of 30 a day, the clock `now` if given, and
 * the organisation's name `orgName` (default the test configuration's).
 */
export function smsOnlyNotifier(
  db: AppDb,
  sender: SmsSender,
  now?: () => Date,
  orgName = '이천시시설관리공단',
): Notifier {
  return createNotifier({
    db,
    orgName,
    sender,
    alimtalk: { pfId: '', templates: {} },
    dailyCapPerPhone: 30,
    log: quiet,
    ...(now ? { now } : {}),
  });
}
