import type { DbOrTx } from '../../db/client';
import { insertOutboxMessage } from './outbox.repository';
import { maskPhone, type SmsLogger, type SmsSender } from './sms';

/**
 * The default adapter: nothing leaves the machine. Every message is stored in `sms_outbox` (tests read codes
 * there; in demo mode /api/demo/sms-outbox shows it) and logged without its text.
 */
export function createOutboxSender(db: DbOrTx, log: SmsLogger): SmsSender {
  return {
    provider: 'outbox',
    async send({ to, text }) {
      const outboxId = await insertOutboxMessage(db, to, text, 'sms');
      log.info({ sms: { provider: 'outbox', to: maskPhone(to), outboxId } }, 'sms stored in the outbox');
      return { providerId: outboxId === undefined ? null : `outbox-${outboxId}` };
    },
    async sendAlimtalk({ to, text }) {
      const outboxId = await insertOutboxMessage(db, to, text, 'alimtalk');
      log.info(
        { sms: { provider: 'outbox', channel: 'alimtalk', to: maskPhone(to), outboxId } },
        'alimtalk stored',
      );
      return { providerId: outboxId === undefined ? null : `outbox-${outboxId}` };
    },
  };
}
