import type { DbOrTx } from '../../db/client';
import { getLotSnapshot } from '../lots/lots.service';

/** The open-data answer (JSON text) and its ETag, from the shared lot snapshot. */
export async function getOpenLots(db: DbOrTx): Promise<{ json: string; etag: string }> {
  const snap = await getLotSnapshot(db);
  return { json: snap.openJson, etag: snap.openEtag };
}
