import { toDomain, toWire } from '@parking/shared/common/wire-names';
import { reductionApplyAnswer } from '@parking/shared/reduction-registration/schemas';
import { api } from '../../../lib/api-client';

export interface ApplyValues {
  plate: string;
  carOwnerNm: string;
  discountCd: string;
  mobile: string;
}

/**
 * POST /api/member/reduction/apply.json (multipart, with the proof file when the category needs one). The
 * server decides everything again: the verified phone of this browser, the owner, the eligibility. Values and
 * answer in domain names.
 */
export function applyReduction(v: ApplyValues, file: File | null) {
  const body = new FormData();
  for (const [k, value] of Object.entries(toWire(v))) body.append(k, value);
  body.append('agreeYn', 'Y');
  if (file) body.append('file', file);
  return api
    .post('/api/member/reduction/apply.json', undefined, {
      multipart: body,
      schema: reductionApplyAnswer,
    })
    .then((r) => toDomain(r));
}
