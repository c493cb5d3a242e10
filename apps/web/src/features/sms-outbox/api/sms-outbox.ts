import { type SmsOutboxResponse, smsOutboxResponseSchema } from '@parking/shared/accounts/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/demo/sms-outbox?page=…&pageSize=… (demo mode only), newest first. Refreshes every 5 s. */
export function useSmsOutbox(page: number, enabled: boolean) {
  return useQuery<SmsOutboxResponse>({
    queryKey: ['demo', 'sms-outbox', page],
    queryFn: ({ signal }) =>
      api.get('/api/demo/sms-outbox', {
        params: { page, pageSize: 10 },
        schema: smsOutboxResponseSchema,
        signal,
      }),
    enabled,
    refetchInterval: 5000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
