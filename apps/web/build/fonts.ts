import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * Pretendard GOV by unicode-range subsets (decision 088). The package ships the font cut into 120 subsets
 * ordered by how often Korean text uses their characters (subset 119: Latin and the most common syllables);
 * a browser downloads only the subsets whose characters a page shows. The variable font is used: one file
 * per subset serves every weight the design uses (400 to 800), so the home page needs ~10 files (~270 kB)
 * instead of ~30 (~365 kB) for three static weights. font-display: swap: text shows at once in the
 * fallback font. src/styles/fonts.css is a stand-in whose content this plugin generates from the
 * package's stylesheet; the most common subset is preloaded from index.html.
 */
const PACKAGE_CSS = 'pretendard-gov/dist/web/variable/pretendardvariable-gov-dynamic-subset.css';
const FONT_DIR = 'pretendard-gov/dist/web/variable/woff2-dynamic-subset';
const FAMILY = 'Pretendard GOV';
/** The subset with Latin and the most frequent syllables: on every page, so worth a preload. */
export const FIRST_SUBSET = 'PretendardGOVVariable.subset.119.woff2';

/** The @font-face rules, one per subset, minified. */
export function fontFaceCss(packageCss: string): string {
  const rules: string[] = [];
  for (const m of packageCss.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const body = m[1] as string;
    const file = /woff2-dynamic-subset\/([\w.-]+\.woff2)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    const weight = /font-weight:\s*([^;]+);/.exec(body)?.[1];
    if (!file || !range || !weight) continue;
    rules.push(
      `@font-face{font-family:"${FAMILY}";font-style:normal;font-display:swap;font-weight:${weight.trim()};` +
        `src:url("${FONT_DIR}/${file}") format("woff2");` +
        `unicode-range:${range.replace(/\s+/g, '')}}`,
    );
  }
  if (rules.length === 0) throw new Error(`no @font-face rules in ${PACKAGE_CSS}`);
  return `${rules.join('\n')}\n`;
}

export function pretendardSubsets(stubFile: string): Plugin {
  const require = createRequire(stubFile);
  let css: string | null = null;
  return {
    name: 'parking:pretendard-subsets',
    load(id) {
      if (path.resolve(id.split('?')[0] ?? '') !== stubFile) return null;
      css ??= fontFaceCss(readFileSync(require.resolve(PACKAGE_CSS), 'utf8'));
      return css;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const asset = Object.values(ctx.bundle).find(
          (f) => f.type === 'asset' && (f.names?.includes(FIRST_SUBSET) || f.fileName.includes('subset.119')),
        );
        if (!asset) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${asset.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
