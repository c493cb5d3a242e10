import type { LoginVO } from '@parking/shared/auth/schemas';
import { toDomain, toWire } from '@parking/shared/common/wire-names';
import { useSyncExternalStore } from 'react';

/**
 * The client session record of spec 1 §3, kept in sessionStorage and cleared on logout. The code says `memberId`;
 * the stored record keeps the spec's `empEsntlId` (written `toWire`, read `toDomain`: a tab's record from before
 * decision 206's web part reads the same).
 */
export interface ClientSession {
  isLogin: boolean;
  authorCode: LoginVO['authorCode'] | '';
  empNo: string;
  empNm: string;
  empMobile: string;
  empCarNo: string;
  zipcode: string;
  addr: string;
  addrDetail: string;
  marketYn: 'Y' | 'N';
  /** the account's stable id (the login answer's `empEsntlId`) */
  memberId: string;
  empDiv: LoginVO['empDiv'] | '';
}

const KEY = 'parking.session';

export const loggedOut: ClientSession = Object.freeze({
  isLogin: false,
  authorCode: '',
  empNo: '',
  empNm: '',
  empMobile: '',
  empCarNo: '',
  zipcode: '',
  addr: '',
  addrDetail: '',
  marketYn: 'N',
  memberId: '',
  empDiv: '',
});

function read(): ClientSession {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    return raw ? { ...loggedOut, ...(toDomain(JSON.parse(raw)) as Partial<ClientSession>) } : loggedOut;
  } catch {
    return loggedOut;
  }
}

let current: ClientSession = read();
// Whether the frame may show who is logged in (decision 191). A member's record in this tab is shown at once;
// without one the browser may still hold a live session cookie (a new tab, a reload after the tab's storage was
// lost), so the login links wait until the server has said (session-sync.ts) or the page was a guest's.
let known = current.isLogin;
const listeners = new Set<() => void>();

function write(next: ClientSession): void {
  current = next;
  known = true;
  try {
    if (next.isLogin) globalThis.sessionStorage?.setItem(KEY, JSON.stringify(toWire(next)));
    else globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    // storage may be unavailable (private mode); the in-memory copy still works
  }
  for (const l of listeners) l();
}

export function getSession(): ClientSession {
  return current;
}

/** Store the member after a successful login. */
export function setLoggedIn(vo: LoginVO): void {
  write({
    isLogin: true,
    authorCode: vo.authorCode,
    empNo: vo.empNo,
    empNm: vo.empNm,
    empMobile: vo.empMobile,
    empCarNo: vo.empCarNo,
    zipcode: vo.zipcode,
    addr: vo.address,
    addrDetail: vo.addressDetail,
    marketYn: vo.marketYn,
    memberId: vo.empEsntlId,
    empDiv: vo.empDiv,
  });
}

/** Reset every field (logout, session expiry). */
export function clearSession(): void {
  write(loggedOut);
}

/**
 * The tab now knows who is logged in: the server answered the session check (or could not be asked), or it
 * served a page it serves only without a live session (a page rendered ahead, plugins/static.ts).
 */
export function markSessionKnown(): void {
  if (known) return;
  known = true;
  for (const l of listeners) l();
}

/** True once the tab knows who is logged in (see markSessionKnown). */
export function isSessionKnown(): boolean {
  return known;
}

function getKnownSession(): ClientSession | null {
  return known ? current : null;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: the current client session, re-rendering on change. */
export function useSession(): ClientSession {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/**
 * React hook for what the frame shows of the session (member line, menus): null while the tab does not know yet
 * whether the browser is logged in, so a member is never shown the guest's 로그인 | 회원가입, nor a guest a
 * member's menu.
 */
export function useKnownSession(): ClientSession | null {
  return useSyncExternalStore(subscribeSession, getKnownSession, getKnownSession);
}
