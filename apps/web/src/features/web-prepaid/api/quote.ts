import { type QuoteResponse, quoteResponseSchema } from '@parking/shared/web-prepaid/schemas';
import { api } from '../../../lib/api-client';

/** GET /api/time/quote.json?sectnId&buyTime: the price of a top-up, computed on the server ("적용"). */
export async function fetchQuote(sectnId: number, buyTime: number): Promise<QuoteResponse['result']> {
  const res = await api.get('/api/time/quote.json', {
    params: { sectnId, buyTime },
    schema: quoteResponseSchema,
  });
  return res.result;
}
