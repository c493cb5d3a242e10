import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Personal-information access records (개인정보 접속기록): one row per staff read, change, document download or
 * export of a person's data. Append-only (a trigger refuses updates, and deletes of rows younger than 2 years).
 */
export const piiAccessLog = pgTable(
  'pii_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** the staff member's memberId */
    staffId: text('staff_id').notNull(),
    staffRole: text('staff_role').notNull(),
    ip: text('ip').notNull(),
    /** whose data (memberId of a member, or a plate for vehicle records); null for a list export */
    subjectId: text('subject_id'),
    /** LIST | VIEW | UPDATE | DOWNLOAD | EXPORT */
    action: text('action').notNull(),
    /** what was touched, e.g. 'member/view.json' or 'payments export 2026-11-01..2026-11-24 (132 rows)' */
    target: text('target').notNull(),
    /** why (required for exports) */
    reason: text('reason'),
    /** how many people's rows the answer carried (1 for a detail; null for records older than the column) */
    rowCount: integer('row_count'),
  },
  (t) => [
    index('pii_access_log_at_idx').on(t.at),
    index('pii_access_log_subject_idx').on(t.subjectId, t.at),
    index('pii_access_log_staff_idx').on(t.staffId, t.at),
  ],
);
