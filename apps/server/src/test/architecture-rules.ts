import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WIRE_TO_DOMAIN } from '@parking/shared/common/wire-names';

/**
 * The boundaries of the code base (DESIGN §2–3, issue 11), checked over the import statements of every source
 * file of packages/shared, apps/server and apps/web. Paths are relative to the repository root with '/'.
 * Biome formats every file, so static imports start a line; a statement is read up to its `from '…'`.
 */

export type ImportKind = 'static' | 'dynamic' | 'mock';

export interface ImportRef {
  /** the specifier as written */
  spec: string;
  /** the source file it resolves to (repository-relative), or null for a package or a non-source file */
  target: string | null;
  /** a static import/export, an import(…) expression, or a test's vi.mock(…) (no edge of a cycle) */
  kind: ImportKind;
}

export interface Violation {
  rule: string;
  file: string;
  spec?: string;
  detail?: string;
}

export const SOURCE_ROOTS = ['packages/shared/src', 'apps/server/src', 'apps/web/src'] as const;
const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

const STATIC_RE = /^(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"\n]+)['"]|^import\s*['"]([^'"\n]+)['"]/gm;
const DYNAMIC_RE = /\b(import|vi\.mock|vi\.doMock)\(\s*['"]([^'"\n]+)['"]/g;

/** The import specifiers of a source text. */
export function importSpecifiers(text: string): { spec: string; kind: ImportKind }[] {
  const out: { spec: string; kind: ImportKind }[] = [];
  for (const m of text.matchAll(STATIC_RE)) out.push({ spec: (m[1] ?? m[2])!, kind: 'static' });
  for (const m of text.matchAll(DYNAMIC_RE))
    out.push({ spec: m[2]!, kind: m[1] === 'import' ? 'dynamic' : 'mock' });
  return out;
}

/** Resolves a specifier of `from` to a source file of `files` (relative imports and @parking/shared; a folder is its index). */
export function resolveImport(from: string, spec: string, files: ReadonlySet<string>): string | null {
  let base: string;
  if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else if (spec.startsWith('@parking/shared/'))
    base = `packages/shared/src/${spec.slice('@parking/shared/'.length)}`;
  else return null;
  for (const candidate of [
    base,
    ...SOURCE_EXTENSIONS.map((e) => base + e),
    ...SOURCE_EXTENSIONS.map((e) => `${base}/index${e}`),
  ]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** Reads every source file under the roots (tests included). */
export function readSources(repoRoot: string): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE_EXTENSIONS.some((e) => entry.name.endsWith(e)) && !entry.name.endsWith('.d.ts'))
        sources.set(rel, readFileSync(path.join(repoRoot, rel), 'utf8'));
    }
  };
  for (const root of SOURCE_ROOTS) walk(root);
  return sources;
}

export function importGraph(sources: ReadonlyMap<string, string>): Map<string, ImportRef[]> {
  const files = new Set(sources.keys());
  const graph = new Map<string, ImportRef[]>();
  for (const [file, text] of sources) {
    graph.set(
      file,
      importSpecifiers(text).map(({ spec, kind }) => ({
        spec,
        kind,
        target: resolveImport(file, spec, files),
      })),
    );
  }
  return graph;
}

