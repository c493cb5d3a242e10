import { z } from 'zod';
import {
  actionAnswer,
  defineAdminResource,
  listAnswer,
  listQuery,
  viewAnswer,
} from '../common/admin-resource';
import { ko } from '../messages/ko';
import { MENU_AUDIENCES, type MenuNode } from './menu-node';
import { isKnownRoute } from './route-paths';

const t = ko.adminMenus;
const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** A menu id: letters, digits, underscore, hyphen, 1–30 characters (the seed uses the site menu's node ids). */
export const menuNoSchema = z.preprocess(
  trim,
  z.string({ error: t.v.menuNo }).regex(/^[A-Za-z0-9_-]{1,30}$/, t.v.menuNo),
);

/** A route of the route table, or '' for an entry that only groups others. */
const routeSchema = z.preprocess(
  (v) => (v === undefined || v === null ? '' : trim(v)),
  z.string().refine((p) => p === '' || isKnownRoute(p), t.v.route),
);

/** Further routes of an entry: comma-separated known routes ('' for none); normalised to 'a,b'. */
const matchPathsSchema = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string()
    .transform((s) =>
      s
        .split(/[,\s]+/)
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isKnownRoute), t.v.route)
    .transform((list) => [...new Set(list)].join(',')),
);

const audienceSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.enum(MENU_AUDIENCES, { error: t.v.audience }).nullable(),
);

/** The register/edit form of a menu (the server checks the upper menu against the tree: no cycle). */
export const menuInsertSchema = z.object({
  menuNo: menuNoSchema,
  menuNm: z.preprocess(trim, z.string({ error: t.v.menuNm }).min(1, t.v.menuNm).max(50, t.v.menuNmMax)),
  progrmFileNm: routeSchema,
  menuDc: z.preprocess(
    (v) => (v === undefined || v === null ? '' : trim(v)),
    z.string().max(200, t.v.descMax),
  ),
  upperMenuId: z.preprocess(
    (v) => (v === '' || v === undefined ? null : trim(v)),
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,30}$/, t.v.upperUnknown)
      .nullable(),
  ),
  menuOrdr: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : v),
    z.coerce.number({ error: t.v.order }).int(t.v.order).min(0, t.v.order).max(999, t.v.order),
  ),
  audience: audienceSchema,
  useYn: z.enum(['Y', 'N'], { error: ko.validation.invalid }).default('Y'),
  matchPaths: matchPathsSchema,
});
export type MenuInsert = z.output<typeof menuInsertSchema>;

/** One menu as the list, the view and the edit form read it (spec 3 §3 "Menu" plus visibility). */
export const menuRowSchema = z.object({
  menuNo: z.string(),
  menuOrdr: z.number(),
  menuNm: z.string(),
  upperMenuId: z.string().nullable(),
  progrmFileNm: z.string(),
  menuDc: z.string(),
  audience: z.enum(MENU_AUDIENCES).nullable(),
  useYn: z.enum(['Y', 'N']),
  matchPaths: z.string(),
});
export type MenuRow = z.infer<typeof menuRowSchema>;

const menuId = z.preprocess(
  trim,
  z
    .string({ error: ko.common.invalidAccess })
    .min(1, ko.common.invalidAccess)
    .max(30, ko.common.invalidAccess),
);
/** View and delete take the screen's own query name for the menu id (spec 3 §2.2: menuview, query item). */
const menuItemInput = z.object({ item: menuId });

export const menuListAnswer = listAnswer({ rows: 'list_menulist', total: 'totalCount' }, menuRowSchema);
export const menuViewAnswer = viewAnswer('resultVo', menuRowSchema);
export const menuActionAnswer = actionAnswer('menuNo', z.string());

/**
 * Menus (spec 3 §2.10, §7): GET /api/menu/menuListSelect.json (search 1 menu id, 2 Korean name, 3 description;
 * the whole list, client paging); view, create, update and delete are "not shown" in the spec and take the
 * names of its other system calls (decision 155).
 */
export const menuResource = defineAdminResource({
  tag: 'admin-menus',
  base: '/api/menu/',
  endpoints: {
    list: {
      path: 'menuListSelect.json',
      summary: 'Menus (search 1 menu id, 2 Korean name, 3 description); reads list_menulist',
      input: listQuery({ paging: 'client', conditions: ['1', '2', '3'] }),
      answer: menuListAnswer,
    },
    view: {
      path: 'view.json',
      summary: 'One menu (item = menu id)',
      input: menuItemInput,
      answer: menuViewAnswer,
    },
    insert: {
      path: 'insertAction.json',
      summary: 'Register a menu (known route, no cycle, order 0–999)',
      input: menuInsertSchema,
      answer: menuActionAnswer,
    },
    update: {
      path: 'updateAction.json',
      summary: 'Change a menu (the id stays; the upper menu may not be itself or below it)',
      input: menuInsertSchema,
      answer: menuActionAnswer,
    },
    delete: {
      path: 'delete.json',
      summary: 'Delete a menu without sub-menus (item = menu id)',
      input: menuItemInput,
      answer: menuActionAnswer,
    },
  },
});

// ── the public menu answer ────────────────────────────────────────────────────

const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    label: z.string(),
    path: z.string().optional(),
    match: z.array(z.string()).optional(),
    audience: z.enum(MENU_AUDIENCES).optional(),
    children: z.array(menuNodeSchema).optional(),
  }),
);

/** GET /api/menu/siteMenu.json: the visible menu of the caller (role and category), as a tree. */
export const siteMenuAnswerSchema = z.object({ menuList: z.array(menuNodeSchema), version: z.number() });
export type SiteMenuAnswer = z.infer<typeof siteMenuAnswerSchema>;

// ── menu statistics ───────────────────────────────────────────────────────────

const s = ko.adminMenus.stats;
const dateSchema = z.preprocess(
  trim,
  z.string({ error: s.dateFormat }).regex(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, s.dateFormat),
);

/** GET /api/admin/menuStat/list.json: a date range in Korea time (both days included, at most 366 days). */
export const menuStatQuerySchema = z
  .object({ startDt: dateSchema, endDt: dateSchema })
  .refine((q) => q.startDt <= q.endDt, { path: ['endDt'], message: s.dateOrder })
  .refine((q) => (Date.parse(q.endDt) - Date.parse(q.startDt)) / 86_400_000 <= 366, {
    path: ['endDt'],
    message: s.rangeMax,
  });
export type MenuStatQuery = z.output<typeof menuStatQuerySchema>;

export const menuStatAnswerSchema = z.object({
  /** one row per visited route, most visited first */
  resultList: z.array(z.object({ menuNm: z.string(), url: z.string(), cnt: z.number() })),
  /** visits of the range */
  totalCount: z.number(),
  /** visits per day (YYYY-MM-DD, Korea time), every day of the range */
  dailyList: z.array(z.object({ day: z.string(), cnt: z.number() })),
});
export type MenuStatAnswer = z.infer<typeof menuStatAnswerSchema>;
