import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * Which files each route's screen needs beyond the entry, for the server to announce in the page it answers
 * (decision 176). The SPA asks for a screen's code only once its entry has downloaded and run; a phone then waits
 * another round trip and download before the screen can render. The server knows the path asked for, so it
 * writes `<link rel="modulepreload">` for that screen's chunks into index.html and the browser fetches them
 * beside the entry.
 *
 * The route → module map is read from src/app/route-table.tsx (the one list of routes), the chunks from the
 * build manifest: dist/.vite/route-preloads.json = { "/map": { "js": [...], "css": [...] }, ... } with paths
 * relative to dist and without what index.html already loads.
 */

export interface RoutePreload {
  js: string[];
  css: string[];
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface TableRoute {
  path: string;
  /** source module of the screen, relative to the web app's root (no extension) */
  module: string | null;
  layout: string;
  withoutMantine: boolean;
}

/** The index of the bracket closing the one at `open` (parentheses or braces), skipping quoted strings. */
function closing(text: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '{': '}', '[': ']' };
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i] as string;
    if (c === "'" || c === '"' || c === '`') {
      const end = text.indexOf(c, i + 1);
      if (end < 0) return -1;
      i = end;
    } else if (pairs[c]) stack.push(pairs[c] as string);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

/** Splits an argument list at its top-level commas. */
function topLevelArgs(list: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i] as string;
    if (c === "'" || c === '"' || c === '`') i = list.indexOf(c, i + 1);
    else if ('({['.includes(c)) depth++;
    else if (')}]'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      args.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = list.slice(start).trim();
  if (last) args.push(last);
  return args;
}

const unquote = (s: string | undefined) => /^'([^']*)'$/.exec(s ?? '')?.[1];

/** Reads the route table: each path with its screen's source module, layout and whether it uses Mantine. */
export function readRouteTable(tableFile: string, appRoot: string): TableRoute[] {
  const text = readFileSync(tableFile, 'utf8');
  const dir = path.dirname(tableFile);
  // the module a loader (`const mapPage: PageLoader = () => import('…')`, a kit, a factory) imports
  const moduleOf = (pageExpr: string | undefined): string | null => {
    const ident = /^(\w+)/.exec(pageExpr ?? 'preparing')?.[1] ?? 'preparing';
    const at = text.search(new RegExp(`\\bconst ${ident}\\b[^=]*=`));
    if (at < 0) return null;
    const spec = /import\('([^']+)'\)/.exec(text.slice(at, at + 600))?.[1];
    if (!spec) return null;
    return path.relative(appRoot, path.resolve(dir, spec)).split(path.sep).join('/');
  };
  const routes: TableRoute[] = [];
  const body = text.slice(text.indexOf('export const routeTable'));
  for (const m of body.matchAll(/\broute\(/g)) {
    const open = (m.index as number) + m[0].length - 1;
    const end = closing(body, open);
    const args = topLevelArgs(body.slice(open + 1, end));
    const p = unquote(args[0]);
    if (!p) continue;
    // `{ ...route(…), withoutMantine: true }`
    let withoutMantine = false;
    if (body.slice(Math.max(0, (m.index as number) - 3), m.index) === '...') {
      const objOpen = body.lastIndexOf('{', m.index);
      withoutMantine = /withoutMantine:\s*true/.test(body.slice(objOpen, closing(body, objOpen)));
    }
    routes.push({ path: p, module: moduleOf(args[5]), layout: unquote(args[4]) ?? 'public', withoutMantine });
  }
  // entries written as objects: `{ path: '/receipt', …, layout: 'public', page: receiptPage }`
  for (const m of body.matchAll(/\{\s*path:\s*'([^']+)'/g)) {
    const obj = body.slice(m.index, closing(body, m.index as number) + 1);
    routes.push({
      path: m[1] as string,
      module: moduleOf(/\bpage:\s*([\w.]+)/.exec(obj)?.[1]),
      layout: /\blayout:\s*'(\w+)'/.exec(obj)?.[1] ?? 'public',
      withoutMantine: /withoutMantine:\s*true/.test(obj),
    });
  }
  return routes;
}

/** The files each route needs beyond index.html's own, from the build manifest. */
export function routePreloads(
  routes: TableRoute[],
  manifest: Record<string, ManifestChunk>,
): Record<string, RoutePreload> {
  const closure = (roots: (string | undefined)[]) => {
    const keys = new Set<string>();
    const visit = (key: string | undefined) => {
      if (!key || keys.has(key) || !manifest[key]) return;
      keys.add(key);
      for (const dep of manifest[key].imports ?? []) visit(dep);
    };
    for (const r of roots) visit(r);
    return keys;
  };
  const keyOf = (module: string | null) =>
    module ? [`${module}.tsx`, `${module}.ts`].find((k) => manifest[k]) : undefined;
  const entry = closure([Object.keys(manifest).find((k) => manifest[k]?.isEntry)]);
  const loaded = new Set([...entry].flatMap((k) => [manifest[k]?.file, ...(manifest[k]?.css ?? [])]));
  const mantineRoot = Object.keys(manifest).find((k) => manifest[k]?.name === 'mantine-root');
  const adminLayout = keyOf('src/app/layouts/admin-layout');
  const out: Record<string, RoutePreload> = {};
  for (const r of routes) {
    const page = keyOf(r.module);
    if (!page) continue;
    const keys = closure([
      page,
      r.withoutMantine ? undefined : mantineRoot,
      r.layout === 'admin' ? adminLayout : undefined,
    ]);
    const js = [...keys].map((k) => manifest[k]?.file as string).filter((f) => !loaded.has(f));
    const css = [...new Set([...keys].flatMap((k) => manifest[k]?.css ?? []))].filter((f) => !loaded.has(f));
    out[r.path] = { js, css };
  }
  return out;
}

/** Writes dist/.vite/route-preloads.json after the build (the manifest is written by then). */
export function routePreloadsPlugin(tableFile: string, appRoot: string, outDir: () => string): Plugin {
  return {
    name: 'parking:route-preloads',
    apply: 'build',
    closeBundle: {
      order: 'pre',
      handler() {
        const manifestFile = path.join(outDir(), '.vite', 'manifest.json');
        if (!existsSync(manifestFile)) return;
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
        const preloads = routePreloads(readRouteTable(tableFile, appRoot), manifest);
        writeFileSync(path.join(outDir(), '.vite', 'route-preloads.json'), JSON.stringify(preloads));
      },
    },
  };
}
