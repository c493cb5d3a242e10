import type { DbOrTx } from '../../db/client';
import { getLotSnapshot, type LotSnapshot, loadedLotSnapshot } from '../lots';

/** The open-data answer (UTF-8 JSON) and its ETag, from the shared lot snapshot. */
export type OpenLots = Pick<LotSnapshot, 'openJson' | 'openEtag'>;

export async function getOpenLots(db: DbOrTx): Promise<OpenLots> {
  return getLotSnapshot(db);
}

/** The open-data answer without a promise when the shared snapshot is fresh and loaded, else undefined. */
export function loadedOpenLots(db: DbOrTx): OpenLots | undefined {
  return loadedLotSnapshot(db);
}
