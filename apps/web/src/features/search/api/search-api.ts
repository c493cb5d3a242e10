import { type SearchAnswer, searchAnswerSchema } from '@parking/shared/search/schemas';
import { api } from '../../../lib/api-client';

export interface SearchParams {
  searchKeyword: string;
  sort: 'accuracy' | 'newest';
  period: 'all' | 'week' | 'month';
}

/** GET /api/search/searchList.json: menus, notices, FAQ and lots matching a (partial) word. */
export function fetchSearch(p: SearchParams, signal?: AbortSignal): Promise<SearchAnswer> {
  return api.get('/api/search/searchList.json', { params: { ...p }, schema: searchAnswerSchema, signal });
}
