/*
 * Pretendard GOV's faces, added from script (decisions 236, 237). None is a @font-face rule:
 * - The common file (the ten most frequent subsets cut as one, decision 234) is added to `document.fonts` once its
 *   file has loaded. A face added while its file still loads makes the browser lay the page out then (the text
 *   matched against a face that is not there yet) and again when it comes; added when loaded, the swap is one
 *   layout (the first of the two was 5–9 ms of a phone-class CPU on every page).
 * - The 110 rarer subsets are added only when the page shows one of their characters: declaring them all made
 *   every layout of text in the family match it against all 111 faces, loaded or not (on /main the font swap's
 *   layouts took 55–73 ms of a phone-class CPU with them, 26–33 without). A public first page needs none or one
 *   of them: /loginmain's '깁', /lookup's '숫'.
 *
 * What is read for the rarer ones: the text of the page when this starts and of every piece the app adds or
 * changes later, the values and placeholders of the form fields then on the page, and what a person types. A
 * character shown in a way none of these sees (a value a script sets into a field that is already there, with
 * nothing else changing) keeps the fallback font, as before its file came.
 */

import { nextTask } from './next-task';

export const FONT_FAMILY = 'Pretendard GOV';

/** A rarer subset: the URL of its file and its unicode range (`U+AC00-AC0F,U+0041,…`). */
export type RareSubset = readonly [url: string, range: string];

/**
 * A reader of text that calls `declare(i)` once for each subset `i` of `subsets` the first time a text it reads
 * has one of that subset's characters (characters outside every subset — the common file's — cost nothing).
 */
export function rareCharacterReader(
  subsets: readonly RareSubset[],
  declare: (index: number) => void,
): (text: string) => void {
  if (subsets.length > 255) throw new Error('at most 255 subsets');
  // the subset of each character of the Basic Multilingual Plane, plus one (0: none); the font has no other plane
  const subsetOf = new Uint8Array(0x10000);
  subsets.forEach(([, range], index) => {
    fillRanges(subsetOf, range, index + 1);
  });
  const declared = new Uint8Array(subsets.length + 1);
  return (text) => {
    for (let i = 0; i < text.length; i++) {
      const n = subsetOf[text.charCodeAt(i)] as number;
      if (n !== 0 && declared[n] === 0) {
        declared[n] = 1;
        declare(n - 1);
      }
    }
  };
}

/**
 * Sets `table[c] = value` for each code point c of the unicode-range list `ranges` (`U+AC00-AC0F,U+41,…`; code
 * points past U+FFFF and malformed parts are skipped). Read a character at a time: the 110 lists hold ~20,000
 * parts, and a regular expression per part made this a long task on a phone.
 */
export function fillRanges(table: Uint8Array, ranges: string, value: number): void {
  let from = -1;
  let current = -1;
  const end = () => {
    if (current >= 0 && current <= 0xffff) {
      const start = from >= 0 ? from : current;
      if (start <= current) table.fill(value, start, current + 1);
    }
    from = -1;
    current = -1;
  };
  for (let i = 0; i < ranges.length; i++) {
    const c = ranges.charCodeAt(i);
    const digit =
      c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
    if (digit >= 0) current = current < 0 ? digit : current * 16 + digit;
    else if (c === 45 /* - */) {
      from = current;
      current = -1;
    } else if (c === 44 /* , */) end();
    // 'U', '+' and spaces only lead a part
  }
  end();
}

/** The text of `node`'s form fields that textContent leaves out: their values and placeholders. */
function fieldText(node: ParentNode): string {
  let text = '';
  for (const field of node.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    text += field.value + field.placeholder;
  }
  return text;
}

/**
 * Asks for a face's file at once and adds the face to `document.fonts` once the file has loaded and its range is
 * known: one layout of the page for it (the text shows in the fallback font until then, as `display: swap`
 * would). A file or range that does not come leaves those characters in the fallback font.
 */
