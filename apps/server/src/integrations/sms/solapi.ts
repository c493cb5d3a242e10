import { createHmac, randomBytes } from 'node:crypto';
import { maskPhone, type SmsLogger, SmsSendError, type SmsSender } from './sms';

export interface SolapiOptions {
  apiKey: string;
  apiSecret: string;
  /** the registered sender number, digits only */
  sender: string;
  /** e.g. https://api.solapi.com (no trailing slash) */
  baseUrl: string;
  log: SmsLogger;
  /** request timeout in ms (default 10 s) */
  timeoutMs?: number;
  /** for tests */
  now?: () => Date;
  fetch?: typeof fetch;
}

/**
 * The SOLAPI `Authorization` header: `HMAC-SHA256 apiKey=…, date=<ISO 8601>, salt=<random>,
 * signature=<hex HMAC-SHA256(apiSecret, date + salt)>`.
 */
export function solapiAuthorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** The SOLAPI message id of an accepted message (`messageId` of the v4 send answer), when present. */
function messageIdOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { messageId?: unknown };
    return typeof parsed.messageId === 'string' ? parsed.messageId : null;
  } catch {
    return null;
  }
}

/**
 * SOLAPI REST v4: one signed `POST {base}/messages/v4/send` per message. An SMS is `{ to, from, text }`; a
 * 알림톡 adds `kakaoOptions { pfId, templateId, variables, disableSms: true }` (the provider does not substitute
 * an SMS itself: the notification service does, so the outbox records both attempts).
 */
export function createSolapiSender(opts: SolapiOptions): SmsSender {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? (() => new Date());
  async function post(to: string, message: Record<string, unknown>, what: 'sms' | 'alimtalk') {
    const date = now().toISOString();
    const salt = randomBytes(16).toString('hex');
    let res: Response;
    try {
      res = await doFetch(`${opts.baseUrl}/messages/v4/send`, {
        method: 'POST',
        headers: {
          authorization: solapiAuthorization(opts.apiKey, opts.apiSecret, date, salt),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ message }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      opts.log.warn(
        { sms: { provider: 'solapi', channel: what, to: maskPhone(to) }, err },
        'sms provider unreachable',
      );
      throw new SmsSendError(`SOLAPI unreachable: ${(err as Error).message}`);
    }
    const body = await res.text().catch(() => '');
    if (!res.ok) {
      opts.log.warn(
        {
          sms: {
            provider: 'solapi',
            channel: what,
            to: maskPhone(to),
            status: res.status,
            body: body.slice(0, 500),
          },
        },
        'sms refused by the provider',
      );
      throw new SmsSendError(`SOLAPI answered ${res.status}`, res.status);
    }
    opts.log.info(
      { sms: { provider: 'solapi', channel: what, to: maskPhone(to), status: res.status } },
      'sms sent',
    );
    return { providerId: messageIdOf(body) };
  }
  return {
    provider: 'solapi',
    send: ({ to, text }) => post(to, { to, from: opts.sender, text }, 'sms'),
    sendAlimtalk: ({ to, text, pfId, templateId, variables }) =>
      post(
        to,
        {
          to,
          from: opts.sender,
          text,
          type: 'ATA',
          kakaoOptions: { pfId, templateId, variables, disableSms: true },
        },
        'alimtalk',
      ),
  };
}
