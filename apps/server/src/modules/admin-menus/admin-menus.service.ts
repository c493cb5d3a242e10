import { type MenuNode, type MenuViewer, visibleMenu } from '@parking/shared/admin-menus/menu-node';
import type {
  MenuInsert,
  MenuRow,
  MenuStatAnswer,
  MenuStatQuery,
  SiteMenuAnswer,
} from '@parking/shared/admin-menus/schemas';
import { MENU } from '@parking/shared/admin-menus/site-menu';
import type { Principal } from '@parking/shared/auth/roles';
import type { ListWindow } from '@parking/shared/common/admin-resource';
import { ko } from '@parking/shared/messages/ko';
import type { AppDb, DbOrTx } from '../../db/client';
import type { ListSearch } from '../../lib/admin-resource/list.repository';
import { AppError } from '../../lib/app-error';
import {
  allMenus,
  backfillVisitDaily,
  bumpMenusVersion,
  countChildren,
  findMenu,
  insertMenu,
  insertSeedMenus,
  listMenus,
  menusVersion,
  retireLegacyDemoMenus,
  softDeleteMenu,
  updateMenu,
  visitCountsByDay,
  visitCountsByPath,
} from './admin-menus.repository';

const t = ko.adminMenus;

export interface MenusDeps {
  db: AppDb;
}

// ── the seed: the code tree is the one definition of the shipped menu ─────────

/** The rows of a code tree: id, label, route, parent, order among siblings, audience, related routes. */
export function seedRowsOf(tree: readonly MenuNode[], upper: string | null = null): MenuRow[] {
  return tree.flatMap((node, i) => [
    {
      menuNo: node.id,
      menuNm: node.label,
      progrmFileNm: node.path ?? '',
      upperMenuId: upper,
      menuOrdr: i + 1,
      menuDc: '',
      audience: node.audience ?? null,
      useYn: 'Y' as const,
      matchPaths: (node.match ?? []).join(','),
    },
    ...seedRowsOf(node.children ?? [], node.id),
  ]);
}

/**
 * Inserts the entries of the code tree (packages/shared/src/admin-menus/site-menu.ts) whose id the table does
 * not hold yet. Runs at every start, after the migrations: an entry added in code reaches the database, while
 * what staff renamed, hid, moved or deleted stays as they left it (decision 155).
 */
export async function seedSiteMenu(db: DbOrTx, tree: readonly MenuNode[] = MENU): Promise<number> {
  await retireLegacyDemoMenus(db);
  await backfillVisitDaily(db);
  const added = await insertSeedMenus(db, seedRowsOf(tree));
  if (added > 0) await bumpMenusVersion(db);
  return added;
}

// ── the menu answer, cached per process ──────────────────────────────────────

/**
 * Every process keeps the built tree and asks the database, on each request, for the menus' change count (one
 * primary-key read): a change saved through any process is served by every process at once (decision 111).
 * The copy is also rebuilt after this long, for rows changed by hand in SQL without the count.
 */
const CACHE_MAX_AGE_MS = 5 * 60_000;
interface CachedTree {
  tree: MenuNode[];
  at: number;
  version: number;
}
/** One copy per database (tests run several apps in one process). */
const caches = new WeakMap<object, CachedTree>();

/** The live, shown menus as a tree (hidden entries and everything under them left out). */
export function treeOf(rows: readonly MenuRow[]): MenuNode[] {
  const byUpper = new Map<string | null, MenuRow[]>();
  const ids = new Set(rows.map((r) => r.menuNo));
  for (const r of rows) {
    // an entry whose parent is gone hangs at the top rather than vanishing
    const upper = r.upperMenuId && ids.has(r.upperMenuId) ? r.upperMenuId : null;
    byUpper.set(upper, [...(byUpper.get(upper) ?? []), r]);
  }
  const build = (upper: string | null, seen: Set<string>): MenuNode[] =>
    (byUpper.get(upper) ?? [])
      .filter((r) => r.useYn === 'Y' && !seen.has(r.menuNo))
      .sort((a, b) => a.menuOrdr - b.menuOrdr || a.menuNo.localeCompare(b.menuNo))
      .map((r) => {
        const children = build(r.menuNo, new Set([...seen, r.menuNo]));
        const node: MenuNode = { id: r.menuNo, label: r.menuNm };
        if (r.progrmFileNm) node.path = r.progrmFileNm;
        const match = r.matchPaths.split(',').filter(Boolean);
        if (match.length > 0) node.match = match;
        if (r.audience) node.audience = r.audience;
        if (children.length > 0) node.children = children;
        return node;
      });
  return build(null, new Set());
}

async function wholeTree(db: AppDb): Promise<CachedTree> {
  const now = Date.now();
  const version = await menusVersion(db);
  const cached = caches.get(db);
  if (cached && cached.version === version && now - cached.at < CACHE_MAX_AGE_MS) return cached;
  const fresh = { tree: treeOf(await allMenus(db)), at: now, version };
  caches.set(db, fresh);
  return fresh;
}

/**
 * The menu the caller sees (spec 1 §6: by role and member category). It only draws the header, the mobile
 * menu, the sitemap, the admin side menu and the breadcrumb: the guards of every route decide access.
 */
