/**
 * The particle 으로/로 after a word the text does not know in advance (a discount's name, an authority's name),
 * instead of the machine-like '(으)로' (issue 32). A final consonant other than ㄹ takes 으로; a vowel or ㄹ takes
 * 로. Brackets, quotes and spaces at the end are skipped ('경차(1,000cc 미만)' ends in 만 → 으로); digits and
 * Latin letters are read as Korean reads them (3 삼 → 으로, 7 칠 → 로, m 엠 → 으로, % 퍼센트 → 로).
 */
const DIGIT_TAKES_EURO = new Set(['0', '3', '6']);
const LATIN_TAKES_EURO = new Set(['m', 'n']);

function takesEuro(word: string): boolean {
  for (let i = word.length - 1; i >= 0; i--) {
    const ch = word.charAt(i);
    const code = ch.charCodeAt(0);
    if (code >= 0xac00 && code <= 0xd7a3) {
      const final = (code - 0xac00) % 28;
      return final !== 0 && final !== 8;
    }
    // '%' is read 퍼센트: 로
    if (ch === '%') return false;
    if (ch >= '0' && ch <= '9') return DIGIT_TAKES_EURO.has(ch);
    if (/[a-z]/i.test(ch)) return LATIN_TAKES_EURO.has(ch.toLowerCase());
  }
  return false;
}

/** `word` followed by 으로 or 로, as a person would write it. */
export function withRo(word: string): string {
  return `${word}${takesEuro(word) ? '으로' : '로'}`;
}
