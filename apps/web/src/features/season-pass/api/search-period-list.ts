import { PERIOD_PAGE_SIZE } from '@parking/shared/season-pass/rules';
import { periodListResponseSchema } from '@parking/shared/season-pass/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/period/searchPeriodList.json?carNo=1234&pageIndex&pageUnit=10: the member's applications. */
export function usePeriodList(carNo: string | null, pageIndex: number) {
  return useQuery({
    queryKey: ['period', 'list', carNo, pageIndex],
    queryFn: ({ signal }) =>
      api
        .get('/api/period/searchPeriodList.json', {
          params: { carNo: carNo ?? '', pageIndex, pageUnit: PERIOD_PAGE_SIZE },
          schema: periodListResponseSchema,
          signal,
        })
        .then((r) => r.value),
    enabled: carNo !== null,
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}
