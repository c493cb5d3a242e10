import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import { type QuoteResponse, quoteResponseSchema } from '@parking/shared/web-prepaid/schemas';
import { api } from '../../../lib/api-client';

/** GET /api/time/quote.json?sectnId&buyTime: the price of a top-up, computed on the server ("적용"). */
export async function fetchQuote(lotId: number, buyTime: number): Promise<Domain<QuoteResponse['result']>> {
  const res = await api.get('/api/time/quote.json', {
    params: { sectnId: lotId, buyTime },
    schema: quoteResponseSchema,
  });
  return toDomain(res.result);
}
