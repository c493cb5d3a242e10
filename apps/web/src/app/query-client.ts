import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/write-effects';

export { applyWriteEffects, createQueryClient, type WriteEffects } from '../lib/write-effects';

/** One client for the app; cleared on logout and session expiry so no member data outlives the session. */
export const queryClient: QueryClient = createQueryClient();
