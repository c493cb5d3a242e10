import { drawListResponseSchema, drawRecordResponseSchema } from '@parking/shared/season-pass/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/period/draws.json: lottery windows, newest first (public). */
export function useDraws() {
  return useQuery({
    queryKey: ['period', 'draws'],
    queryFn: ({ signal }) =>
      api
        .get('/api/period/draws.json', { schema: drawListResponseSchema, signal })
        .then((r) => r.value.result),
  });
}

/** GET /api/period/draw.json?roundId: one lottery's public record. */
export function useDrawRecord(roundId: number | null) {
  return useQuery({
    queryKey: ['period', 'draw', roundId],
    queryFn: ({ signal }) =>
      api
        .get('/api/period/draw.json', {
          params: { roundId: roundId ?? 0 },
          schema: drawRecordResponseSchema,
          signal,
        })
        .then((r) => r.value),
    enabled: roundId !== null,
  });
}
