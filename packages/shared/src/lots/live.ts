/**
 * The live availability stream (GET /api/open/availability/stream, server-sent events; decision 218): what a
 * client receives. Counts only: no plate, session or person.
 */

/** Path of the stream. */
export const AVAILABILITY_STREAM_PATH = '/api/open/availability/stream';

/** Event names: `snapshot` (every lot, on connect or when a resume is impossible), `availability` (one lot). */
export const LIVE_EVENTS = { snapshot: 'snapshot', availability: 'availability' } as const;

/** One lot's availability: free cells (cells − vehicles in, never negative) out of its cells. */
export interface LiveLot {
  lotId: number;
  free: number;
  cells: number;
}

/** Data of a `snapshot` event. */
export interface LiveSnapshot {
  lots: LiveLot[];
}

/** Parses an event's data; null when it is not what the server sends. */
export function parseLiveLot(value: unknown): LiveLot | null {
  if (typeof value !== 'object' || value === null) return null;
  const { lotId, free, cells } = value as Record<string, unknown>;
  return Number.isInteger(lotId) && Number.isInteger(free) && Number.isInteger(cells)
    ? { lotId: lotId as number, free: free as number, cells: cells as number }
    : null;
}
