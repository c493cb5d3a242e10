import { ApiError, api } from '../lib/api-client';
import type { RouteEntry } from '../lib/route-entry';
import { visitCategoryOf } from './route-table';

/**
 * POST /api/visitInfo after a completed navigation. Visit logging must never disturb the user: failures are
 * swallowed; a sessionExpired answer has already been handled by the api client's handler.
 */
export async function reportVisit(pathname: string, entry: RouteEntry | undefined): Promise<void> {
  try {
    await api.post('/api/visitInfo', {
      visitedPathName: pathname,
      visitedCategory: entry ? visitCategoryOf(entry) : '',
    });
  } catch (e) {
    if (e instanceof ApiError && e.sessionExpired) return;
  }
}
