/**
 * Typed dates and times, normalised at the field (decision 145): 2026-11-24, 2026.11.24, 2026/11/24,
 * 20261124, 2026. 11. 24. and full-width digits all become '2026-11-24'; anything else (or a day that does not
 * exist, 2026-02-30) is null and the field says how to write it.
 */
function halfWidth(s: string): string {
  return s
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

const pad = (n: number) => String(n).padStart(2, '0');

export function normaliseDate(input: string): string | null {
  const s = halfWidth(input).trim();
  let m = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (!m) m = /^(\d{4})\s*[-./년]\s*(\d{1,2})\s*[-./월]\s*(\d{1,2})\s*[.일]?$/.exec(s);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2099 || mo < 1 || mo > 12 || d < 1) return null;
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > last) return null;
  return `${y}-${pad(mo)}-${pad(d)}`;
}

/** '9:30', '0930', '09시 30분', '９:３０' → '09:30'; null when not a time of day. */
export function normaliseTime(input: string): string | null {
  const s = halfWidth(input).trim();
  const m = /^(\d{1,2})\s*[:시]?\s*(\d{2})\s*분?$/.exec(s);
  if (!m) return null;
  const [h, mi] = [Number(m[1]), Number(m[2])];
  if (h > 23 || mi > 59) return null;
  return `${pad(h)}:${pad(mi)}`;
}

/** Split a stored 'YYYY-MM-DDTHH:mm' (or 'YYYY-MM-DD HH:mm') value into its date and time parts. */
export function splitDateTime(value: string): { date: string; time: string } {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?/.exec(value ?? '');
  return { date: m?.[1] ?? '', time: m?.[2] ?? '' };
}

/**
 * A search period's problem (decision 193): which end is wrong and the screen's message for it — a date not in
 * YYYY-MM-DD (`format`), or an end before the start (`order`, on the end) — or null when the period is fine.
 */
export function dateRangeProblem(
  start: string,
  end: string,
  messages: { format: string; order: string },
): { field: 'start' | 'end'; message: string } | null {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (!iso.test(start)) return { field: 'start', message: messages.format };
  if (!iso.test(end)) return { field: 'end', message: messages.format };
  if (start > end) return { field: 'end', message: messages.order };
  return null;
}
