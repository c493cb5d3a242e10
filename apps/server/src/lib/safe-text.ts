/**
 * NUL (PostgreSQL text cannot hold it: the statement fails) and a UTF-16 surrogate without its partner (not a
 * character; drivers fail or replace it silently).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is looked for
const BAD_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BAD_CHARACTERS = new RegExp(BAD_CHARACTER.source, 'g');

/** True when `s` holds a NUL or an unpaired surrogate. */
export function hasBadCharacters(s: string): boolean {
  return BAD_CHARACTER.test(s);
}

/** NUL and unpaired surrogates replaced by U+FFFD: for text that must be stored whatever it holds (audit logs). */
export function sanitizeText(s: string): string {
  return BAD_CHARACTER.test(s) ? s.replace(BAD_CHARACTERS, '\ufffd') : s;
}

/** Deeply sanitised copy of a JSON-like value (strings and keys), for audit rows that are never dropped. */
export function sanitizeDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return sanitizeText(value);
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => sanitizeDeep(v, depth + 1));
  if (Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[sanitizeText(k)] = sanitizeDeep(v, depth + 1);
  return out;
}
