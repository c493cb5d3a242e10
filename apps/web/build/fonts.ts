import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/*
 * Pretendard GOV by unicode-range subsets (decision 088). The package ships the font cut into 120 subsets
 * ordered by how often Korean text uses their characters (subset 119: Latin and the most common syllables);
 * a browser downloads only the subsets whose characters a page shows. The variable font is used: one file
 * per subset serves every weight the design uses (400 to 800). font-display: swap: text shows at once in the
 * fallback font.
 * The ten most frequent subsets (110–119), which every Korean page needs nearly all of, are served as one
 * file cut from the package's whole variable font (decision 234): one request instead of ~10 (~200 kB instead of
 * ~270), and one face instead of ten for the browser to match each piece of text against when it swaps the font
 * in, which is what made the swap's layouts long on a phone (issue 36).
 * No face is a @font-face rule. src/styles/font-subsets.ts, a stand-in this plugin fills, gives the common file
 * and lists the other 110 subsets' files; their ranges, the common one's too, are a JSON file the build emits.
 * lib/font-faces.ts adds the common face once its file has loaded (one layout for the swap instead of two:
 * a face added while still loading lays the page out once then and again when it comes; decision 237), and a
 * rarer subset's face only when the page shows one of its characters (a public first page needs none or one:
 * every declared face costs each layout of text in the family, loaded or not, decision 236).
 */
export const PACKAGE_CSS = 'pretendard-gov/dist/web/variable/pretendardvariable-gov-dynamic-subset.css';
const FONT_DIR = 'pretendard-gov/dist/web/variable/woff2-dynamic-subset';
export const WHOLE_FONT = 'pretendard-gov/dist/web/variable/woff2/PretendardGOVVariable.woff2';
/** The subsets served as one file: the most frequent characters, on every page. */
export const COMMON_SUBSETS = [110, 111, 112, 113, 114, 115, 116, 117, 118, 119] as const;
/** Where the generated common file is kept between builds (it takes a few seconds to cut and compress). */
const CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/parking-fonts', import.meta.url));

interface Face {
  file: string;
  subset: number;
  range: string;
  weight: string;
}

/** The package's @font-face rules, one per subset. */
export function packageFaces(packageCss: string): Face[] {
  const faces: Face[] = [];
  for (const m of packageCss.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const body = m[1] as string;
    const file = /woff2-dynamic-subset\/([\w.-]+\.woff2)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    const weight = /font-weight:\s*([^;]+);/.exec(body)?.[1];
    const subset = Number(/\.subset\.(\d+)\.woff2$/.exec(file ?? '')?.[1]);
    if (!file || !range || !weight || !Number.isInteger(subset)) continue;
    faces.push({ file, subset, range: range.replace(/\s+/g, ''), weight: weight.trim() });
  }
  if (faces.length === 0) throw new Error(`no @font-face rules in ${PACKAGE_CSS}`);
  return faces;
}

/** The package's faces that the common file replaces. */
export const commonFaces = (faces: readonly Face[]): Face[] =>
  faces.filter((f) => (COMMON_SUBSETS as readonly number[]).includes(f.subset));

/** The unicode range of the common file: the COMMON_SUBSETS' ranges together. */
export function commonRange(faces: readonly Face[]): string {
  const common = commonFaces(faces);
  if (common.length !== COMMON_SUBSETS.length)
    throw new Error(`${PACKAGE_CSS}: subsets ${COMMON_SUBSETS.join(',')} not all found`);
  return common.map((f) => f.range).join(',');
}

/** The rarer subsets (all but the COMMON_SUBSETS), in the package's order. */
export const rareFaces = (faces: readonly Face[]): Face[] => {
  const common = commonFaces(faces);
  return faces.filter((f) => !common.includes(f));
};

/**
 * The module src/styles/font-subsets.ts stands in for: the common file's URL (as Vite emits it), every rarer
 * subset's file, the weight range they share, and `loadRanges()`: the common file's unicode range and the rarer
 * subsets' in the same order as their files. In a build the ranges are data, not code: a JSON file the build emits
 * (`rangesUrl`, an expression for its URL), fetched once when the app adds faces (~60 kB of ranges, ~14 kB
 * brotli, parsed as JSON instead of compiled as a script, beside the common file's download); the dev server
 * (`rangesUrl` null) has them inline.
 */
