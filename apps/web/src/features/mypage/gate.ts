/**
 * The password gate of /mypagemain hands /mypageupdate a one-time `check` value (spec 2 §2: "mypageupdate
 * (query check)"). It lives in this tab's sessionStorage for 30 minutes, so the edit page opened directly, from
 * another tab or with a made-up value says '잘못된 접근입니다.' and goes back to the gate (decision 016).
 * The server still checks every change on its own (the password is re-verified for withdrawal).
 */
const KEY = 'parking.mypage.check';
export const GATE_TTL_MS = 30 * 60_000;

interface Stored {
  token: string;
  at: number;
}

function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** After a correct password: a fresh value for the address. */
export function issueGateToken(now = Date.now()): string {
  const token = randomToken();
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ token, at: now } satisfies Stored));
  } catch {
    // without storage the gate cannot be passed on reload; the in-page navigation still works below
  }
  memory = { token, at: now };
  return token;
}

let memory: Stored | null = null;

function stored(): Stored | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw) return JSON.parse(raw) as Stored;
  } catch {
    // fall back to memory
  }
  return memory;
}

/** True when `check` is the value the gate issued in this tab within the last 30 minutes. */
export function isGateTokenValid(check: string | null, now = Date.now()): boolean {
  const s = stored();
  if (!check || !s || typeof s.token !== 'string') return false;
  return s.token === check && now - s.at <= GATE_TTL_MS;
}

/** Forget the gate (withdrawal, logout). */
export function clearGateToken(): void {
  memory = null;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
