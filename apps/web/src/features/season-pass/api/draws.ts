import { drawListResponseSchema, drawRecordResponseSchema } from '@parking/shared/season-pass/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/period/draws.json: lottery windows, newest first (public). */
export const drawsQuery = queryOptions({
  queryKey: ['period', 'draws'],
  queryFn: ({ signal }) =>
    api.get('/api/period/draws.json', { schema: drawListResponseSchema, signal }).then((r) => r.value.result),
});

/** GET /api/period/draw.json?roundId: one lottery's public record. */
export const drawRecordQuery = (roundId: number | null) =>
  queryOptions({
    queryKey: ['period', 'draw', roundId],
    queryFn: ({ signal }) =>
      api
        .get('/api/period/draw.json', {
          params: { roundId: roundId ?? 0 },
          schema: drawRecordResponseSchema,
          signal,
        })
        .then((r) => r.value),
  });

/** The round /perioddraw shows: the one in the address, else the newest. */
export function chosenRound(param: string | null, draws: readonly { roundId: number }[] | undefined) {
  return Number(param) || draws?.[0]?.roundId || null;
}

export function useDraws() {
  return useQuery(drawsQuery);
}

export function useDrawRecord(roundId: number | null) {
  return useQuery({ ...drawRecordQuery(roundId), enabled: roundId !== null });
}
