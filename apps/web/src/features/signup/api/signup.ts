import {
  type GeneralSignupRequest,
  type SignupResponse,
  signupResponseSchema,
} from '@parking/shared/accounts/schemas';
import { toWire } from '@parking/shared/common/wire-names';
import { api } from '../../../lib/api-client';

/** POST /api/member/mberSbscrb.json — general member, form fields of spec 1 §3. */
export function signupGeneral(body: GeneralSignupRequest): Promise<SignupResponse> {
  return api.post('/api/member/mberSbscrb.json', body, { schema: signupResponseSchema });
}

/**
 * POST /api/member/mberSbscrb.json — business member as multipart with the optional file `files`; the fields
 * in domain names (`lotId`), sent in the spec's.
 */
export function signupBusiness(fields: Record<string, string>, file: File | null): Promise<SignupResponse> {
  const form = new FormData();
  form.append('empDiv', 'BSN');
  for (const [k, v] of Object.entries(toWire(fields))) form.append(k, v);
  if (file) form.append('files', file, file.name);
  return api.post('/api/member/mberSbscrb.json', undefined, {
    multipart: form,
    schema: signupResponseSchema,
  });
}
