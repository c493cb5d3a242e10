import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * The Korean catalogue split per area for the browser (decision 087).
 *
 * Code everywhere imports one object, `ko` from '@parking/shared/messages/ko', and reads `ko.<section>.<key>`.
 * That module composes every area's texts, so importing it puts the whole catalogue on every page. This
 * transform keeps the call sites as they are and rewrites each module's import into imports of only the parts
 * that module reads: `ko.frame.x` and `ko.accounts.y` give `{ ...commonKo, accounts: accountsKo }`. An area's
 * texts then land in the chunks of the screens that use them; the bundler drops the rest.
 *
 * Where each section comes from is read from ko.ts itself (its imports and its composition), so a new area
 * added there the usual way needs nothing here. A module that uses `ko` other than as `ko.<section>` (passes it
 * around, indexes it), or reads a section this file cannot place, keeps the full import: never a wrong text.
 */

interface Source {
  file: string;
  exportName: string;
}

interface Catalogue {
  /** section of `ko` → the export holding it (directly, or as a property of a spread export) */
  sections: Map<string, { source: Source; spread: boolean }>;
  /** the exports spread into `ko.errors`, with the codes each defines */
  errorParts: (Source & { codes: Set<string> })[];
}

function topLevelKeys(file: string, exportName: string): string[] {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`export const ${exportName} = {`);
  if (start < 0) return [];
  const keys: string[] = [];
  for (const line of text.slice(start).split('\n').slice(1)) {
    if (/^}/.test(line)) break;
    const m = /^ {2}(\w+):/.exec(line);
    if (m?.[1]) keys.push(m[1]);
  }
  return keys;
}

/** Reads ko.ts: which file and export each section of `ko` comes from. */
export function readCatalogue(koFile: string): Catalogue {
  const text = readFileSync(koFile, 'utf8');
  const dir = path.dirname(koFile);
  const origin = new Map<string, string>();
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.\/ko\/[\w-]+)'/g)) {
    const file = `${path.resolve(dir, m[2] as string)}.ts`;
    for (const name of (m[1] as string).split(',').map((s) => s.trim()))
      if (/^\w+$/.test(name)) origin.set(name, file);
  }
  const body = text.slice(text.indexOf('export const ko = {'));
  const sections: Catalogue['sections'] = new Map();
  const errorParts: Catalogue['errorParts'] = [];
  let inErrors = false;
  for (const line of body.split('\n').slice(1)) {
    if (/^}/.test(line)) break;
    if (/^ {2}errors: \{/.test(line)) {
      inErrors = true;
      continue;
    }
    if (inErrors) {
      if (/^ {2}\}/.test(line)) inErrors = false;
      const spread = /^\s+\.\.\.(\w+),/.exec(line);
      const file = spread?.[1] ? origin.get(spread[1]) : undefined;
      if (spread?.[1] && file)
        errorParts.push({ file, exportName: spread[1], codes: new Set(topLevelKeys(file, spread[1])) });
      continue;
    }
    const spread = /^ {2}\.\.\.(\w+),/.exec(line);
    if (spread?.[1]) {
      const file = origin.get(spread[1]);
      if (!file) continue;
      for (const key of topLevelKeys(file, spread[1]))
        sections.set(key, { source: { file, exportName: spread[1] }, spread: true });
      continue;
    }
    const direct = /^ {2}(\w+): (\w+),/.exec(line);
    if (direct?.[1] && direct[2]) {
      const file = origin.get(direct[2]);
      if (file) sections.set(direct[1], { source: { file, exportName: direct[2] }, spread: false });
    }
  }
  return { sections, errorParts };
}