export function rareSubsetsModule(packageCss: string, rangesUrl: string | null, commonFile: string): string {
  const rare = rareFaces(packageFaces(packageCss));
  return [
    `import common from ${JSON.stringify(`${commonFile}?url`)};`,
    ...rare.map((f, i) => `import f${i} from ${JSON.stringify(`${FONT_DIR}/${f.file}?url`)};`),
    'export const commonFile = common;',
    `export const fontWeight = ${JSON.stringify(rare[0]?.weight ?? '')};`,
    `export const subsetFiles = [${rare.map((_f, i) => `f${i}`).join(',')}];`,
    'let ranges;',
    rangesUrl === null
      ? `export const loadRanges = async () => ${fontRangesJson(packageCss)};`
      : `export const loadRanges = () => (ranges ??= fetch(${rangesUrl}).then((r) => { if (!r.ok) throw new Error('font ranges: ' + r.status); return r.json(); }));`,
    '',
  ].join('\n');
}

/** The JSON the build emits for `loadRanges`: the common file's unicode range, and the rarer subsets' in order. */
export const fontRangesJson = (packageCss: string): string => {
  const faces = packageFaces(packageCss);
  return JSON.stringify({ common: commonRange(faces), rare: rareFaces(faces).map((f) => f.range) });
};

/** The code points of a unicode-range list (U+AC00-AC0F,U+0041,…). */
export function rangeCodePoints(ranges: string): number[] {
  const points: number[] = [];
  for (const part of ranges.split(',')) {
    const m = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!m) throw new Error(`not a unicode range: ${part}`);
    const from = Number.parseInt(m[1] as string, 16);
    const to = m[2] ? Number.parseInt(m[2], 16) : from;
    for (let c = from; c <= to; c++) points.push(c);
  }
  return points;
}

/** The OpenType feature tags of a font's GSUB and GPOS tables (sfnt, not compressed). */
export function layoutFeatures(sfnt: Buffer): string[] {
  const tables = sfnt.readUInt16BE(4);
  const tags = new Set<string>();
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    const tag = sfnt.toString('latin1', record, record + 4);
    if (tag !== 'GSUB' && tag !== 'GPOS') continue;
    const table = sfnt.readUInt32BE(record + 8);
    const featureList = table + sfnt.readUInt16BE(table + 6);
    const count = sfnt.readUInt16BE(featureList);
    for (let f = 0; f < count; f++)
      tags.add(sfnt.toString('latin1', featureList + 2 + f * 6, featureList + 6 + f * 6));
  }
  return [...tags].sort();
}

/**
 * The common file: the package's whole variable font cut to the COMMON_SUBSETS' characters, every layout
 * feature and the weight axis kept, as WOFF2. Cached under node_modules/.cache by the inputs' hash.
 */
export async function commonFontFile(packageCss: string, require: NodeJS.Require): Promise<string> {
  const faces = commonFaces(packageFaces(packageCss));
  const whole = readFileSync(require.resolve(WHOLE_FONT));
  const key = createHash('sha256')
    .update(whole)
    .update(faces.map((f) => f.range).join(','))
    .update(readFileSync(require.resolve('subset-font/package.json')))
    .digest('base64url')
    .slice(0, 12);
  const file = path.join(CACHE_DIR, `PretendardGOVVariable.common-${key}.woff2`);
  if (existsSync(file)) return file;
  const { default: subsetFont } = await import('subset-font');
  const { default: fontverter } = await import('fontverter');
  const sfnt = await fontverter.convert(whole, 'truetype');
  const text = String.fromCodePoint(...new Set(faces.flatMap((f) => rangeCodePoints(f.range))));
  const cut = await subsetFont(sfnt, text, { targetFormat: 'woff2', keepFeatures: layoutFeatures(sfnt) });
  mkdirSync(CACHE_DIR, { recursive: true });
  // written under a temporary name first: a build stopped half-way leaves no half file under the real name
  writeFileSync(`${file}.tmp`, cut);
  renameSync(`${file}.tmp`, file);
  return file;
}

/** Fills the stand-in `subsetsFile`: the common file and the rarer subsets' list. */
export function pretendardSubsets(subsetsFile: string): Plugin {
  const require = createRequire(subsetsFile);
  const packageCss = () => readFileSync(require.resolve(PACKAGE_CSS), 'utf8');
  let serve = false;
  return {
    name: 'parking:pretendard-subsets',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    async load(id) {
      const file = path.resolve(id.split('?')[0] ?? '');
      if (file !== subsetsFile) return null;
      const css = packageCss();
      const common = await commonFontFile(css, require);
      if (serve) return rareSubsetsModule(css, null, common);
      const ref = this.emitFile({ type: 'asset', name: 'font-ranges.json', source: fontRangesJson(css) });
      return rareSubsetsModule(css, `import.meta.ROLLUP_FILE_URL_${ref}`, common);
    },
  };
}
