import { toWire } from '@parking/shared/common/wire-names';
import { insertActionResponseSchema } from '@parking/shared/season-pass/schemas';
import { api } from '../../../lib/api-client';
import type { ApplicationFields } from '../lib/application-form';

/** POST /api/period/insertAction.json (multipart, spec 2 §7 field names mapped here, optional proof `file`). */
export async function insertAction(fields: ApplicationFields, file: File | null) {
  const body = new FormData();
  for (const [k, v] of Object.entries(toWire(fields))) body.append(k, v);
  body.append('agree1', 'Y');
  body.append('agree2', 'Y');
  if (file) body.append('file', file, file.name);
  const res = await api.post('/api/period/insertAction.json', undefined, {
    multipart: body,
    schema: insertActionResponseSchema,
  });
  return res.value;
}
