import type { UseViewParams } from '../api/time-init';

/** webdiscountuseview of a searched stay: its id and plate travel in the query (spec 2 §7 init.json). */
export function viewPathOf(row: { inOutId: number; carNo: string }): string {
  return `/webdiscountuseview?${new URLSearchParams({ inOutId: String(row.inOutId), carNo: row.carNo })}`;
}

/** The stay webdiscountuseview was opened for, or null when the query is missing or malformed. */
export function readViewParams(params: URLSearchParams): UseViewParams | null {
  const id = params.get('inOutId') ?? '';
  const carNo = (params.get('carNo') ?? '').trim();
  if (!/^[0-9]{1,15}$/.test(id) || Number(id) <= 0 || carNo === '' || carNo.length > 20) return null;
  return { inOutId: Number(id), carNo };
}

/** The car search to return to: the last 4 digits of the plate. */
export function searchPathOf(carNo: string): string {
  const last4 = carNo.slice(-4);
  return /^[0-9]{4}$/.test(last4) ? `/webdiscountuse?carNo=${last4}` : '/webdiscountuse';
}
