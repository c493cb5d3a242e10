import { bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Login history (system-logs): I login, O logout, P page access. */
export const loginHistory = pgTable(
  'login_history',
  {
    logId: bigserial('log_id', { mode: 'number' }).primaryKey(),
    empEsntlId: text('emp_esntl_id'),
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
    empEsntlId: text('emp_esntl_id'),
    ip: text('ip').notNull().default(''),
    visitedAt: tsz('visited_at').notNull().defaultNow(),
  },
  (t) => [index('visits_visited_at_idx').on(t.visitedAt), index('visits_path_idx').on(t.pathName)],
);
