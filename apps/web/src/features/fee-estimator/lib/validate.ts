import { type Domain, domainKey, toWire } from '@parking/shared/common/wire-names';
import {
  DEFAULT_DISCOUNT_CD,
  type EasyCalculateRequest,
  easyCalculateRequestSchema,
} from '@parking/shared/lots/schemas';
import { ko } from '@parking/shared/messages/ko';

/** What the estimator form holds; times as a datetime-local input gives them ('YYYY-MM-DDTHH:mm'). */
export interface EstimateForm {
  lotId: string;
  inDttm: string;
  outDttm: string;
  discountCd: string;
  /** optional car and owner: their registered reductions apply (decision 124) */
  plate?: string;
  carOwnerNm?: string;
}

export const EMPTY_FORM: EstimateForm = {
  lotId: '',
  inDttm: '',
  outDttm: '',
  discountCd: DEFAULT_DISCOUNT_CD,
  plate: '',
  carOwnerNm: '',
};

export type Validation =
  | { ok: true; request: Domain<EasyCalculateRequest> }
  | { ok: false; message: string; field: keyof EstimateForm };

/** 'YYYY-MM-DDTHH:mm(:ss)' → 'YYYY-MM-DD HH:mm' as the API wants it. */
export function toApiDateTime(v: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(v.trim());
  return m ? `${m[1]} ${m[2]}` : v.trim();
}

/**
 * The checks the server makes too, in the order a person fixes them: lot and both times present
 * ('입력값이 부족합니다.'), valid times, exit not before entry.
 */
export function validateEstimate(form: EstimateForm): Validation {
  if (!form.lotId) return { ok: false, message: ko.lots.v.insufficient, field: 'lotId' };
  if (!form.inDttm.trim()) return { ok: false, message: ko.lots.v.insufficient, field: 'inDttm' };
  if (!form.outDttm.trim()) return { ok: false, message: ko.lots.v.insufficient, field: 'outDttm' };
  const request: Domain<EasyCalculateRequest> = {
    lotId: form.lotId,
    inDttm: toApiDateTime(form.inDttm),
    outDttm: toApiDateTime(form.outDttm),
    discountCd: form.discountCd || DEFAULT_DISCOUNT_CD,
    ...(form.plate?.trim() ? { plate: form.plate.trim(), carOwnerNm: form.carOwnerNm?.trim() ?? '' } : {}),
  };
  // the server's own schema checks the request as it will be sent (wire names), a wrong field is named for the form
  const parsed = easyCalculateRequestSchema.safeParse(toWire(request));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = (issue ? (domainKey(String(issue.path[0])) as keyof EstimateForm) : undefined) ?? 'inDttm';
    return { ok: false, message: issue?.message ?? ko.validation.invalid, field };
  }
  return { ok: true, request };
}
