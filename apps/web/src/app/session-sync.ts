import { ko } from '@parking/shared/messages/ko';
import { showAlert } from '../components/ui/dialog/dialog-store';
import { fetchSession } from '../features/auth/api/session';
import { setSessionExpiredHandler } from '../lib/api-client';
import { clearSession, getSession, markSessionKnown, setLoggedIn } from '../lib/session-store';
import { queryClient } from './query-client';

/** The longest the first screen waits for the boot resync before guarding with what the browser has. */
const BOOT_WAIT_MS = 3_000;

let resync: Promise<void> | null = null;

/**
 * Resync with GET /api/session. The browser's record lives in sessionStorage while the server session
 * expires on its own: when the server says anonymous the record is cleared silently (no alert, the member
 * did nothing). When the server knows a member the tab does not (a new tab of a logged-in browser, or a
 * different member, or the same member whose authority staff changed), the tab adopts the server's member
 * so header, guard and API agree.
 * A failed call changes nothing.
 */
export async function resyncSession(): Promise<void> {
  let loginVO: Awaited<ReturnType<typeof fetchSession>>['loginVO'];
  try {
    ({ loginVO } = await fetchSession());
  } catch {
    markSessionKnown();
    return;
  }
  const local = getSession();
  if (!loginVO) {
    if (local.isLogin) {
      clearSession();
      queryClient.clear();
    }
  } else if (
    !local.isLogin ||
    local.memberId !== loginVO.empEsntlId ||
    // staff approved or cancelled the member, or changed the market discount (decision 120): the menus follow
    local.authorCode !== loginVO.authorCode ||
    local.marketYn !== loginVO.marketYn
  ) {
    setLoggedIn(loginVO);
  }
  markSessionKnown();
}

/**
 * Start the boot resync once (main.tsx); the first guard decision waits for it, and so does the frame's member
 * line (at most BOOT_WAIT_MS: on a stalled network the tab's own record is shown then).
 */
export function startSessionResync(): Promise<void> {
  if (!resync) {
    resync = resyncSession();
    setTimeout(markSessionKnown, BOOT_WAIT_MS);
  }
  return resync;
}

/** Resolves when the boot resync is done (or after BOOT_WAIT_MS). */
export function sessionResynced(): Promise<void> {
  if (!resync) return Promise.resolve();
  return Promise.race([resync, new Promise<void>((r) => setTimeout(r, BOOT_WAIT_MS))]);
}

/**
 * Session expiry of spec 1 §4: any answer flagged sessionExpired logs out on this browser, alerts
 * '세션이 만료되었습니다.' and goes to /loginmain (the api client calls this once for a burst of answers).
 */
export function installSessionExpiry(navigate: (to: string) => unknown): void {
  setSessionExpiredHandler(() => {
    clearSession();
    queryClient.clear();
    void showAlert(ko.auth.sessionExpired).then(() => navigate('/loginmain'));
  });
}
