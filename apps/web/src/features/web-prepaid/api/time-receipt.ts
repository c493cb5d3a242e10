import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import {
  IDEMPOTENCY_HEADER,
  type TimeReceiptResponse,
  timeReceiptResponseSchema,
} from '@parking/shared/web-prepaid/schemas';
import { api } from '../../../lib/api-client';

export interface ApplyRequest {
  plate: string;
  stayId: number;
  useTime: number;
  freeTime: number;
  /** one key per confirmed application: a retry of the same application sends it again (decision 101) */
  requestKey: string;
}

/** GET /api/time/receipt.json?carNo&freeTime&useTime&inOutId with the Idempotency-Key header: applies minutes. */
export async function applyTime(req: ApplyRequest): Promise<Domain<TimeReceiptResponse['result']>> {
  const res = await api.get('/api/time/receipt.json', {
    params: { carNo: req.plate, freeTime: req.freeTime, useTime: req.useTime, inOutId: req.stayId },
    headers: { [IDEMPOTENCY_HEADER]: req.requestKey },
    schema: timeReceiptResponseSchema,
  });
  return toDomain(res.result);
}

/** A fresh Idempotency-Key (16–64 of A-Za-z0-9_-). */
export function newRequestKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