/** A bare use of a local name (not a property, not inside a string like 'ko-KR'). */
function identifier(name: string): RegExp {
  return new RegExp(`(?<![\\w$.'"\`])${name.replace(/\$/g, '\\$')}(?![\\w$'"\`-])`, 'g');
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2;?/g;

/** The rewritten module, or null to leave it as it is. Exported for the test. */
export function splitKoImports(
  code: string,
  importer: string,
  koFile: string,
  catalogue: Catalogue,
  specifierOf: (file: string) => string,
): string | null {
  const koNoExt = koFile.replace(/\.ts$/, '');
  const isKo = (spec: string) =>
    spec === '@parking/shared/messages/ko' ||
    (spec.startsWith('.') && path.resolve(path.dirname(importer), spec).replace(/\.ts$/, '') === koNoExt);
  let out = code;
  for (const m of code.matchAll(IMPORT)) {
    if (!isKo(m[3] as string)) continue;
    const names = (m[1] as string)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    let koLocal: string | null = null;
    let errorMessageLocal: string | null = null;
    for (const n of names) {
      const [imported, local = imported] = n.split(/\s+as\s+/).map((s) => s.trim());
      if (imported === 'ko') koLocal = local ?? null;
      else if (imported === 'errorMessage') errorMessageLocal = local ?? null;
      else if (!n.startsWith('type ')) return null;
    }
    const rest = out.replace(m[0], '');
    const used = new Set<string>();
    // error codes read (`ko.errors.X`, `errorMessage('X')`); null = some code is computed, so all of them
    let codes: Set<string> | null = new Set<string>();
    if (koLocal) {
      for (const use of rest.matchAll(identifier(koLocal))) {
        const tail = rest.slice((use.index ?? 0) + koLocal.length);
        const after = /^\.([A-Za-z_]\w*)/.exec(tail);
        if (!after?.[1]) return null;
        used.add(after[1]);
        if (after[1] === 'errors') {
          const code = /^\.errors\.([A-Za-z_]\w*)/.exec(tail);
          if (code?.[1]) codes?.add(code[1]);
          else codes = null;
        }
      }
    }
    if (errorMessageLocal) {
      for (const use of rest.matchAll(identifier(errorMessageLocal))) {
        const code = /^\(\s*['"]([A-Za-z_]\w*)['"]\s*\)/.exec(
          rest.slice((use.index ?? 0) + errorMessageLocal.length),
        );
        if (code?.[1]) codes?.add(code[1]);
        else codes = null;
      }
    }
    const needErrors = used.has('errors') || errorMessageLocal !== null;
    const imports = new Map<string, Set<string>>();
    const want = (s: Source) => {
      const set = imports.get(s.file) ?? new Set<string>();
      set.add(s.exportName);
      imports.set(s.file, set);
    };
    const props: string[] = [];
    const spreads = new Set<string>();
    for (const section of used) {
      if (section === 'errors') continue;
      const where = catalogue.sections.get(section);
      if (!where) return null;
      want(where.source);
      if (where.spread) spreads.add(`...${where.source.exportName}`);
      else props.push(`${section}: ${where.source.exportName}`);
    }
    if (needErrors) {
      // only the error maps that define the codes read; all of them when a code is computed or unknown
      const wanted = codes;
      let parts = catalogue.errorParts.filter(
        (p) => wanted === null || [...wanted].some((c) => p.codes.has(c)),
      );
      if (wanted === null || [...wanted].some((c) => !catalogue.errorParts.some((p) => p.codes.has(c))))
        parts = catalogue.errorParts;
      if (parts.length === 0) return null;
      for (const p of parts) want(p);
      props.push(`errors: { ${parts.map((p) => `...${p.exportName}`).join(', ')} }`);
    }
    const lines: string[] = [];
    for (const [file, exportNames] of imports)
      lines.push(`import { ${[...exportNames].join(', ')} } from '${specifierOf(file)}';`);
    const koExpr = `{ ${[...spreads, ...props].join(', ')} }`;
    if (koLocal) lines.push(`const ${koLocal} = ${koExpr};`);
    if (errorMessageLocal)
      lines.push(
        koLocal && needErrors
          ? `const ${errorMessageLocal} = (code) => ${koLocal}.errors[code];`
          : `const ${errorMessageLocal} = (code) => (${koExpr}).errors[code];`,
      );
    // one line where the import was, plus its line breaks: the lines below keep their numbers (source maps)
    const breaks = '\n'.repeat((m[0].match(/\n/g) ?? []).length);
    out = out.replace(m[0], lines.join(' ') + breaks);
  }
  return out === code ? null : out;
}

/** Vite plugin: see the comment at the top of this file. */
export function koSplit(koFile: string): Plugin {
  const messagesDir = path.dirname(koFile);
  const sharedSrc = path.dirname(messagesDir);
  const specifierOf = (file: string) =>
    `@parking/shared/${path.relative(sharedSrc, file).replace(/\\/g, '/').replace(/\.ts$/, '')}`;
  let catalogue: Catalogue | null = null;
  return {
    name: 'parking:ko-split',
    buildStart() {
      catalogue = readCatalogue(koFile);
      this.addWatchFile(koFile);
    },
    transform(code, id) {
      if (!catalogue || id.includes('node_modules') || id.startsWith(messagesDir)) return null;
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '') || !code.includes('messages/ko')) return null;
      const out = splitKoImports(code, id, koFile, catalogue, specifierOf);
      return out === null ? null : { code: out, map: null };
    },
  };
}