export async function siteMenuFor(db: AppDb, principal: Principal | null): Promise<SiteMenuAnswer> {
  const { tree, version: v } = await wholeTree(db);
  const who: MenuViewer = principal
    ? { isLogin: true, authorCode: principal.authorCode, empDiv: principal.empDiv }
    : { isLogin: false, authorCode: '', empDiv: '' };
  return { menuList: visibleMenu(who, tree), version: v };
}

// ── staff screens ────────────────────────────────────────────────────────────

export function listMenuAdmin(deps: MenusDeps, query: ListSearch<'1' | '2' | '3'> & ListWindow) {
  return listMenus(deps.db, query, query);
}

export async function viewMenuAdmin(deps: MenusDeps, menuNo: string) {
  const row = await findMenu(deps.db, menuNo);
  if (!row) throw new AppError('MENU_NOT_FOUND', 404);
  return { resultVo: row };
}

const invalid = (field: keyof MenuInsert, message: string) =>
  new AppError('VALIDATION', 400, { [field]: [message] }, { message });

/** The upper menu must exist and must not be the menu itself or one of its descendants. */
async function checkUpper(db: DbOrTx, menuNo: string, upperMenuId: string | null): Promise<void> {
  if (upperMenuId === null) return;
  if (upperMenuId === menuNo) throw invalid('upperMenuId', t.v.cycle);
  const rows = await allMenus(db);
  const parentOf = new Map(rows.map((r) => [r.menuNo, r.upperMenuId]));
  if (!parentOf.has(upperMenuId)) throw invalid('upperMenuId', t.v.upperUnknown);
  // walk up from the chosen parent: meeting the menu itself means the choice would close a loop
  const seen = new Set<string>();
  for (let at: string | null | undefined = upperMenuId; at; at = parentOf.get(at)) {
    if (at === menuNo) throw invalid('upperMenuId', t.v.cycle);
    if (seen.has(at)) break;
    seen.add(at);
  }
}

export async function insertMenuAdmin(deps: MenusDeps, input: MenuInsert) {
  await deps.db.transaction(async (tx) => {
    if (await findMenu(tx, input.menuNo, true)) throw invalid('menuNo', t.v.duplicate);
    await checkUpper(tx, input.menuNo, input.upperMenuId);
    await insertMenu(tx, input);
    await bumpMenusVersion(tx);
  });
  return { code: '00' as const, message: t.saved, menuNo: input.menuNo };
}

export async function updateMenuAdmin(deps: MenusDeps, input: MenuInsert) {
  await deps.db.transaction(async (tx) => {
    if (!(await findMenu(tx, input.menuNo))) throw new AppError('MENU_NOT_FOUND', 404);
    await checkUpper(tx, input.menuNo, input.upperMenuId);
    await updateMenu(tx, input);
    await bumpMenusVersion(tx);
  });
  return { code: '00' as const, message: t.updated, menuNo: input.menuNo };
}

export async function deleteMenuAdmin(deps: MenusDeps, menuNo: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await findMenu(tx, menuNo))) throw new AppError('MENU_NOT_FOUND', 404);
    if ((await countChildren(tx, menuNo)) > 0) {
      throw new AppError('VALIDATION', 400, undefined, { message: t.v.hasChildren });
    }
    await softDeleteMenu(tx, menuNo);
    await bumpMenusVersion(tx);
  });
  return { code: '00' as const, message: t.deleted, menuNo };
}

// ── menu statistics ──────────────────────────────────────────────────────────

/** The screen title of a visit category ('section > title'), or a neutral name. */
function titleOf(category: string): string {
  const title = category.split('>').pop()?.trim();
  return title || t.stats.otherPage;
}

/** Every day from start to end (YYYY-MM-DD, both included). */
function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = Date.parse(`${start}T00:00:00Z`); d <= Date.parse(`${end}T00:00:00Z`); d += 86_400_000) {
    out.push(new Date(d).toISOString().slice(0, 10));
  }
  return out;
}

/**
 * Visits per route over a range of Korea-time days, named after the menu entry that owns the route (its own
 * route, else one of its related routes); other routes take the screen title the SPA reported with the visit.
 */
export async function menuStatistics(deps: MenusDeps, query: MenuStatQuery): Promise<MenuStatAnswer> {
  const range = { from: query.startDt, to: query.endDt };
  const [byPath, byDay, menus] = await Promise.all([
    visitCountsByPath(deps.db, range),
    visitCountsByDay(deps.db, range),
    allMenus(deps.db),
  ]);
  const names = new Map<string, string>();
  for (const m of menus) {
    for (const p of m.matchPaths.split(',').filter(Boolean)) if (!names.has(p)) names.set(p, m.menuNm);
  }
  for (const m of menus) if (m.progrmFileNm) names.set(m.progrmFileNm, m.menuNm);
  const resultList = byPath
    .map((r) => ({ menuNm: names.get(r.path) ?? titleOf(r.category), url: r.path, cnt: r.cnt }))
    .sort((a, b) => b.cnt - a.cnt || a.url.localeCompare(b.url));
  const perDay = new Map(byDay.map((r) => [r.day, r.cnt]));
  return {
    resultList,
    totalCount: resultList.reduce((s, r) => s + r.cnt, 0),
    dailyList: daysOf(query.startDt, query.endDt).map((day) => ({ day, cnt: perDay.get(day) ?? 0 })),
  };
}
