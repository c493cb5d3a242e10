import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** One client for the app; cleared on logout and session expiry so no member data outlives the session. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // retrying an answer of the server (4xx/5xx with our error shape) does not change it
      retry: (count, error) => !(error instanceof ApiError && error.status > 0) && count < 1,
    },
    mutations: { retry: false },
  },
});
