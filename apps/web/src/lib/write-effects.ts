import {
  type QueryClient as Client,
  type DefaultOptions,
  hashKey,
  MutationCache,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * What a write changes (decision 140). Every mutation of the app declares it in `meta`; the client's
 * mutation cache applies it after a successful write, before the caller's own onSuccess/alert/navigation:
 * - `removes`: queries of records that no longer exist (a deleted record's view) are marked stale without a
 *   refetch, so no `view.json` 404 fires while the deleting screen is still mounted;
 * - `invalidates`: query roots whose lists and views show the change are marked stale (active ones refetch).
 */
export interface WriteEffects {
  invalidates?: readonly QueryKey[];
  removes?: readonly QueryKey[];
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: WriteEffects;
  }
}

/** Applies a write's effects; also for writes made outside a mutation (plain `api.post` in a handler). */
export async function applyWriteEffects(client: Client, effects: WriteEffects | undefined): Promise<void> {
  if (!effects) return;
  const gone = new Set((effects.removes ?? []).map((k) => hashKey(k)));
  for (const queryKey of effects.removes ?? []) {
    await client.cancelQueries({ queryKey, exact: true });
    // stale but not refetched: the screen still showing it is about to leave; a later visit asks anew
    await client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
  await Promise.all(
    (effects.invalidates ?? []).map((queryKey) =>
      client.invalidateQueries({ queryKey, predicate: (q) => !gone.has(q.queryHash) }),
    ),
  );
}

/**
 * A client with the write-effects convention. Tests build theirs with it too (their own default options),
 * so a test sees the same refresh after a write as the app.
 */
export function createQueryClient(defaults?: DefaultOptions): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _vars, _ctx, mutation) => applyWriteEffects(client, mutation.meta),
    }),
    defaultOptions: defaults ?? {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // retrying an answer of the server (4xx/5xx with our error shape) does not change it
        retry: (count, error) => !(error instanceof ApiError && error.status > 0) && count < 1,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