export function addWhenLoaded(
  url: string,
  range: string | Promise<string>,
  weight: string,
  doc: Document = document,
): Promise<void> {
  const face = new FontFace(FONT_FAMILY, `url("${url}") format("woff2")`, {
    weight,
    style: 'normal',
    display: 'swap',
  });
  return Promise.all([face.load(), range]).then(
    ([, unicodeRange]) => {
      face.unicodeRange = unicodeRange;
      doc.fonts.add(face);
    },
    () => undefined,
  );
}

/**
 * Reads the page now and from then on (see the top of this file), and adds each rarer subset's face when its
 * first character shows (`addWhenLoaded`). Returns a stop function.
 */
export function declareRareFacesAsNeeded(
  subsets: readonly RareSubset[],
  weight: string,
  doc: Document = document,
): () => void {
  const read = rareCharacterReader(subsets, (index) => {
    const [url, range] = subsets[index] as RareSubset;
    addWhenLoaded(url, range, weight, doc);
  });
  const body = doc.body;
  // the page as it is, in a task after the one that built the table (two short tasks instead of one long one)
  let stopped = false;
  void nextTask().then(() => {
    if (stopped) return;
    read(body.textContent ?? '');
    read(fieldText(body));
  });
  const observer = new MutationObserver((records) => {
    let added = false;
    for (const record of records) {
      if (record.type === 'characterData') read(record.target.nodeValue ?? '');
      else {
        for (const node of record.addedNodes) {
          read(node.textContent ?? '');
          added = true;
        }
      }
    }
    // a screen drawn or redrawn: its fields' values (set as properties, no record of their own) are there now
    if (added) read(fieldText(body));
  });
  observer.observe(body, { childList: true, subtree: true, characterData: true });
  const onInput = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) read(target.value);
  };
  doc.addEventListener('input', onInput, { capture: true, passive: true });
  return () => {
    stopped = true;
    observer.disconnect();
    doc.removeEventListener('input', onInput, { capture: true });
  };
}

/** What styles/font-subsets.ts gives: the rarer subsets' files, their weight range, and their ranges to fetch. */
export interface RareSubsetSource {
  fontWeight: string;
  subsetFiles: readonly string[];
  /** the common file's range and the rarer subsets' (fetched once) */
  loadRanges: () => Promise<{ common: string; rare: readonly string[] }>;
}

/**
 * Fetches the rarer subsets' ranges and starts `declareRareFacesAsNeeded` with them. Ranges that do not come, or
 * do not match the files one for one, declare nothing: those characters stay in the fallback font.
 */
export async function startRareFaces(source: RareSubsetSource): Promise<(() => void) | undefined> {
  const ranges = (await source.loadRanges())?.rare;
  if (!Array.isArray(ranges) || ranges.length !== source.subsetFiles.length) return undefined;
  if (!ranges.every((r) => typeof r === 'string')) return undefined;
  const subsets = source.subsetFiles.map((url, i): RareSubset => [url, ranges[i] as string]);
  return declareRareFacesAsNeeded(subsets, source.fontWeight);
}

/** What styles/font-subsets.ts gives for the common file: its URL (empty in the stand-in), weights and range. */
export interface CommonFaceSource {
  commonFile: string;
  fontWeight: string;
  loadRanges: RareSubsetSource['loadRanges'];
}

/**
 * Adds the common face once its file has loaded; its range comes with the rarer ones' (one small JSON fetched
 * beside the file, decision 237). Nothing where the build left the stand-in empty.
 */
export function startCommonFace(source: CommonFaceSource): Promise<void> {
  if (!source.commonFile) return Promise.resolve();
  const range = source.loadRanges().then((r) => {
    if (typeof r?.common !== 'string' || r.common === '') throw new Error('no common range');
    return r.common;
  });
  return addWhenLoaded(source.commonFile, range, source.fontWeight);
}
