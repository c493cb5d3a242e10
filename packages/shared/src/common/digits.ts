/**
 * A number as `toLocaleString('ko-KR', options)` writes it ('1,234,567'), without Intl for an integer: the first
 * Intl call of a page loads the locale's data, a task of tens of milliseconds on a phone in the middle of the first
 * render of a list (issue 36, decision 224). Integers (every count and amount the screens show) are grouped here by
 * threes with ',' exactly as ko-KR does; any other value (fractions, -0, beyond 2^53) still goes through Intl.
 */
export function groupDigits(n: number, options?: Intl.NumberFormatOptions): string {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) {
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
    return n < 0 ? `-${digits}` : digits;
  }
  return n.toLocaleString('ko-KR', options);
}
