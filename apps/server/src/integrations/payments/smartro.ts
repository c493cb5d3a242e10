import { createCipheriv, createHash } from 'node:crypto';
import type { PaymentConfig } from '../../config/index';
import {
  type ApproveResult,
  type CancelResult,
  encryptData,
  type PaymentAdapter,
  ProviderUnavailable,
  providerForm,
} from './adapter';

/** Approval result codes that mean "paid" (card only: 3001 카드 결제 성공). Anything else is a refusal. */
export const SMARTRO_APPROVED_CODES: readonly string[] = ['3001'];
/** Cancel result code of a successful (full) cancel. */
export const SMARTRO_CANCELLED_CODES: readonly string[] = ['2001'];

export const SMARTRO_APPROVAL_PATH = '/payment/approval/urlCallApproval.do';
export const SMARTRO_CANCEL_PATH = '/payment/approval/cancel.do';
export const SMARTRO_SDK_PATH = '/asset/js/SmartroPAY-1.0.min.js';

type SmartroConfig = Pick<PaymentConfig, 'mid' | 'merchantKey' | 'smartro'>;

/** Base64(SHA-256(Tid + MerchantKey + CancelAmt + PartialCancelCode)): the cancel request's HashData. */
export function cancelHashData(
  tid: string,
  merchantKey: string,
  cancelAmt: number,
  partial: '0' | '1',
): string {
  return createHash('sha256').update(`${tid}${merchantKey}${cancelAmt}${partial}`, 'utf8').digest('base64');
}

/** Smartro's EncData: AES-256-CBC (key = first 32 characters of the merchant key, zero IV), Base64. */
export function smartroEncData(json: string, merchantKey: string): string {
  const cipher = createCipheriv(
    'aes-256-cbc',
    Buffer.from(merchantKey.slice(0, 32), 'utf8'),
    Buffer.alloc(16),
  );
  return Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]).toString('base64');
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** POSTs JSON and reads a JSON object back; any transport problem is ProviderUnavailable. */
async function postJson(url: string, body: unknown, timeoutMs: number): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new ProviderUnavailable(`smartro: ${(err as Error).name}`, { cause: err });
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    throw new ProviderUnavailable('smartro: body not readable', { cause: err });
  }
  if (!res.ok) throw new ProviderUnavailable(`smartro: HTTP ${res.status}`);
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ProviderUnavailable('smartro: answer is not a JSON object');
}

/**
 * Smartro PG (smartropay). The browser opens Smartro's window with the SDK at {payUrl}; Smartro posts Tid and
 * TrAuthKey to ReturnUrl; approval and cancel are server-to-server JSON calls to {approvalUrl}.
 */
export function createSmartroAdapter(config: SmartroConfig): PaymentAdapter {
  const { smartro } = config;
  return {
    name: 'smartro',
    mid: config.mid,
    start(p) {
      const signature = encryptData(p.ediDate, p.mid, p.amount, config.merchantKey);
      return {
        actionUrl: `${smartro.payUrl}${SMARTRO_SDK_PATH}`,
        form: providerForm(p, signature),
        // spec 2 §9: the provider form is EUC-KR on PC
        charset: 'EUC-KR',
        ediDate: p.ediDate,
        encryptData: signature,
        mid: p.mid,
        provider: 'smartro',
        mode: smartro.mode,
      };
    },

    async approve({ tid, trAuthKey }): Promise<ApproveResult> {
      const raw = await postJson(
        `${smartro.approvalUrl}${SMARTRO_APPROVAL_PATH}`,
        { Tid: tid, TrAuthKey: trAuthKey },
        smartro.timeoutMs,
      );
      const resultCode = str(raw.ResultCode);
      const amt = Number(str(raw.Amt));
      const cardName = str(raw.AppCardName) || str(raw.FnName);
      const authCode = str(raw.AuthCode);
      return {
        approved: SMARTRO_APPROVED_CODES.includes(resultCode),
        mid: str(raw.Mid),
        moid: str(raw.Moid),
        amt: Number.isFinite(amt) ? amt : -1,
        ...(authCode ? { authCode } : {}),
        ...(cardName ? { cardName } : {}),
        resultCode,
        resultMsg: str(raw.ResultMsg),
        raw: { ...raw, CardNum: undefined, BuyerEmail: undefined, BuyerTel: undefined },
      };
    },

    async cancel({ tid, payment, reason }): Promise<CancelResult> {
      const params = {
        SERVICE_MODE: 'CL1',
        Tid: tid,
        Mid: payment.mid,
        CancelAmt: String(payment.amount),
        CancelPwd: smartro.cancelPwd,
        CancelMsg: reason,
        CancelSeq: '1',
        PartialCancelCode: '0',
        CancelTaxAmt: '',
        CancelTaxFreeAmt: '',
        CancelVatAmt: '',
        DivideInfo: '',
        HashData: cancelHashData(tid, config.merchantKey, payment.amount, '0'),
      };
      const raw = await postJson(
        `${smartro.approvalUrl}${SMARTRO_CANCEL_PATH}`,
        { EncData: smartroEncData(JSON.stringify(params), config.merchantKey), Mid: payment.mid },
        smartro.timeoutMs,
      );
      const resultCode = str(raw.ResultCode);
      return {
        cancelled: SMARTRO_CANCELLED_CODES.includes(resultCode),
        resultCode,
        resultMsg: str(raw.ResultMsg),
      };
    },
  };
}
