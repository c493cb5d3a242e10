import { toWire } from '@parking/shared/common/wire-names';
import type { UseViewParams } from '../api/time-init';

/** webdiscountuseview of a searched stay: its id and plate travel in the query (spec 2 §7 init.json). */
export function viewPathOf(row: { stayId: number; plate: string }): string {
  return `/webdiscountuseview?${new URLSearchParams(toWire({ stayId: String(row.stayId), plate: row.plate }))}`;
}

/** The stay webdiscountuseview was opened for, or null when the query is missing or malformed. */
export function readViewParams(params: URLSearchParams): UseViewParams | null {
  const id = params.get('inOutId') ?? '';
  const plate = (params.get('carNo') ?? '').trim();
  if (!/^[0-9]{1,15}$/.test(id) || Number(id) <= 0 || plate === '' || plate.length > 20) return null;
  return { stayId: Number(id), plate };
}

/** The car search to return to: the last 4 digits of the plate. */
export function searchPathOf(plate: string): string {
  const last4 = plate.slice(-4);
  return /^[0-9]{4}$/.test(last4) ? `/webdiscountuse?carNo=${last4}` : '/webdiscountuse';
}
