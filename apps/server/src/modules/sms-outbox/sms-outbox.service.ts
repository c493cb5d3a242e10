import type { SmsOutboxResponse } from '@parking/shared/accounts/schemas';
import type { DbOrTx } from '../../db/client';
import { listOutbox } from './sms-outbox.repository';

/** The demo outbox page: the latest messages (SMS and 알림톡) the outbox adapter stored, newest first. */
export async function outboxPage(db: DbOrTx, page: number, pageSize: number): Promise<SmsOutboxResponse> {
  const { rows, total } = await listOutbox(db, page, pageSize);
  return {
    items: rows.map((r) => ({
      id: r.id,
      channel: r.channel === 'alimtalk' ? ('alimtalk' as const) : ('sms' as const),
      to: r.rcvAddr,
      text: r.text,
      sentAt: r.sentAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}
