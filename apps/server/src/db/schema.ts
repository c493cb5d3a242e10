import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Why a session ended (see sessions.endReason). */
export type SessionEndReason = 'logout' | 'rotated' | 'expired' | 'revoked';

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

/**
 * Every account: general members (USR), business members (BSN) and staff (EMP).
 * empEsntlId is the stable unique id; empNo the login id.
 */
export const members = pgTable(
  'members',
  {
    empEsntlId: text('emp_esntl_id').primaryKey(),
    empNo: text('emp_no').notNull(),
    passwordHash: text('password_hash').notNull(),
    empNm: text('emp_nm').notNull(),
    empDiv: text('emp_div').notNull(), // USR | BSN | EMP
    authorCode: text('author_code')
      .notNull()
      .references(() => authorGroups.authorCode),
    empSttus: text('emp_sttus').notNull().default('P'), // A applied, P approved, D deleted
    empMobile: text('emp_mobile').notNull().default(''),
    empTelNo: text('emp_tel_no').notNull().default(''),
    empEmail: text('emp_email').notNull().default(''),
    carNo: text('car_no').notNull().default(''),
    carOwnerNm: text('car_owner_nm').notNull().default(''),
    carKind: text('car_kind').notNull().default(''),
    discountCd: text('discount_cd').notNull().default('DC001'),
    zipcode: text('zipcode').notNull().default(''),
    address: text('address').notNull().default(''),
    addressDetail: text('address_detail').notNull().default(''),
    marketYn: text('market_yn').notNull().default('N'),
    companyNm: text('company_nm'),
    companyNo: text('company_no'),
    openDt: text('open_dt'),
    deptId: text('dept_id').references(() => departments.deptId),
    teamId: text('team_id').references(() => teams.teamId),
    loginFailCount: integer('login_fail_count').notNull().default(0),
    lockedAt: tsz('locked_at'),
    regDttm: tsz('reg_dttm').notNull().defaultNow(),
    updDttm: tsz('upd_dttm').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_emp_no_uq').on(t.empNo),
    index('members_emp_div_idx').on(t.empDiv),
    index('members_emp_mobile_idx').on(t.empMobile),
    index('members_car_no_idx').on(t.carNo),
  ],
);

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    /** public handle of the session (returned at login as sessionId) */
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    empEsntlId: text('emp_esntl_id')
      .notNull()
      .references(() => members.empEsntlId, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: tsz('created_at').notNull().defaultNow(),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
    /** set at logout or when found expired; kept a while so the next request can be told sessionExpired */
    endedAt: tsz('ended_at'),
    /**
     * why it ended: logout / rotated (the member chose to leave: later requests with the cookie are simply
     * anonymous) or expired / revoked (the next API request is told sessionExpired)
     */
    endReason: text('end_reason').$type<SessionEndReason>(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_member_idx').on(t.empEsntlId),
  ],
);

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

/**
 * Public off-street parking lots (area: lots) with their tariff and season-pass settings.
 * Field names follow spec 1 §3 "Parking lot" in snake_case.
 */
export const parkingLots = pgTable('parking_lots', {
  sectnId: integer('sectn_id').primaryKey(),
  parkingId: text('parking_id').notNull(),
  parkingNm: text('parking_nm').notNull(),
  /** PUBLIC 공영, PARK 공원, ATTACHED 부설 */
  parkingDiv: text('parking_div').notNull(),
  parkingDivNm: text('parking_div_nm').notNull(),
  /** tariff grade 1..3 (daily maximum 7,000 / 5,000 / 4,000) */
  grade: integer('grade').notNull(),
  cellCnt: integer('cell_cnt').notNull(),
  hndcapCellCnt: integer('hndcap_cell_cnt').notNull().default(0),
  elecCellCnt: integer('elec_cell_cnt').notNull().default(0),
  cellAddrLoad: text('cell_addr_load').notNull().default(''),
  cellAddrJibun: text('cell_addr_jibun').notNull().default(''),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  dfltTm: integer('dflt_tm').notNull(),
  dfltAmt: integer('dflt_amt').notNull(),
  intvlTm: integer('intvl_tm').notNull(),
  intvlAmt: integer('intvl_amt').notNull(),
  dayParkingAmt: integer('day_parking_amt').notNull(),
  freeEntryTm: integer('free_entry_tm').notNull().default(10),
  freeFirstTm: integer('free_first_tm').notNull().default(0),
  /** Y operates 24 hours; N operates day hours only */
  anyhourRunYn: text('anyhour_run_yn').notNull().default('Y'),
  operStartTm: text('oper_start_tm').notNull().default('08:00'),
  operEndTm: text('oper_end_tm').notNull().default('20:00'),
  periodDaytmAmt: integer('period_daytm_amt').notNull().default(0),
  periodNightAmt: integer('period_night_amt').notNull().default(0),
  periodTicketAmt: integer('period_ticket_amt').notNull().default(0),
  webDiscountDefaultAmt: integer('web_discount_default_amt').notNull().default(600),
  /** season pass: RAFFLE | FCOME */
  periodAllotType: text('period_allot_type').notNull().default('FCOME'),
  /** allowed use divisions, comma-joined UTM-001..003 */
  periodUseDivCd: text('period_use_div_cd').notNull().default(''),
  periodCellCnt: integer('period_cell_cnt').notNull().default(0),
  periodStartDttm: tsz('period_start_dttm'),
  periodEndDttm: tsz('period_end_dttm'),
  repoId: text('repo_id'),
  filePath: text('file_path'),
  saveNm: text('save_nm'),
  fileExt: text('file_ext'),
  regDttm: tsz('reg_dttm').notNull().defaultNow(),
});

/** Discount (reduction) categories. DC001 is general (no reduction). */
export const discountCodes = pgTable('discount_codes', {
  code: text('code').primaryKey(),
  codeNm: text('code_nm').notNull(),
  /** reduction rate in percent applied after the free period (0..100) */
  rate: integer('rate').notNull().default(0),
  /** free minutes from the start of charging before the rate applies */
  freeMinutes: integer('free_minutes').notNull().default(0),
  /** fixed amount off (won), e.g. 2,000 for a voting receipt */
  fixedAmt: integer('fixed_amt').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: text('use_yn').notNull().default('Y'),
});

/** Admin menu tree (system-menus). */
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

/**
 * A business member's application for the web prepaid service at a lot (insertParking),
 * and the mapping used once approved (area: web-prepaid).
 */
export const businessLots = pgTable(
  'business_lots',
  {
    mappingId: bigserial('mapping_id', { mode: 'number' }).primaryKey(),
    empEsntlId: text('emp_esntl_id')
      .notNull()
      .references(() => members.empEsntlId, { onDelete: 'cascade' }),
    sectnId: integer('sectn_id')
      .notNull()
      .references(() => parkingLots.sectnId),
    regDttm: tsz('reg_dttm').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('business_lots_member_lot_uq').on(t.empEsntlId, t.sectnId)],
);

/** Fixed-window rate-limit counters shared by every API process (plugins/rate-limit). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: tsz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);
