import { toDomain } from '@parking/shared/common/wire-names';
import { periodViewResponseSchema } from '@parking/shared/season-pass/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const periodViewKey = (periodId: number | null) => ['period', 'view', periodId] as const;

/** GET /api/period/view.json?periodId&isMobile: resultMap.result (with expiredYn) and easypayParams. */
export function usePeriodView(periodId: number | null) {
  return useQuery({
    queryKey: periodViewKey(periodId),
    queryFn: ({ signal }) =>
      api
        .get('/api/period/view.json', {
          params: {
            periodId: periodId ?? 0,
            isMobile: String(window.matchMedia?.('(max-width: 48em)').matches ?? false),
          },
          schema: periodViewResponseSchema,
          signal,
        })
        .then((r) => toDomain(r.resultMap)),
    enabled: periodId !== null,
    retry: false,
    staleTime: 0,
  });
}
