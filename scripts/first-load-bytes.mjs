// First-load JavaScript and CSS (gzip -9) of a few screens, read from the web build's manifest (apps/web/dist):
// the entry with its static imports plus what the router loads for the screen before drawing it (app/router.tsx):
// its page module, for a screen of the admin kit also the kit screen's own chunk (kit-pages.ts: the resource's
// module and the list/view/form code, decision 222), the admin layout, and Mantine's provider unless the route
// is built without it. Issue 33: none may grow with the UI kit. What the screen asks for once drawn (its answers'
// schemas, a dialog) is not counted: compare with a real first visit (`npm run bench:web-members`, decision 225).
//   node scripts/first-load-bytes.mjs [distDir]
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

//   node scripts/first-load-bytes.mjs --files   also lists each screen's JavaScript files (to compare with the
//   network log of a real first visit)
const args = process.argv.slice(2);
const listFiles = args.includes('--files');
const dist = args.find((a) => !a.startsWith('--')) ?? new URL('../apps/web/dist', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const find = (re) => Object.keys(manifest).find((k) => re.test(k));
const mantineRoot = find(/mantine-root/);
const adminLayout = find(/app\/layouts\/admin-layout\.tsx$/);
const kitList = 'src/components/admin-kit/resource-list-page.tsx';

const screens = [
  ['/main', ['src/features/home/pages/main-page.tsx']],
  ['/lookup', ['src/features/prepay/pages/lookup-page.tsx']],
  // built on the kit's plain widgets, without Mantine's provider (decisions 223, 225)
  ['/mypagemain', ['src/features/mypage/pages/mypage-main-page.tsx']],
  ['/webdiscountuse', ['src/features/web-prepaid/pages/web-discount-use-page.tsx']],
  ['/periodapplication', ['src/features/season-pass/pages/period-application-page.tsx']],
  // admin kit lists: the resource's module and the list screen's chunk, asked for together
  ['/generalmembership', ['src/features/admin-members/member-resources.tsx', kitList, adminLayout]],
  ['/noticemanagement', ['src/features/admin-boards/board-resource.tsx', kitList, adminLayout]],
];

const gz = (f) => gzipSync(readFileSync(`${dist}/${f}`), { level: 9 }).length;
function closure(roots) {
  const keys = new Set();
  const visit = (k) => {
    if (!k || keys.has(k) || !manifest[k]) return;
    keys.add(k);
    for (const d of manifest[k].imports ?? []) visit(d);
  };
  for (const r of roots) visit(r);
  return keys;
}
const rows = [];
/** the screen's code carries Mantine's components: its route then loads Mantine's provider too (app/router.tsx) */
const usesMantine = (files) =>
  files.some(
    (f) =>
      existsSync(`${dist}/${f}.map`) &&
      JSON.parse(readFileSync(`${dist}/${f}.map`, 'utf8')).sources.some((s) =>
        s.includes('node_modules/@mantine/core/'),
      ),
  );
const filesOf = (keys) => [...new Set([...keys].map((k) => manifest[k].file))];
for (const [path, wanted] of screens) {
  // an older build (a before/after comparison) may not have a chunk: the kit list is one since decision 222
  const roots = wanted.filter((r) => r && manifest[r]);
  if (!manifest[wanted[0]]) throw new Error(`${wanted[0]} is not in the manifest`);
  let keys = closure([entry, ...roots]);
  const mantine = usesMantine(filesOf(keys));
  // withoutMantine routes hold no Mantine code (build-budget test); the others load the provider beside them
  if (mantine && mantineRoot) keys = closure([entry, ...roots, mantineRoot]);
  const js = filesOf(keys);
  const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
  rows.push({
    path,
    js: js.reduce((n, f) => n + gz(f), 0),
    css: css.reduce((n, f) => n + gz(f), 0),
    files: js.length,
    list: js,
    mantine,
  });
}
for (const r of rows) {
  console.log(
    `${r.path.padEnd(20)} JS ${String(r.js).padStart(7)} B  CSS ${String(r.css).padStart(6)} B  (${r.files} JS files, @mantine/core: ${r.mantine ? 'yes' : 'no'})`,
  );
  if (listFiles) for (const f of r.list) console.log(`    ${String(gz(f)).padStart(7)} B  ${f}`);
}
