// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import { describe, expect, it } from 'vitest';
import {
  COMMON_SUBSETS,
  commonFaces,
  commonFontFile,
  commonRange,
  fontRangesJson,
  layoutFeatures,
  PACKAGE_CSS,
  packageFaces,
  rangeCodePoints,
  rareSubsetsModule,
  WHOLE_FONT,
} from '../build/fonts.ts';

const require = createRequire(import.meta.url);
const packageCssFile = require.resolve(PACKAGE_CSS);
const packageCss = readFileSync(packageCssFile, 'utf8');
const faces = packageFaces(packageCss);
const common = commonFaces(faces);
const commonPoints = new Set(common.flatMap((f) => rangeCodePoints(f.range)));

/** The code points a font's character map (cmap format 4 or 12) gives a glyph other than .notdef. */
function mappedCodePoints(sfnt: Buffer): Set<number> {
  const tables = sfnt.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    if (sfnt.toString('latin1', 12 + i * 16, 16 + i * 16) === 'cmap') cmap = sfnt.readUInt32BE(20 + i * 16);
  }
  const points = new Set<number>();
  const count = sfnt.readUInt16BE(cmap + 2);
  for (let i = 0; i < count; i++) {
    const sub = cmap + sfnt.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = sfnt.readUInt16BE(sub);
    if (format === 12) {
      const groups = sfnt.readUInt32BE(sub + 12);
      for (let g = 0; g < groups; g++) {
        const at = sub + 16 + g * 12;
        for (let c = sfnt.readUInt32BE(at); c <= sfnt.readUInt32BE(at + 4); c++) points.add(c);
      }
    } else if (format === 4) {
      const segs = sfnt.readUInt16BE(sub + 6) / 2;
      for (let s = 0; s < segs; s++) {
        const end = sfnt.readUInt16BE(sub + 14 + s * 2);
        const start = sfnt.readUInt16BE(sub + 16 + segs * 2 + s * 2);
        if (start === 0xffff) continue;
        for (let c = start; c <= end; c++) points.add(c);
      }
    }
  }
  return points;
}

describe('the font faces (build/fonts.ts, decision 234)', () => {
  it('reads the unicode ranges of the package', () => {
    expect(rangeCodePoints('U+41-43,U+AC00')).toEqual([0x41, 0x42, 0x43, 0xac00]);
    expect(() => rangeCodePoints('U+zz')).toThrow();
    expect(faces).toHaveLength(120);
    expect(common).toHaveLength(COMMON_SUBSETS.length);
    // the ten most frequent: Latin and the everyday syllables of every Korean page
    for (const ch of '통합주차포털 공지사항 로그인 ABC 123')
      expect(commonPoints.has(ch.codePointAt(0) ?? 0), ch).toBe(true);
  });

  it('gives the app the common file with the common subsets’ range, and lists every other subset (decisions 236, 237)', () => {
    // no face is a stylesheet rule: the module gives the common file (imported by URL, Vite emits it); its range
    // comes with the rarer ones' in the JSON the build emits
    const module = rareSubsetsModule(packageCss, 'import.meta.ROLLUP_FILE_URL_abc', '/cache/common.woff2');
    expect(module).toContain('import common from "/cache/common.woff2?url";');
    expect(module).toContain('export const commonFile = common;');
    const ranges = JSON.parse(fontRangesJson(packageCss)) as { common: string; rare: string[] };
    expect(ranges.common).toBe(commonRange(faces));
    expect(new Set(rangeCodePoints(ranges.common))).toEqual(commonPoints);

    // the other 110: each file imported by URL (Vite emits it), in the package's order; their ranges as data
    const rare = faces.filter((face) => !common.includes(face));
    expect(rare).toHaveLength(110);
    const imports = [...module.matchAll(/^import (f\d+) from "([^"]+)";$/gm)];
    expect(imports.map((m) => m[2])).toEqual(
      rare.map((f) => `pretendard-gov/dist/web/variable/woff2-dynamic-subset/${f.file}?url`),
    );
    expect(module).toContain('export const fontWeight = "45 920";');
    expect(module).toContain(`export const subsetFiles = [${imports.map((m) => m[1]).join(',')}];`);
    // the build fetches the ranges from the JSON it emits (once); none of them is in the script
    expect(module).toContain('fetch(import.meta.ROLLUP_FILE_URL_abc)');
    expect(module).not.toContain('U+');
    expect(ranges.rare).toEqual(rare.map((f) => f.range));
    // the dev server has them inline, the same list
    const dev = rareSubsetsModule(packageCss, null, '/cache/common.woff2');
    const inline = /export const loadRanges = async \(\) => (\{.*\});/.exec(dev)?.[1] ?? '';
    expect(JSON.parse(inline)).toEqual(ranges);
    // together with the common face, every character of the package's 120 subsets, none twice
    const rarePoints = rare.flatMap((f) => rangeCodePoints(f.range));
    expect(rarePoints.filter((c) => commonPoints.has(c))).toEqual([]);
    expect(new Set([...rarePoints, ...commonPoints])).toEqual(
      new Set(faces.flatMap((f) => rangeCodePoints(f.range))),
    );
  });

  it('cuts the common file with every character, weight and feature of the subsets it replaces', async () => {
    const file = await commonFontFile(packageCss, require);
    const cut = await fontverter.convert(readFileSync(file), 'truetype');
    const whole = await fontverter.convert(readFileSync(require.resolve(WHOLE_FONT)), 'truetype');
    // every character of the ranges the font has (the ranges also name U+000D, which no file draws)
    const mapped = mappedCodePoints(cut);
    const inWhole = mappedCodePoints(whole);
    const missing = [...commonPoints].filter((c) => inWhole.has(c) && !mapped.has(c));
    expect(missing).toEqual([]);
    expect(mapped.size).toBe([...commonPoints].filter((c) => inWhole.has(c)).length);
    // every feature the ten files had (kerning, the stylistic sets, …), kerning now also across their borders
    const replacedFiles = common.map((f) =>
      readFileSync(new URL(`woff2-dynamic-subset/${f.file}`, `file://${packageCssFile}`)),
    );
    const replacedFeatures = new Set<string>();
    for (const woff2 of replacedFiles) {
      for (const tag of layoutFeatures(await fontverter.convert(woff2, 'truetype')))
        replacedFeatures.add(tag);
    }
    expect(layoutFeatures(cut)).toEqual(expect.arrayContaining([...replacedFeatures]));
    expect(layoutFeatures(cut)).toEqual(expect.arrayContaining(['kern', 'locl', 'calt']));
    // the weight axis is kept: one file serves 400 to 800 as the 120 subsets did
    expect(cut.includes(Buffer.from('fvar'))).toBe(true);
    // smaller than the ten files it replaces
    const replaced = replacedFiles.reduce((sum, woff2) => sum + woff2.length, 0);
    expect(readFileSync(file).length).toBeLessThan(replaced);
  }, 60_000);
});
