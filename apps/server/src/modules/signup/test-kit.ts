import { toWire } from '@parking/shared/common/wire-names';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppDb } from '../../db/client';
import { members, phoneVerifications, smsOutbox } from '../../db/schema/accounts';
import { discountCodes, parkingLots } from '../../db/schema/lots';
import { demoLotRow } from '../../db/seed/demo';
import { DEMO_LOTS } from '../../db/seed/demo-data';

/**
 * A browser for module tests: keeps its cookies (PPVERIFY, PPSESSION) between requests, sends Origin like a
 * same-site page, and comes from its own IP so per-IP limits of one test do not touch another.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    readonly ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(setCookie: string | string[] | undefined): void {
    const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    for (const c of list) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(opts: {
    method: 'GET' | 'POST';
    url: string;
    query?: Record<string, string>;
    /** sent as application/x-www-form-urlencoded */
    form?: Record<string, string>;
    /** sent as JSON */
    json?: unknown;
    /** a prepared body with its headers (e.g. multipart) */
    raw?: { payload: Buffer | string; headers: Record<string, string> };
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { origin: 'http://localhost:80', ...opts.headers };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    let payload: string | Buffer | undefined;
    if (opts.form) {
      payload = new URLSearchParams(opts.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (opts.json !== undefined) {
      payload = JSON.stringify(opts.json);
      headers['content-type'] = 'application/json';
    } else if (opts.raw) {
      payload = opts.raw.payload;
      Object.assign(headers, opts.raw.headers);
    }
    const res = await this.app.inject({
      method: opts.method,
      url: opts.url,
      query: opts.query,
      payload,
      headers: { host: 'localhost', ...headers },
      remoteAddress: this.ip,
    });
    this.keep(res.headers['set-cookie']);
    return res;
  }

  get(url: string, query?: Record<string, string>) {
    return this.request({ method: 'GET', url, query });
  }

  post(url: string, form: Record<string, string>) {
    return this.request({ method: 'POST', url, form });
  }

  send(phone: string, purpose: 'SIGNUP' | 'FIND_PW' = 'SIGNUP') {
    return this.get('/api/member/send.json', { rcvAddr: phone, purpose });
  }

  pin(pinNo: string) {
    return this.post('/api/member/pinNoChk.json', { pinNo });
  }

  /** send + read the outbox + pinNoChk: the phone is verified for `purpose` in this browser. */
  async verify(db: AppDb, phone: string, purpose: 'SIGNUP' | 'FIND_PW' = 'SIGNUP'): Promise<void> {
    const sent = await this.send(phone, purpose);
    if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.statusCode} ${sent.body}`);
    const code = await latestCode(db, phone);
    const checked = await this.pin(code);
    if (checked.statusCode !== 200) throw new Error(`pinNoChk failed: ${checked.statusCode} ${checked.body}`);
  }

  async login(empNo: string, password: string): Promise<LightMyRequestResponse> {
    return this.request({ method: 'POST', url: '/api/actionLogin.json', json: { empNo, password } });
  }
}

/** The code of the newest SMS sent to `phone`, read from the outbox table (never from an API). */
export async function latestCode(db: AppDb, phone: string): Promise<string> {
  const rows = await db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.rcvAddr, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const m = /\[(\d{6})\]/.exec(rows[0]?.text ?? '');
  if (!m) throw new Error(`no code in the outbox for ${phone}`);
  return m[1]!;
}

/** Number of SMS in the outbox for a phone. */
export async function outboxCount(db: AppDb, phone: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsOutbox)
    .where(eq(smsOutbox.rcvAddr, phone));
  return Number(rows[0]?.n ?? 0);
}

/** Moves every code of a phone back in time (expiry, cooldown and verification windows). */
export async function ageCodes(db: AppDb, phone: string, seconds: number): Promise<void> {
  const by = sql`make_interval(secs => ${seconds})`;
  await db
    .update(phoneVerifications)
    .set({
      createdAt: sql`${phoneVerifications.createdAt} - ${by}`,
      expiresAt: sql`${phoneVerifications.expiresAt} - ${by}`,
      verifiedAt: sql`${phoneVerifications.verifiedAt} - ${by}`,
    })
    .where(eq(phoneVerifications.phone, phone));
}

/** The verification rows of a phone. */
export async function codesOf(db: AppDb, phone: string) {
  return db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, phone)))
    .orderBy(desc(phoneVerifications.id));
}

let phoneSeq = 1000;
/** A fresh mobile number per call (the cooldown and caps are per phone). */
export function freshPhone(): string {
  phoneSeq += 1;
  return `0109${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`.slice(0, 11);
}

/** Discount codes DC001 (general), DC006 (50 %) and DC012 (30 %), and demo lot rows. */
export async function seedReferenceData(db: AppDb): Promise<void> {
  await db
    .insert(discountCodes)
    .values([
      { code: 'DC001', codeNm: '일반', sortOrder: 1 },
      { code: 'DC006', codeNm: '장애인(경증)', rate: 50, sortOrder: 6 },
      { code: 'DC012', codeNm: '2자녀 가구', rate: 30, sortOrder: 12 },
    ])
    .onConflictDoNothing();
  await db
    .insert(parkingLots)
    .values(DEMO_LOTS.slice(0, 3).map((lot) => demoLotRow(lot, new Date())))
    .onConflictDoNothing();
}

/**
 * Mass-assignment probes (issue 30 §3): a value for every column of the member record that is not among
 * `accepted` (the form's field names), each one the server must never store from a form. `over` sets the
 * values that depend on the account (e.g. the status a business applicant would like). Throws for a column
 * without a value here, so a new column is probed too.
 */
const wireNameOf = (column: string) => Object.keys(toWire({ [column]: 0 }))[0]!;

export function hostileColumns(
  accepted: readonly string[],
  over: Record<string, string> = {},
): Record<string, string> {
  const values: Record<string, string> = {
    memberId: 'EMPCNFRM_00000000042',
    empNo: 'forged_login_id',
    passwordHash: '$argon2id$forged',
    empNm: '위조된이름',
    empDiv: 'EMP',
    authorCode: 'ROLE_ADMIN',
    empSttus: 'P',
    empMobile: '01099998888',
    empTelNo: '0311112222',
    empEmail: 'boss@evil.example',
    plate: '99허9999',
    carOwnerNm: '남의차',
    carKind: '버스',
    discountCd: 'DC006',
    zipcode: '99999',
    address: '다른 주소',
    addressDetail: '다른 상세주소',
    marketYn: 'Y',
    companyNm: '가짜상회',
    companyNo: '9999999999',
    openDt: '2001-01-01',
    deptId: 'DEPT001',
    teamId: 'TEAM002',
    loginFailCount: '3',
    lockedAt: '2001-01-01T00:00:00.000Z',
    regDttm: '2001-01-01T00:00:00.000Z',
    updDttm: '2001-01-01T00:00:00.000Z',
    ...over,
  };
  const hostile: Record<string, string> = {};
  for (const column of Object.keys(getTableColumns(members))) {
    // columns are drizzle properties (domain names); a form field is accepted under its wire name (decision 206)
    if (accepted.includes(column) || accepted.includes(wireNameOf(column))) continue;
    const value = values[column];
    if (value === undefined) throw new Error(`hostileColumns: add a probe value for members.${column}`);
    hostile[column] = value;
  }
  return hostile;
}

/** A stored column value as the probes write it (dates as ISO text). */
export function shown(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** A valid general sign-up form (mberSbscrb.json) for `phone`, with a fresh id. */
export function generalForm(phone: string, over: Record<string, string> = {}): Record<string, string> {
  return {
    empNo: `gen${Math.random().toString(36).slice(2, 9)}`,
    password: 'Citizen#2026',
    empNm: '김시민',
    carOwnerNm: '김시민',
    empCarNo: '12가 3456',
    carKind: '승용차',
    empMobile: phone,
    zipcode: '17379',
    addr: '경기도 이천시 중리천로 115',
    addrDetail: '101호',
    ...over,
  };
}

/** Valid business sign-up fields (mberSbscrb.json, empDiv BSN) for `phone`, with a fresh id. */
export function businessFields(phone: string, over: Record<string, string> = {}): Record<string, string> {
  return {
    empNo: `Shop${Math.random().toString(36).slice(2, 8)}`,
    password: 'Store#2026',
    passwordCon: 'Store#2026',
    companyNm: '이천상회',
    openDt: '2020-03-02',
    empNm: '박대표',
    companyNo: '1234567890',
    empMobile: phone,
    empTelNo: '031-123-4567',
    zipcode: '17383',
    addr: '경기도 이천시 관고동 1',
    addrDetail: '',
    sectnId: '1',
    ...over,
  };
}

/** A valid profile edit (POST /api/member/update) of a general member. */
export function updateForm(over: Record<string, string> = {}): Record<string, string> {
  return {
    empMobile: '010-5555-6666',
    empTelNo: '031-222-3333',
    carOwnerNm: '홍길동',
    carNo: '56다 7890',
    carKind: 'SUV',
    password: '',
    zipcode: '17380',
    address: '경기도 이천시 새주소 1',
    addressDetail: '202호',
    discountCd: 'DC002',
    ...over,
  };
}
