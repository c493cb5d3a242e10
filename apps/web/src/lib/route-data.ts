import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { RouteDataContext, RouteEntry, RouteQuery } from './route-entry';

// A route's first queries, started by the router beside the screen's code (decision 201). Without it a screen's
// data call started only once the screen's code had loaded and rendered: index → app → screen chunk → call.

/** When the router last put each query's answer in the cache (its dataUpdatedAt). */
const prefetchedAt = new WeakMap<object, number>();

/**
 * How long an answer the router fetched for a screen counts as fresh for that screen's first render although its
 * query is stale at once (`staleTime: 0`): the screen's code comes well within it.
 */
export const PREFETCH_FRESH_MS = 5_000;

/**
 * Starts the queries `entry` declares for this address into `client`, under the keys the screen's hooks use:
 * the screen finds the answer (or the request in flight) instead of asking again. Failures are left to the
 * screen, which asks again and shows its own error state.
 */
export async function prefetchRouteData(
  client: QueryClient,
  entry: RouteEntry,
  context: RouteDataContext,
): Promise<void> {
  if (!entry.data) return;
  let queries: Awaited<ReturnType<NonNullable<RouteEntry['data']>['queries']>>;
  try {
    queries = await entry.data.queries(context);
  } catch {
    return;
  }
  await prefetchQueries(client, queries);
}

/**
 * Puts the answers of `queries` (and of the queries each answer leads to, `next`) into `client`; a failure is
 * left in the cache for whoever reads it (the screen, or the server's render, which then sends the build's page).
 */
export async function prefetchQueries(client: QueryClient, queries: readonly RouteQuery[]): Promise<void> {
  await Promise.all(
    queries.map(async ({ next, ...options }) => {
      const started = Date.now();
      await client.prefetchQuery(options as FetchQueryOptions);
      const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
      if (query?.state.status !== 'success') return;
      if (query.state.dataUpdatedAt >= started) prefetchedAt.set(query, query.state.dataUpdatedAt);
      if (next) await prefetchQueries(client, next(query.state.data as never));
    }),
  );
}

/**
 * `refetchOnMount` of a query that is stale at once (`staleTime: 0`: a fee that grows by the minute): a screen
 * mounted within PREFETCH_FRESH_MS of the router's answer for it shows that answer without asking again; later
 * mounts, or an answer the screen fetched itself, ask again as before. (TanStack Query may ask this more than
 * once per mount, so it must not change anything.)
 */
export function refetchUnlessPrefetched(query: { state: { dataUpdatedAt: number } }): boolean {
  const at = prefetchedAt.get(query);
  return !(at === query.state.dataUpdatedAt && Date.now() - at < PREFETCH_FRESH_MS);
}
