import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Departments of the corporation (system-org). */
export const departments = pgTable('departments', {
  deptId: text('dept_id').primaryKey(),
  deptNm: text('dept_nm').notNull(),
  deptDc: text('dept_dc').notNull().default(''),
  regDttm: tsz('reg_dttm').notNull().defaultNow(),
});

/** Teams inside a department (system-org). */
export const teams = pgTable('teams', {
  teamId: text('team_id').primaryKey(),
  teamNm: text('team_nm').notNull(),
  teamDc: text('team_dc').notNull().default(''),
  deptId: text('dept_id')
    .notNull()
    .references(() => departments.deptId),
  regDttm: tsz('reg_dttm').notNull().defaultNow(),
});

/** Authority groups administrators assign to users (system-authorities). */
export const authorGroups = pgTable('author_groups', {
  authorCode: text('author_code').primaryKey(),
  authorNm: text('author_nm').notNull(),
  authorDc: text('author_dc').notNull().default(''),
  regDttm: tsz('reg_dttm').notNull().defaultNow(),
});

/** The site menu tree (admin-menus): seeded from packages/shared/src/admin-menus/site-menu.ts, edited by staff. */
export const menus = pgTable(
  'menus',
  {
    menuNo: text('menu_no').primaryKey(),
    menuOrdr: integer('menu_ordr').notNull().default(0),
    menuNm: text('menu_nm').notNull(),
    upperMenuId: text('upper_menu_id'),
    progrmFileNm: text('progrm_file_nm').notNull().default(''),
    relateImageNm: text('relate_image_nm').notNull().default(''),
    relateImagePath: text('relate_image_path').notNull().default(''),
    menuDc: text('menu_dc').notNull().default(''),
    /** who sees it (spec 1 §6): null everyone, or member / admin / general / business (decision 155) */
    audience: text('audience'),
    /** Y shown in the menus, N hidden (the route stays reachable: guards decide access, never a menu) */
    useYn: text('use_yn').notNull().default('Y'),
    /** further routes that belong to this entry (detail and form screens), comma-separated */
    matchPaths: text('match_paths').notNull().default(''),
    /** set when staff delete the entry: the start-up seed never brings a deleted seed entry back */
    deletedAt: tsz('deleted_at'),
    updDttm: tsz('upd_dttm').notNull().defaultNow(),
  },
  (t) => [index('menus_upper_idx').on(t.upperMenuId)],
);

/** Which authority group may open which menu. */
export const menuAuthorities = pgTable(
  'menu_authorities',
  {
    authorCode: text('author_code')
      .notNull()
      .references(() => authorGroups.authorCode, { onDelete: 'cascade' }),
    menuNo: text('menu_no')
      .notNull()
      .references(() => menus.menuNo, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.authorCode, t.menuNo] })],
);

/** Small key/value facts about the installation (e.g. when the demo seed ran). */
export const systemMeta = pgTable('system_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: tsz('updated_at').notNull().default(sql`now()`),
});