/** Import cycles (strongly connected components of more than one file, or a file importing itself). */
export function importCycles(graph: ReadonlyMap<string, ImportRef[]>): string[][] {
  // Tarjan's algorithm, iterative (deep graphs must not overflow the stack).
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const edges = (f: string) =>
    (graph.get(f) ?? []).filter((r) => r.target !== null && r.kind !== 'mock').map((r) => r.target!);

  for (const start of graph.keys()) {
    if (indexOf.has(start)) continue;
    const work: { node: string; next: number; targets: string[] }[] = [];
    const open = (node: string) => {
      indexOf.set(node, index);
      low.set(node, index);
      index += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: 0, targets: edges(node) });
    };
    open(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      if (frame.next < frame.targets.length) {
        const t = frame.targets[frame.next++]!;
        if (!indexOf.has(t)) open(t);
        else if (onStack.has(t)) low.set(frame.node, Math.min(low.get(frame.node)!, indexOf.get(t)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === indexOf.get(frame.node)) {
        const component: string[] = [];
        let n: string;
        do {
          n = stack.pop()!;
          onStack.delete(n);
          component.push(n);
        } while (n !== frame.node);
        if (component.length > 1 || frame.targets.includes(frame.node)) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

const WEB = 'apps/web/src/';
const SERVER = 'apps/server/src/';
const SHARED = 'packages/shared/src/';

/** features/<name>/… → name */
const featureOf = (file: string) => (file.startsWith(`${WEB}features/`) ? file.split('/')[4] : undefined);
const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test-kit\.ts$/.test(file);
const under = (file: string | null, dir: string) => file?.startsWith(dir) ?? false;

/** Server files that may use the ORM: repositories, the database folder, CLIs and test code. */
function mayUseOrm(file: string): boolean {
  return (
    file.endsWith('.repository.ts') ||
    under(file, `${SERVER}db/`) ||
    under(file, `${SERVER}cli/`) ||
    under(file, `${SERVER}test/`) ||
    isTestCode(file)
  );
}

const MODULES = `${SERVER}modules/`;
/** modules/<name>/… → name */
export const moduleOf = (file: string | null) =>
  file?.startsWith(MODULES) ? file.slice(MODULES.length).split('/')[0] : undefined;

/**
 * Whether `file` may import `target`, as far as the public faces of the server modules go: from outside module X
 * only `X/index.ts` may be imported; test code may also import `X/test-kit.ts`, the test-only face (decision 197).
 */
function throughPublicFace(file: string, target: string): boolean {
  const name = moduleOf(target);
  if (name === undefined || moduleOf(file) === name) return true;
  if (target === `${MODULES}${name}/index.ts`) return true;
  return isTestCode(file) && target === `${MODULES}${name}/test-kit.ts`;
}

/**
 * The graph of the server modules: an edge from module A to module B when a file of A (not test code: tests are
 * leaves nothing imports) imports a file of B, statically, as a type or with import(). Keys are module folders.
 */
export function moduleGraph(graph: ReadonlyMap<string, ImportRef[]>): Map<string, ImportRef[]> {
  const modules = new Map<string, ImportRef[]>();
  const node = (name: string) => {
    const key = `${MODULES}${name}`;
    if (!modules.has(key)) modules.set(key, []);
    return modules.get(key)!;
  };
  for (const [file, refs] of graph) {
    const from = moduleOf(file);
    if (from === undefined) continue;
    const edges = node(from);
    if (isTestCode(file)) continue;
    for (const { target, kind } of refs) {
      const to = moduleOf(target);
      if (to === undefined || to === from || kind === 'mock') continue;
      node(to);
      const key = `${MODULES}${to}`;
      if (!edges.some((e) => e.target === key)) edges.push({ spec: to, target: key, kind });
    }
  }
  return modules;
}

/** The spec's wire names the code behind the contract boundary must not use (decision 206). */
export const FORBIDDEN_WIRE_NAMES: readonly string[] = Object.keys(WIRE_TO_DOMAIN);

/**
 * Server files behind the contract boundary: a module's services, repositories and the rest of its production
 * files (payment handlers, lifecycle steps, lookups), and the jobs. Routes (`*.routes.ts`, where the contract
 * meets the code and maps once), the public faces (`index.ts`, which only re-export) and test code may name
 * the wire fields.
 */
export function isBehindContract(file: string): boolean {
  if (isTestCode(file)) return false;
  if (under(file, `${SERVER}jobs/`)) return true;
  return under(file, MODULES) && !file.endsWith('.routes.ts') && !file.endsWith('/index.ts');
}

/**
 * Web files behind the contract boundary (decision 206, web part): a feature's screens, hooks, state and private
 * helpers, and the shared components. A feature's or component's `api/` folder and its `*-api.ts` files (where
 * the fetch meets the contract and maps once with `toDomain`/`toWire`) and test code may name the wire fields.
 */
export function isWebBehindContract(file: string): boolean {
  if (isTestCode(file) || !/\.tsx?$/.test(file) || file.includes('/api/') || file.endsWith('-api.ts'))
    return false;
  return under(file, `${WEB}features/`) || under(file, `${WEB}components/`);
}

/** The code of a source text without comments and the text of string and template literals. */
export function codeOnly(text: string): string {
  let out = '';
  // a template's `${` … `}` is code: the stack holds the brace depth of each template expression entered
  const templates: number[] = [];
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (c === "'" || c === '"') {
      i++;
      while (i < text.length && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
      out += ' ';
    } else if (c === '`' || (c === '}' && templates.length > 0 && templates.at(-1) === depth)) {
      // a template's text up to its end or its next `${`
      if (c === '}') templates.pop();
      i++;
      while (i < text.length && text[i] !== '`' && !(text[i] === '$' && text[i + 1] === '{'))
        i += text[i] === '\\' ? 2 : 1;
      if (text[i] === '$') {
        templates.push(depth);
        i += 2;
      } else i++;
      out += ' ';
    } else {
      if (c === '{') depth++;
      if (c === '}') depth--;
      out += c;
      i++;
    }
  }
  return out;
}

/** The wire names a file behind the contract boundary uses as identifiers (property names included). */
export function wireNamesIn(text: string): string[] {
  const code = codeOnly(text);
  return FORBIDDEN_WIRE_NAMES.filter((name) => new RegExp(`\\b${name}\\b`).test(code));
}

/** A Mantine package or one of its files (`@mantine/core`, `@mantine/hooks`, `@mantine/core/styles/x.css`…). */
const isMantine = (spec: string) => spec === '@mantine' || spec.startsWith('@mantine/');

/** Longest production file of a server module. */
export const MAX_MODULE_FILE_LINES = 500;

/** Every boundary violation of a code base (empty when it keeps its rules). */
export function checkArchitecture(sources: ReadonlyMap<string, string>): Violation[] {
  const graph = importGraph(sources);
  const violations: Violation[] = [];
  const flag = (rule: string, file: string, spec: string) => violations.push({ rule, file, spec });

  for (const [file, refs] of graph) {
    for (const { spec, target } of refs) {
      // web
      if (file.startsWith(WEB)) {
        const feature = featureOf(file);
        const targetFeature = target ? featureOf(target) : undefined;
        if (feature && targetFeature && targetFeature !== feature)
          flag('web features do not import other features', file, spec);
        if (feature && under(target, `${WEB}app/`)) flag('web features do not import app/', file, spec);
        if (
          under(file, `${WEB}components/`) &&
          (under(target, `${WEB}app/`) || under(target, `${WEB}features/`))
        )
          flag('web components/ does not import app/ or features/', file, spec);
        if (
          under(file, `${WEB}lib/`) &&
          (under(target, `${WEB}app/`) ||
            under(target, `${WEB}features/`) ||
            under(target, `${WEB}components/`))
        )
          flag('web lib/ does not import app/, features/ or components/', file, spec);
        if (under(target, SERVER)) flag('the web app does not import the server', file, spec);
        // one UI kit (decision 203): Mantine, its hooks and dates only behind components/ui, tests included
        if (isMantine(spec) && !under(file, `${WEB}components/ui/`))
          flag('only the web UI kit (components/ui) imports @mantine/*', file, spec);
      }
      // server
      if (file.startsWith(SERVER)) {
        const orm =
          spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/') || under(target, `${SERVER}db/schema/`);
        if (orm && !mayUseOrm(file))
          flag('only repositories (and db/, cli/, test code) use the ORM', file, spec);
        const upper = ['modules/', 'jobs/', 'composition/', 'app.ts'].map((d) => SERVER + d);
        if (under(file, `${SERVER}lib/`) && upper.some((d) => under(target, d)))
          flag('server lib/ does not import modules/, jobs/, composition/ or app.ts', file, spec);
        if (under(file, `${SERVER}plugins/`) && !isTestCode(file) && upper.some((d) => under(target, d)))
          flag('server plugins/ do not import modules/, jobs/, composition/ or app.ts', file, spec);
        if (under(file, `${SERVER}integrations/`) && !isTestCode(file) && upper.some((d) => under(target, d)))
          flag('server integrations/ do not import modules/, jobs/, composition/ or app.ts', file, spec);
        if (under(file, `${SERVER}modules/`) && upper.slice(1).some((d) => under(target, d)))
          flag('server modules/ do not import jobs/, composition/ or app.ts', file, spec);
        if (
          under(file, `${SERVER}modules/payments/`) &&
          under(target, `${SERVER}modules/`) &&
          !under(target, `${SERVER}modules/payments/`) &&
          !isTestCode(file)
        )
          flag('the payments core imports no other module (handlers come from the composition)', file, spec);
        if (target && !throughPublicFace(file, target))
          flag('server modules are used only through their index.ts', file, spec);
        if (under(target, WEB)) flag('the server does not import the web app', file, spec);
      }
      // shared
      if (file.startsWith(SHARED) && !isTestCode(file)) {
        if (target ? !target.startsWith(SHARED) : !spec.startsWith('.') && spec !== 'zod')
          flag('packages/shared depends on zod only', file, spec);
      }
    }
  }
  // A file cycle that crosses modules is a module cycle (every such edge ends at an index.ts): the module rule
  // below reports it once, by module, so the file rule looks at the edges inside a module and outside modules.
  const withinModules = new Map(
    [...graph].map(([file, refs]) => [
      file,
      refs.filter(
        (r) =>
          moduleOf(file) === undefined ||
          moduleOf(r.target) === undefined ||
          moduleOf(r.target) === moduleOf(file),
      ),
    ]),
  );
  for (const cycle of importCycles(withinModules))
    violations.push({ rule: 'no import cycles', file: cycle[0]!, detail: cycle.join(' → ') });
  // Payments were split by lifecycle because one 877-line file had become hard to read (issue 33, decision 196);
  // the same bound keeps every module file readable in one sitting.
  for (const [file, text] of sources) {
    if (!under(file, MODULES) || isTestCode(file)) continue;
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_MODULE_FILE_LINES)
      violations.push({
        rule: `no server module file over ${MAX_MODULE_FILE_LINES} lines (tests excluded)`,
        file,
        detail: `${lines} lines`,
      });
  }
  for (const [file, text] of sources) {
    if (!isBehindContract(file)) continue;
    for (const name of wireNamesIn(text))
      violations.push({
        rule: 'no spec wire name behind the contract boundary (services, repositories, jobs)',
        file,
        detail: name,
      });
  }
  for (const [file, text] of sources) {
    if (!isWebBehindContract(file)) continue;
    for (const name of wireNamesIn(text))
      violations.push({
        rule: 'no spec wire name in web screens, hooks and components (only in their api/ files)',
        file,
        detail: name,
      });
  }
  for (const cycle of importCycles(moduleGraph(graph))) {
    const names = cycle.map((m) => m.slice(MODULES.length));
    violations.push({ rule: 'server modules form no cycle', file: cycle[0]!, detail: names.join(' → ') });
  }
  return violations;
}
