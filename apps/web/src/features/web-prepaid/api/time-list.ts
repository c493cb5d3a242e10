import { toDomain } from '@parking/shared/common/wire-names';
import type { timeListResponseSchema } from '@parking/shared/web-prepaid/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /api/time/list.json?carNo=1234: cars parked now at the store's lots. */
export function useTimeList(last4: string | null) {
  return useQuery({
    queryKey: ['web-prepaid', 'list', last4],
    queryFn: async ({ signal }) =>
      (
        await api.get<z.infer<typeof timeListResponseSchema>>('/api/time/list.json', {
          params: { carNo: last4 },
          // loaded beside the answer: zod stays off the screen's first load (decision 223)
          schema: () => import('@parking/shared/web-prepaid/schemas').then((m) => m.timeListResponseSchema),
          signal,
        })
      ).result.list.map((row) => toDomain(row)),
    enabled: last4 !== null,
    staleTime: 0,
  });
}
