import { toDomain, toWire } from '@parking/shared/common/wire-names';
import { quoteResponseSchema } from '@parking/shared/season-pass/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApplicationFields } from '../lib/application-form';

/** POST /api/period/quote.json: what the application would be and cost (the server computes the amount). */
export function useQuote(fields: ApplicationFields | null) {
  return useQuery({
    queryKey: ['period', 'quote', fields],
    queryFn: ({ signal }) =>
      api
        .post('/api/period/quote.json', fields && toWire(fields), {
          form: false,
          schema: quoteResponseSchema,
          signal,
        })
        .then((r) => toDomain(r.value)),
    enabled: fields !== null,
    retry: false,
    staleTime: 0,
  });
}
