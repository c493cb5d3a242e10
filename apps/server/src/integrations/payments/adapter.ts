import { createHash } from 'node:crypto';
import { formatKstCompact } from '@parking/shared/common/korea-time';
import { taxSplit } from '@parking/shared/payments/schemas';

/** What a payment looks like to a provider: the fields it signs, approves and cancels. */
export interface ProviderPayment {
  paymentId: string;
  moid: string;
  mid: string;
  amount: number;
}

/** Everything the provider form needs (the payment row plus who pays and where the answer goes). */
export interface StartInput extends ProviderPayment {
  goodsName: string;
  /** 'YYYYMMDDHHmmss' Korea time, stored with the payment and signed in EncryptData */
  ediDate: string;
  /** origin the browser reaches the portal at (the simulated page lives there too) */
  baseUrl: string;
  /** {base}/api/smartropay/callApproval/{page}/{paymentId} */
  returnUrl: string;
  /** where the provider sends the payer who gives up */
  stopUrl: string;
  buyerName: string;
  /** digits; a placeholder when unknown */
  buyerTel: string;
  /** member id, or the car number without login (spec 2 §4) */
  mallUserId: string;
  userIp: string;
  mallIp: string;
}

export interface StartResult {
  /** where the browser posts `form` (simulated), or Smartro's SDK script (smartro) */
  actionUrl: string;
  form: Record<string, string>;
  charset: 'UTF-8' | 'EUC-KR';
  ediDate: string;
  encryptData: string;
  mid: string;
  provider: 'simulated' | 'smartro';
  mode?: 'STG' | 'REAL';
}

export interface ApproveResult {
  approved: boolean;
  /** what the provider says it approved: the core compares them with the stored payment */
  mid: string;
  moid: string;
  amt: number;
  authCode?: string;
  cardName?: string;
  resultCode: string;
  resultMsg: string;
  /** the provider's answer as received (for the payment log) */
  raw?: Record<string, unknown>;
}

export interface CancelResult {
  /** true when an approval was reversed (or had been already) */
  cancelled: boolean;
  resultCode: string;
  resultMsg: string;
}

/**
 * A card payment provider (DESIGN §5 "Payments"). `start` builds the signed form the browser posts;
 * `approve` turns the Tid + TrAuthKey the provider posted back into an approval (server to server);
 * `cancel` reverses an approval in full.
 */
export interface PaymentAdapter {
  readonly name: 'simulated' | 'smartro';
  readonly mid: string;
  start(payment: StartInput): StartResult;
  /** throws ProviderUnavailable when the provider cannot be reached or answers nonsense */
  approve(input: { tid: string; trAuthKey: string; payment: ProviderPayment }): Promise<ApproveResult>;
  /** throws ProviderUnavailable when the provider cannot be reached or answers nonsense */
  cancel(input: { tid: string; payment: ProviderPayment; reason: string }): Promise<CancelResult>;
}

/** The provider could not be reached, timed out or answered something unreadable: the outcome is unknown. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}

/** EncryptData = Base64(SHA-256(EdiDate + Mid + Amt + MerchantKey)), as Smartro specifies it. */
export function encryptData(ediDate: string, mid: string, amt: number | string, merchantKey: string): string {
  return createHash('sha256').update(`${ediDate}${mid}${amt}${merchantKey}`, 'utf8').digest('base64');
}

/** 'YYYYMMDDHHmmss' in Korea time. */
export function ediDateOf(now: Date): string {
  return formatKstCompact(now);
}

/** Placeholders the spec leaves open (spec 2 §4: "not shown"); see decision 045. */
export const BUYER_TEL_PLACEHOLDER = '01000000000';
export const BUYER_EMAIL_PLACEHOLDER = 'noreply@parking.invalid';
/** Smartro's GoodsName holds at most 40 characters. */
const GOODS_NAME_MAX = 40;

/** The provider form, field names as Smartro takes them (PC card payment). */
export function providerForm(p: StartInput, signature: string): Record<string, string> {
  const tax = taxSplit(p.amount);
  return {
    PayMethod: 'CARD',
    GoodsCnt: '1',
    GoodsName: [...p.goodsName].slice(0, GOODS_NAME_MAX).join(''),
    Amt: String(p.amount),
    Moid: p.moid,
    Mid: p.mid,
    ReturnUrl: p.returnUrl,
    StopUrl: p.stopUrl,
    BuyerName: p.buyerName.slice(0, 30),
    BuyerTel: p.buyerTel || BUYER_TEL_PLACEHOLDER,
    BuyerEmail: BUYER_EMAIL_PLACEHOLDER,
    MallUserId: p.mallUserId.slice(0, 20),
    MallReserved: p.paymentId,
    MallIp: p.mallIp,
    UserIp: p.userIp,
    EdiDate: p.ediDate,
    EncryptData: signature,
    TaxAmt: String(tax.supplyAmt),
    VatAmt: String(tax.vat),
    TaxFreeAmt: String(tax.taxFree),
  };
}
