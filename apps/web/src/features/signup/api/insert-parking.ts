import { type InsertParkingResponse, insertParkingResponseSchema } from '@parking/shared/accounts/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/member/insertParking.json (multipart): the lot application of the business member just created. */
export function insertParking(memberId: string, lotId: string): Promise<InsertParkingResponse> {
  const form = new FormData();
  form.append('empEsntlId', 'new');
  form.append('memberId', memberId);
  form.append('sectnId', lotId);
  return api.post('/api/member/insertParking.json', undefined, {
    multipart: form,
    schema: insertParkingResponseSchema,
  });
}
