/** One text message to one phone. */
export interface SmsMessage {
  /** recipient, digits only (e.g. 01012345678) */
  to: string;
  text: string;
}

/** One KakaoTalk 알림톡 to one phone: an approved template of the sender profile, with its variables filled. */
export interface AlimtalkMessage {
  /** recipient, digits only */
  to: string;
  /** the text as rendered from the template (must match the approved template) */
  text: string;
  /** the sender profile (카카오 채널) key: SOLAPI_KAKAO_PF_ID */
  pfId: string;
  /** the approved template's code: ALIMTALK_TEMPLATE_<KIND> */
  templateId: string;
  /** the variables, keyed as in the template: { '#{lot}': '중앙공영주차장' } */
  variables: Record<string, string>;
}

/** What the provider answered for an accepted message. */
export interface SendReceipt {
  /** the provider's message id (SOLAPI messageId, the outbox row id) */
  providerId?: string | null;
}

/**
 * Sends SMS (and 알림톡). Adapters: `outbox` (stores in the database, the default) and `solapi` (SOLAPI REST v4).
 */
export interface SmsSender {
  /** which adapter this is */
  readonly provider: 'outbox' | 'solapi';
  /** Sends one message; rejects with SmsSendError when the provider refused it or could not be reached. */
  send(message: SmsMessage): Promise<SendReceipt | undefined>;
  /**
   * Sends one 알림톡 without the provider's own SMS substitution (the notification service falls back itself,
   * so the outbox records both attempts); rejects with SmsSendError. Absent: the adapter cannot send 알림톡.
   */
  sendAlimtalk?(message: AlimtalkMessage): Promise<SendReceipt | undefined>;
}

/** A message the provider did not accept (details are for the log, never for the user). */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** Minimal logger the adapters write to (pino-compatible). */
export interface SmsLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** Hides the middle of a phone number in logs: 01012345678 → 010****5678. */
export function maskPhone(phone: string): string {
  return phone.length >= 8 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}
