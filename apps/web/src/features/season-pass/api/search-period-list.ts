import { toDomain } from '@parking/shared/common/wire-names';
import { PERIOD_PAGE_SIZE } from '@parking/shared/season-pass/rules';
import { periodListResponseSchema } from '@parking/shared/season-pass/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/period/searchPeriodList.json?carNo=1234&pageIndex&pageUnit=10: the member's applications
 * (`plate`: the last four digits sent as carNo), in domain names. */
export function usePeriodList(plate: string | null, pageIndex: number) {
  return useQuery({
    queryKey: ['period', 'list', plate, pageIndex],
    queryFn: ({ signal }) =>
      api
        .get('/api/period/searchPeriodList.json', {
          params: { carNo: plate ?? '', pageIndex, pageUnit: PERIOD_PAGE_SIZE },
          schema: periodListResponseSchema,
          signal,
        })
        .then((r) => toDomain(r.value)),
    enabled: plate !== null,
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}
