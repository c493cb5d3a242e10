import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Login history (system-logs): I login, O logout, P page access. */
export const loginHistory = pgTable(
  'login_history',
  {
    logId: bigserial('log_id', { mode: 'number' }).primaryKey(),
    memberId: text('emp_esntl_id'),
    loginId: text('login_id').notNull().default(''),
    loginNm: text('login_nm').notNull().default(''),
    loginMthd: text('login_mthd').notNull(), // I | O | P
    loginIp: text('login_ip').notNull().default(''),
    succeeded: boolean('succeeded').notNull().default(true),
    creatDt: tsz('creat_dt').notNull().defaultNow(),
  },
  (t) => [index('login_history_creat_dt_idx').on(t.creatDt)],
);

/** One row per SPA navigation (POST /api/visitInfo). */
export const visits = pgTable(
  'visits',
  {
    visitId: bigserial('visit_id', { mode: 'number' }).primaryKey(),
    pathName: text('path_name').notNull(),
    category: text('category').notNull().default(''),
    memberId: text('emp_esntl_id'),
    ip: text('ip').notNull().default(''),
    visitedAt: tsz('visited_at').notNull().defaultNow(),
  },
  (t) => [index('visits_visited_at_idx').on(t.visitedAt), index('visits_path_idx').on(t.pathName)],
);

/**
 * Visits per Korea-time day and route (decision 157): kept in step with `visits` by the visit insert, so the
 * menu statistics of a year read at most a few tens of thousands of rows instead of every visit.
 */
export const visitDaily = pgTable(
  'visit_daily',
  {
    /** YYYY-MM-DD, Asia/Seoul */
    day: text('day').notNull(),
    pathName: text('path_name').notNull(),
    cnt: integer('cnt').notNull().default(0),
    /** the latest visit category reported for the route ('section > title') */
    category: text('category').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.day, t.pathName] })],
);
