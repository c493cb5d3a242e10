// The one UI kit (issue 33, decision 203): moves the kit's pieces under apps/web/src/components/ui and rewrites
// imports so that no web file outside components/ui imports @mantine/* (the architecture test's rule).
// Re-runnable: after a merge, `node scripts/ui-kit-codemod.mjs` moves nothing new and only rewrites what still
// points at an old path or at @mantine/*. `--check` lists what it would rewrite and exits 1 if anything.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const src = join(root, 'apps/web/src');
const check = process.argv.includes('--check');

/** old folder (under apps/web/src) → its place in the kit */
const MOVES = {
  'components/plain-form': 'components/ui/plain-form',
  'components/spinner': 'components/ui/spinner',
  'components/notice-box': 'components/ui/notice-box',
  'components/load-failed-alert': 'components/ui/load-failed-alert',
  'components/mantine-root': 'components/ui/mantine-root',
  'components/field-errors': 'components/ui/field-errors',
  'components/date-field': 'components/ui/date-field',
  'components/file-input': 'components/ui/file-input',
  'components/dialog': 'components/ui/dialog',
};
/** a @mantine package → the kit file that is its one door */
const MANTINE_DOORS = {
  '@mantine/core': 'components/ui/core',
  '@mantine/hooks': 'components/ui/hooks',
};

// 1. moves (git mv keeps the history)
for (const [from, to] of Object.entries(MOVES)) {
  if (!existsSync(join(src, from))) continue;
  if (check) {
    console.log(`would move ${from} → ${to}`);
    continue;
  }
  mkdirSync(dirname(join(src, to)), { recursive: true });
  execFileSync('git', ['mv', join(src, from), join(src, to)], { cwd: root });
  console.log(`moved ${from} → ${to}`);
}

// 2. rewrite specifiers
const EXTS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const exists = (p) => EXTS.some((e) => existsSync(p + e) && statSync(p + e).isFile());
const mapOld = (abs) => {
  const rel = relative(src, abs);
  for (const [from, to] of Object.entries(MOVES))
    if (rel === from || rel.startsWith(`${from}/`)) return join(src, to + rel.slice(from.length));
  return abs;
};
/** where a file under a kit folder was before the move */
const oldPlace = (abs) => {
  const rel = relative(src, abs);
  for (const [from, to] of Object.entries(MOVES))
    if (rel.startsWith(`${to}/`)) return join(src, from + rel.slice(to.length));
  return abs;
};
const spec = (fromFile, target) => {
  let r = relative(dirname(fromFile), target);
  if (!r.startsWith('.')) r = `./${r}`;
  return r;
};
const inKit = (abs) => relative(src, abs).startsWith('components/ui/');

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' || d.name === 'dist' ? [] : files(p);
    return /\.(ts|tsx|mts)$/.test(d.name) ? [p] : [];
  });
}

const SPEC = /((?:from|import|vi\.mock|vi\.importActual|import\(|new URL\()\s*\(?\s*)(['"])([^'"]+)\2/g;
let changed = 0;
for (const file of [...files(src), ...files(join(root, 'apps/web/build'))]) {
  const text = readFileSync(file, 'utf8');
  const out = text.replace(SPEC, (all, head, q, s) => {
    let next = s;
    if (s.startsWith('.')) {
      const here = resolve(dirname(file), s);
      const bare = s.replace(/\.(module\.)?css$/, '');
      if (!(exists(here) || (bare !== s && existsSync(here)))) {
        const moved = mapOld(here);
        const fromOld = mapOld(resolve(dirname(oldPlace(file)), s));
        const target = exists(moved) || existsSync(moved) ? moved : fromOld;
        if (exists(target) || existsSync(target)) next = spec(file, target);
      }
    } else if (file.startsWith(`${src}/`) && !inKit(file)) {
      const pkg = Object.keys(MANTINE_DOORS).find((p) => s === p);
      if (pkg) next = spec(file, join(src, MANTINE_DOORS[pkg]));
    }
    return next === s ? all : `${head}${q}${next}${q}`;
  });
  if (out !== text) {
    changed++;
    if (check) console.log(`would rewrite ${relative(root, file)}`);
    else writeFileSync(file, out);
  }
}
// 3. what no codemod can decide: a @mantine import left outside the kit (e.g. a CSS sheet) is listed
const left = files(src).filter(
  (f) => !inKit(f) && /from\s+['"]@mantine\/|import\s+['"]@mantine\//.test(readFileSync(f, 'utf8')),
);
for (const f of left) console.log(`still imports @mantine/* outside components/ui: ${relative(root, f)}`);
console.log(`${check ? 'would rewrite' : 'rewrote'} ${changed} files`);
if (check && (changed > 0 || left.length > 0)) process.exit(1);
