import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { defaultLoginPolicy } from '@parking/shared/auth/lock-policy';
import { NOTIFICATION_KINDS, type NotificationKind } from '@parking/shared/notifications/catalogue';
import { z } from 'zod';

/** The repository root (/…/main), used to resolve relative defaults. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const bool = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), {
      message: `${name} must be true or false`,
    })
    .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const int = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be an integer')
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `must be between ${min} and ${max}` });

/**
 * Password checks (scrypt) in flight per process past which a login is refused at once (decision 220, which has
 * the measurements): below libuv's 4 threads (UV_THREADPOOL_SIZE), so file reads and compression always find a
 * free one, and few enough that the checks of the processes of a small machine leave the cores to the event loops.
 */
export const DEFAULT_MAX_PASSWORD_CHECKS = 2;

const httpUrl = z
  .string()
  .trim()
  .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''));

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** One IPv4/IPv6 address or CIDR, as Fastify's trustProxy (proxy-addr) takes them. */
const IP_OR_CIDR = /^(?:(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?|[0-9a-f:.]*:[0-9a-f:.]*(?:\/\d{1,3})?)$/i;

/**
 * TRUST_PROXY: false (default), a hop count (1 = one proxy in front: the right-most X-Forwarded-For entry is the
 * client), or a comma-separated list of proxy addresses / CIDRs. `true` is refused: it would make the left-most
 * X-Forwarded-For entry, which the client writes itself, the client address (decision 078).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    const lower = v.toLowerCase();
    if (['false', '0', 'no', 'off'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust any X-Forwarded-For the client sends; give the number of proxies in front (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops > 10) {
        ctx.addIssue({ code: 'custom', message: 'hop count must be between 0 and 10' });
        return z.NEVER;
      }
      return hops === 0 ? false : hops;
    }
    const list = v
      .split(',')
      .map((a) => a.trim())
      .filter((a) => a !== '');
    const bad = list.filter(
      (a) => !IP_OR_CIDR.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a),
    );
    if (list.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, a hop count or a list of addresses/CIDRs (not: ${bad.join(', ') || v})`,
      });
      return z.NEVER;
    }
    return list;
  });

/** ALIMTALK_TEMPLATE_<KIND>: the approved 알림톡 template code of each kind but codes (SMS only). */
const alimtalkTemplateKeys = NOTIFICATION_KINDS.filter((k) => k !== 'verification_code').map(
  (kind) => [kind, `ALIMTALK_TEMPLATE_${kind.toUpperCase()}`] as const,
);
const templateCode = z
  .string()
  .trim()
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be the approved template code')
  .optional();

const envSchema = z.object({
  ...Object.fromEntries(alimtalkTemplateKeys.map(([, key]) => [key, templateCode])),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(0, 65535).optional(),
  HOST: optionalText,
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must start with postgres:// or postgresql://',
  }),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  STORAGE_DIR: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // log2 of scrypt's N for new password hashes in a test run only (modules/auth/password.ts, decision 228)
  PASSWORD_HASH_COST: int(10, 15).optional(),
  SESSION_IDLE_MINUTES: int(1, 24 * 60).optional(),
  SESSION_ABSOLUTE_HOURS: int(1, 24 * 30).optional(),
  COOKIE_SECURE: bool('COOKIE_SECURE').optional(),
  TRUST_PROXY: trustProxy.optional(),
  DEMO_MODE: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', 'force'].includes(v), {
      message: 'DEMO_MODE must be true, false or force',
    })
    .optional(),
  DEMO_SEED: z.enum(['auto', 'true', 'false']).default('auto'),
  WEB_DIST_DIR: optionalText,
  KAKAO_MAP_APP_KEY: optionalText,
  ORG_NAME: z.string().trim().min(1).default('이천시시설관리공단'),
  ORG_ADDRESS: z.string().trim().min(1).default('경기도 이천시 중리천로 115 (중리동)'),
  ORG_REPRESENTATIVE: z.string().trim().min(1).default('홍길동'),
  ORG_PHONE: z.string().trim().min(1).default('031-000-0000'),
  ORG_BUSINESS_NO: z.string().trim().min(1).default('000-00-00000'),
  ORG_AGENCY_CODE: z
    .string()
    .trim()
    .regex(/^([0-9A-Z]{7})?$/, '7자리 행정표준기관코드여야 합니다.')
    .optional(),
  ORG_COPYRIGHT: z.string().trim().min(1).default('Copyright © 이천시시설관리공단. All rights reserved.'),
  LOGIN_MAX_FAILURES: int(1, 100).optional(),
  LOGIN_LOCK_MINUTES: int(1, 24 * 60).optional(),
  LOGIN_MAX_FAILURES_PER_ADDRESS: int(1, 1_000_000).optional(),
  LOGIN_ACCOUNT_LOCK_ADDRESSES: int(2, 10_000).optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: int(1, 100_000).optional(),
  PLATE_LOOKUP_RATE_LIMIT_PER_MINUTE: int(1, 10_000_000).optional(),
  APP_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SMS_PROVIDER: z.enum(['outbox', 'solapi']).default('outbox'),
  SOLAPI_API_KEY: optionalText,
  SOLAPI_API_SECRET: optionalText,
  SOLAPI_SENDER: optionalText.refine((v) => v === undefined || /^[0-9]{8,12}$/.test(v), {
    message: 'must be the registered sender number, digits only',
  }),
  SOLAPI_BASE_URL: z.string().trim().url().default('https://api.solapi.com'),
  SMS_DAILY_LIMIT_PER_PHONE: int(1, 10_000).optional(),
  SMS_DAILY_LIMIT_PER_IP: int(1, 1_000_000).optional(),
  SMS_DAILY_MESSAGES_PER_PHONE: int(1, 10_000).optional(),
  SOLAPI_KAKAO_PF_ID: optionalText,
  NOTIFICATION_SEND_INTERVAL_SECONDS: int(0, 3600).optional(),
  PAYMENT_PROVIDER: z.enum(['simulated', 'smartro']).optional(),
  PAYMENT_SIMULATED_IN_PRODUCTION: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === 'force', { message: 'must be force (or unset)' })
    .optional(),
  PAYMENT_MID: optionalText,
  PAYMENT_MERCHANT_KEY: optionalText,
  PAYMENT_MERCHANT_NAME: z.string().trim().min(1).default('통합주차포털'),
  SMARTRO_MODE: z.enum(['STG', 'REAL']).default('STG'),
  SMARTRO_STG_URL: httpUrl.default('https://tpay.smartropay.co.kr'),
  SMARTRO_REAL_URL: httpUrl.default('https://pay.smartropay.co.kr'),
  SMARTRO_STG_APPROVAL_URL: httpUrl.default('https://tapproval.smartropay.co.kr'),
  SMARTRO_REAL_APPROVAL_URL: httpUrl.default('https://approval.smartropay.co.kr'),
  SMARTRO_CANCEL_PWD: optionalText,
  PUBLIC_BASE_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/.test(v), {
    message: 'must be an origin like https://parking.example.go.kr (no path)',
  }),
  PAYMENT_RECONCILE_AFTER_SECONDS: int(30, 86_400).optional(),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: int(0, 86_400).optional(),
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: int(0, 60_000).optional(),
  LOAD_SHED_MAX_HEAP_MB: int(0, 1_000_000).optional(),
  LOAD_SHED_MAX_POOL_WAITING: int(0, 1_000_000).optional(),
  LOAD_SHED_MAX_IN_FLIGHT: int(0, 1_000_000).optional(),
  LOAD_SHED_RETRY_AFTER_SECONDS: int(1, 3_600).optional(),
  LOAD_SHED_MAX_PASSWORD_CHECKS: int(0, 1_000).optional(),
  LOAD_SHED_ADAPTIVE_IN_FLIGHT: bool('LOAD_SHED_ADAPTIVE_IN_FLIGHT').optional(),
  API_DOCS: bool('API_DOCS').optional(),
  LIVE_STREAM_MAX_CONNECTIONS: int(0, 1_000_000).optional(),
  LIVE_STREAM_MAX_PER_ADDRESS: int(0, 1_000_000).optional(),
  LIVE_STREAM_HEARTBEAT_SECONDS: int(1, 3_600).optional(),
  LIVE_STREAM_MAX_BUFFER_KB: int(1, 1_048_576).optional(),
});

/** The simulated provider's merchant (used only when PAYMENT_PROVIDER=simulated and nothing else is set). */
export const SIMULATED_MID = 't_portal01';
export const SIMULATED_MERCHANT_KEY = 'c2ltdWxhdGVkLWRlbW8tbWVyY2hhbnQta2V5LW5vdC1hLXNlY3JldA==';

/** Everything the server reads from its environment, parsed once. */
export interface AppConfig {
  /** bearer token of GET /api/metrics (Prometheus); undefined → no metrics endpoint */
  metricsToken: string | undefined;
  /** serve the OpenAPI document at GET /api/docs (API_DOCS; default off in production, on otherwise) */
  apiDocs: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined → embedded PGlite */
  databaseUrl: string | undefined;
  /** folder for PGlite and local files; 'memory://' in tests */
  dataDir: string;
  /** folder of uploaded files (outside the web root); 'memory://' keeps them in memory (tests) */
  storageDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  cookieSecure: boolean;
  /** Fastify trustProxy: false, a hop count, or the proxies' addresses/CIDRs (never `true`) */
  trustProxy: false | number | string[];
  /** demo helpers (SMS outbox page, demo seed): only when DEMO_MODE asks for them */
  demoMode: boolean;
  /** 'auto' seeds the embedded database when it is empty */
  demoSeed: 'auto' | 'true' | 'false';
  webDistDir: string;
  kakaoMapAppKey: string | null;
  org: {
    name: string;
    address: string;
    representative: string;
    phone: string;
    businessNo: string;
    /** ORG_AGENCY_CODE: 행정표준기관코드 of the operator (standard open data set), null when not set */
    agencyCode: string | null;
    copyright: string;
  };
  /** wrong passwords in a row from one address that lock the account for that address (decision 181) */
  loginMaxFailures: number;
  /** a lock (of an address, or of the whole account) releases by itself this many minutes after it was set */
  loginLockMinutes: number;
  /** wrong passwords one client IP may send per lock period, whatever the ids (decision 076) */
  loginMaxFailuresPerAddress: number;
  /** addresses with a wrong password for one account within the lock period that lock the whole account (decision 181) */
  loginAccountLockAddresses: number;
  /** login attempts per IP per minute */
  loginRateLimitPerMinute: number;
  /** public lookups by plate (pre-payment, unpaid) per IP per minute */
  plateLookupPerMinute: number;
  /** visit reports (POST /api/visitInfo, one per SPA navigation) per IP per minute */
  visitReportsPerMinute: number;
  /** server secret keying the HMAC of SMS codes (random per process unless APP_SECRET is set; required in production) */
  appSecret: string;
  /** SMS sending (integrations/sms) and the code limits of DESIGN §5 */
  sms: {
    provider: 'outbox' | 'solapi';
    solapi: { apiKey: string; apiSecret: string; sender: string; baseUrl: string };
    /** codes sent to one phone per 24 hours */
    dailyLimitPerPhone: number;
    /** codes requested from one client IP per 24 hours */
    dailyLimitPerIp: number;
    /** messages of every kind one phone may receive per Korean calendar day (decision 179) */
    dailyMessagesPerPhone: number;
  };
  /** the notification service (modules/notifications, decisions 211–213) */
  notifications: {
    /** SOLAPI_KAKAO_PF_ID: the KakaoTalk channel (sender profile) of 알림톡; '' = SMS only */
    kakaoPfId: string;
    /** ALIMTALK_TEMPLATE_<KIND>: approved template codes; a kind without one goes by SMS */
    alimtalkTemplates: Partial<Record<NotificationKind, string>>;
    /** seconds between runs of the sending job (0 = only when asked; queued messages also go right after their commit) */
    sendIntervalSeconds: number;
  };
  /** card payments (integrations/payments, modules/payments; DESIGN §5 "Payments") */
  payment: PaymentConfig;
  /** path prefixes exempt from the CSRF origin check (server-to-server callbacks) */
  csrfExemptPrefixes: string[];
  /** maximum JSON/form body in bytes */
  bodyLimit: number;
  /** when a request is refused at once with 503 instead of queueing (plugins/load-shedding.ts; decision 186) */
  loadShedding: LoadSheddingConfig;
  /** the live availability stream's limits (modules/live-availability; decision 218) */
  liveStream: LiveStreamConfig;
}

/** Limits of GET /api/open/availability/stream, per server process; 0 turns a cap off. */
export interface LiveStreamConfig {
  /** open streams in total (more → 503 LIVE_STREAM_FULL) */
  maxConnections: number;
  /** open streams per client address (more → 429 LIVE_STREAM_ADDRESS_LIMIT) */
  maxPerAddress: number;
  /** seconds between heartbeat comments */
  heartbeatSeconds: number;
  /** bytes that may wait in one stream's socket buffer before the client is dropped as not reading */
  maxBufferedBytes: number;
}

/** Limits past which requests are answered 503 + Retry-After at once; 0 turns a limit off. */
export interface LoadSheddingConfig {
  /** mean event-loop delay over the last sample, in ms */
  maxEventLoopDelayMs: number;
  /** V8 heap in use, in bytes */
  maxHeapBytes: number;
  /** requests of this process waiting for a database connection (PostgreSQL) */
  maxPoolWaiting: number;
  /** requests this process is answering at once */
  maxInFlight: number;
  /** Retry-After of the refusal, in seconds */
  retryAfterSeconds: number;
  /** how often the event-loop delay and the heap are sampled, in ms */
  sampleIntervalMs: number;
  /**
   * password checks (scrypt, on libuv's thread pool) in flight in this process; past it a login is refused at
   * once (modules/auth/password.ts; decision 220)
   */
  maxPasswordChecks: number;
  /**
   * with an event-loop limit, admit up to maxInFlight by additive increase and multiplicative decrease on the
   * loop's delay instead of maxInFlight at once (decision 220)
   */
  adaptiveInFlight: boolean;
}

export interface PaymentConfig {
  /** simulated = the built-in card page (/pg-sim/pay); smartro = Smartro PG */
  provider: 'simulated' | 'smartro';
  /** the simulated provider runs in production because PAYMENT_SIMULATED_IN_PRODUCTION=force asked for it */
  simulatedForced: boolean;
  mid: string;
  /** signs EncryptData (and Smartro's cancel request); never sent to the browser */
  merchantKey: string;
  /** shown on the card page and on receipts */
  merchantName: string;
  smartro: {
    /** STG = Smartro's test hosts, REAL = production */
    mode: 'STG' | 'REAL';
    /** payment window host of the mode (its SDK: {payUrl}/asset/js/SmartroPAY-1.0.min.js) */
    payUrl: string;
    /** approval / cancel host of the mode ({approvalUrl}/payment/approval/urlCallApproval.do, …/cancel.do) */
    approvalUrl: string;
    /** the merchant's cancel password (Smartro's CancelPwd) */
    cancelPwd: string;
    /** server-to-server call timeout */
    timeoutMs: number;
  };
  /** origin of the portal as the provider reaches it (ReturnUrl); null → taken from each request */
  publicBaseUrl: string | null;
  /** an APPROVING payment older than this is settled by the reconcile job */
  reconcileAfterSeconds: number;
  /** how often the reconcile job runs in the server process (first at start-up); 0 = never */
  reconcileIntervalSeconds: number;
  /** payments one client IP may start per minute (callbacks, logs and receipts allow a multiple) */
  startsPerMinute: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws ConfigError listing every wrong variable. */
/**
 * Without APP_SECRET (never in production): a random key kept in the data directory (`app-secret`, mode 600)
 * so that a restarted demo server still draws the lotteries whose seed it committed to (decision 180) and
 * still matches the SMS codes it sent; random per process for an in-memory database.
 */
function developmentSecret(dataDir: string | null): string {
  if (dataDir === null) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'app-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // not there yet
  }
  const secret = randomBytes(32).toString('hex');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
  } catch {
    // a read-only directory: random per process, as before
  }
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings count as "not set" so `.env` lines like `PORT=` take the default.
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const v = env[key];
    if (v !== undefined && v !== '') cleaned[key] = v;
  }
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && e.APP_SECRET === undefined)
    problems.push('APP_SECRET: required when NODE_ENV=production');
  // A cheaper password hash is for test runs (Vitest, the e2e server): anywhere else passwords are hashed at
  // scrypt N=2^15, and a setting that would not be honoured is refused rather than ignored (decision 228).
  if (e.PASSWORD_HASH_COST !== undefined && e.NODE_ENV !== 'test')
    problems.push(
      `PASSWORD_HASH_COST: honoured only with NODE_ENV=test (NODE_ENV=${e.NODE_ENV} hashes passwords at scrypt N=2^15); remove it`,
    );
  if (e.SMS_PROVIDER === 'solapi') {
    for (const key of ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER'] as const) {
      if (e[key] === undefined) problems.push(`${key}: required when SMS_PROVIDER=solapi`);
    }
  }
  // The simulated provider approves its test cards without money: in production only a real provider, unless an
  // operator insists (a rehearsal), and then a warning at every start (decision 182).
  const simulatedForced = production && e.PAYMENT_SIMULATED_IN_PRODUCTION === 'force';
  if (production && e.PAYMENT_PROVIDER !== 'smartro' && !simulatedForced)
    problems.push(
      `PAYMENT_PROVIDER: ${e.PAYMENT_PROVIDER === undefined ? 'required' : `${e.PAYMENT_PROVIDER} refused`} when NODE_ENV=production; set PAYMENT_PROVIDER=smartro (real card payments: the simulated provider approves test cards without money), or PAYMENT_SIMULATED_IN_PRODUCTION=force to run the simulated provider anyway`,
    );
  if (e.PAYMENT_PROVIDER === 'smartro') {
    for (const key of ['PAYMENT_MID', 'PAYMENT_MERCHANT_KEY', 'SMARTRO_CANCEL_PWD'] as const) {
      if (e[key] === undefined) problems.push(`${key}: required when PAYMENT_PROVIDER=smartro`);
    }
    // Smartro's cancel request is AES-256 keyed with the first 32 characters of the merchant key.
    if (e.PAYMENT_MERCHANT_KEY !== undefined && e.PAYMENT_MERCHANT_KEY.length < 32)
      problems.push('PAYMENT_MERCHANT_KEY: must be the merchant key Smartro issued (at least 32 characters)');
  }
  // Demo mode publishes every SMS (anyone could reset any password) and seeds known passwords: only on request,
  // and never on a real database or in production unless forced (decision 080).
  const demoAsked = e.DEMO_MODE === 'force' || ['true', '1', 'yes', 'on'].includes(e.DEMO_MODE ?? '');
  if (demoAsked && e.DEMO_MODE !== 'force') {
    if (e.DATABASE_URL !== undefined)
      problems.push(
        'DEMO_MODE: refused with a PostgreSQL DATABASE_URL (it publishes every SMS); set DEMO_MODE=force to insist',
      );
    if (production)
      problems.push('DEMO_MODE: refused with NODE_ENV=production; set DEMO_MODE=force to insist');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const smartroReal = e.SMARTRO_MODE === 'REAL';
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT ?? 3000,
    // Demo mode publishes every SMS at /smsoutbox: it listens on this computer only unless HOST says otherwise.
    host: e.HOST ?? (demoAsked ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(REPO_ROOT, e.DATA_DIR),
    storageDir:
      e.STORAGE_DIR === 'memory://'
        ? 'memory://'
        : e.STORAGE_DIR !== undefined
          ? path.resolve(REPO_ROOT, e.STORAGE_DIR)
          : e.DATA_DIR === 'memory://'
            ? 'memory://'
            : path.resolve(REPO_ROOT, e.DATA_DIR, 'uploads'),
    logLevel: e.LOG_LEVEL,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES ?? 30,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS ?? 12,
    cookieSecure: e.COOKIE_SECURE ?? production,
    trustProxy: e.TRUST_PROXY ?? false,
    demoMode: demoAsked,
    demoSeed: e.DEMO_SEED,
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    kakaoMapAppKey: e.KAKAO_MAP_APP_KEY ?? null,
    org: {
      name: e.ORG_NAME,
      address: e.ORG_ADDRESS,
      representative: e.ORG_REPRESENTATIVE,
      phone: e.ORG_PHONE,
      businessNo: e.ORG_BUSINESS_NO,
      agencyCode: e.ORG_AGENCY_CODE || null,
      copyright: e.ORG_COPYRIGHT,
    },
    loginMaxFailures: e.LOGIN_MAX_FAILURES ?? defaultLoginPolicy.maxFailures,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES ?? defaultLoginPolicy.lockMinutes,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS ?? 50,
    loginAccountLockAddresses: e.LOGIN_ACCOUNT_LOCK_ADDRESSES ?? 10,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE ?? 20,
    plateLookupPerMinute: e.PLATE_LOOKUP_RATE_LIMIT_PER_MINUTE ?? 60,
    // Generous for people clicking through the site; a script filling the visit log is cut off (issue 12 §12).
    visitReportsPerMinute: 120,
    appSecret:
      e.APP_SECRET ??
      developmentSecret(e.DATA_DIR === 'memory://' ? null : path.resolve(REPO_ROOT, e.DATA_DIR)),
    sms: {
      provider: e.SMS_PROVIDER,
      solapi: {
        apiKey: e.SOLAPI_API_KEY ?? '',
        apiSecret: e.SOLAPI_API_SECRET ?? '',
        sender: e.SOLAPI_SENDER ?? '',
        baseUrl: e.SOLAPI_BASE_URL.replace(/\/+$/, ''),
      },
      dailyLimitPerPhone: e.SMS_DAILY_LIMIT_PER_PHONE ?? 10,
      dailyLimitPerIp: e.SMS_DAILY_LIMIT_PER_IP ?? 50,
      dailyMessagesPerPhone: e.SMS_DAILY_MESSAGES_PER_PHONE ?? 30,
    },
    notifications: {
      kakaoPfId: e.SOLAPI_KAKAO_PF_ID ?? '',
      alimtalkTemplates: Object.fromEntries(
        alimtalkTemplateKeys.flatMap(([kind, key]) => {
          const code = (e as Record<string, unknown>)[key];
          return typeof code === 'string' ? [[kind, code]] : [];
        }),
      ),
      sendIntervalSeconds: e.NOTIFICATION_SEND_INTERVAL_SECONDS ?? 30,
    },
    payment: {
      provider: e.PAYMENT_PROVIDER ?? 'simulated',
      simulatedForced: simulatedForced && e.PAYMENT_PROVIDER !== 'smartro',
      mid: e.PAYMENT_MID ?? SIMULATED_MID,
      merchantKey: e.PAYMENT_MERCHANT_KEY ?? SIMULATED_MERCHANT_KEY,
      merchantName: e.PAYMENT_MERCHANT_NAME,
      smartro: {
        mode: e.SMARTRO_MODE,
        payUrl: smartroReal ? e.SMARTRO_REAL_URL : e.SMARTRO_STG_URL,
        approvalUrl: smartroReal ? e.SMARTRO_REAL_APPROVAL_URL : e.SMARTRO_STG_APPROVAL_URL,
        cancelPwd: e.SMARTRO_CANCEL_PWD ?? '',
        timeoutMs: 10_000,
      },
      publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? null,
      // The provider call times out after 10 s: a payment still approving after 30 s is stuck (issue 12).
      reconcileAfterSeconds: e.PAYMENT_RECONCILE_AFTER_SECONDS ?? 30,
      reconcileIntervalSeconds: e.PAYMENT_RECONCILE_INTERVAL_SECONDS ?? 60,
      startsPerMinute: 30,
    },
    // The card provider posts its approval cross-site; the simulated provider's pages play that provider.
    csrfExemptPrefixes: ['/api/smartropay/callApproval/', '/api/equipment/', '/pg-sim/'],
    bodyLimit: 1024 * 1024,
    metricsToken: e.METRICS_TOKEN,
    loadShedding: {
      // The embedded database (PGlite) runs its queries on the event loop: a single query shows as loop delay,
      // so a single-process portal on it sheds only past 200 ms (decision 199).
      maxEventLoopDelayMs: e.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS ?? (e.DATABASE_URL ? 50 : 200),
      // 90 % of what V8 may use: a heap that full spends its time collecting garbage, then dies of it
      maxHeapBytes:
        e.LOAD_SHED_MAX_HEAP_MB !== undefined
          ? e.LOAD_SHED_MAX_HEAP_MB * 1024 * 1024
          : Math.floor(getHeapStatistics().heap_size_limit * 0.9),
      maxPoolWaiting: e.LOAD_SHED_MAX_POOL_WAITING ?? 20,
      maxInFlight: e.LOAD_SHED_MAX_IN_FLIGHT ?? 32,
      retryAfterSeconds: e.LOAD_SHED_RETRY_AFTER_SECONDS ?? 5,
      sampleIntervalMs: 250,
      maxPasswordChecks: e.LOAD_SHED_MAX_PASSWORD_CHECKS ?? DEFAULT_MAX_PASSWORD_CHECKS,
      // on PostgreSQL only by default: on the embedded PGlite every query runs on the event loop, so its delay
      // follows ordinary work and halving on it would refuse one visitor's parallel asset requests
      adaptiveInFlight: e.LOAD_SHED_ADAPTIVE_IN_FLIGHT ?? Boolean(e.DATABASE_URL),
    },
    apiDocs: e.API_DOCS ?? !production,
    liveStream: {
      maxConnections: e.LIVE_STREAM_MAX_CONNECTIONS ?? 5_000,
      maxPerAddress: e.LIVE_STREAM_MAX_PER_ADDRESS ?? 20,
      heartbeatSeconds: e.LIVE_STREAM_HEARTBEAT_SECONDS ?? 20,
      maxBufferedBytes: (e.LIVE_STREAM_MAX_BUFFER_KB ?? 64) * 1024,
    },
  };
}

/** A deep partial of AppConfig, for tests. */
export type ConfigOverrides = Partial<Omit<AppConfig, 'org'>> & { org?: Partial<AppConfig['org']> };

/** Test configuration: in-memory database, quiet logs, no demo seed. */
export function testConfig(overrides: ConfigOverrides = {}): AppConfig {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    DEMO_SEED: 'false',
  });
  // Tests log in many times from one address; the limit itself is tested with an override. Background jobs
  // run only when a test asks (app.jobs.runNow, or an interval in its overrides).
  return {
    ...base,
    loginRateLimitPerMinute: 10_000,
    payment: { ...base.payment, reconcileIntervalSeconds: 0 },
    notifications: { ...base.notifications, sendIntervalSeconds: 0 },
    // No load shedding unless a test asks: PGlite runs in the test's own thread and a busy test machine would
    // show its work as event-loop delay (plugins/load-shedding.test.ts sets limits).
    loadShedding: {
      ...base.loadShedding,
      maxEventLoopDelayMs: 0,
      maxHeapBytes: 0,
      maxPoolWaiting: 0,
      maxInFlight: 0,
      maxPasswordChecks: 0,
    },
    ...overrides,
    org: { ...base.org, ...overrides.org },
  };
}

/** Whether `host` is a loopback address (reachable from this computer only). */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** The banner printed at start while demo mode is on (null when it is off). */
export function demoModeWarning(
  config: Pick<AppConfig, 'demoMode' | 'databaseUrl' | 'host' | 'port'>,
): string | null {
  if (!config.demoMode) return null;
  const line = '!'.repeat(78);
  const reach = isLoopbackHost(config.host)
    ? [
        `!! It listens on ${config.host} only: reachable from this computer alone. HOST=0.0.0.0 would publish`,
        '!! the outbox to the whole network.',
      ]
    : [
        `!! HOST=${config.host}: the outbox is reachable by anyone who can reach port ${config.port} of this machine.`,
        '!! Leave HOST unset to listen on 127.0.0.1 (this computer only).',
      ];
  return [
    line,
    '!! DEMO MODE IS ON (DEMO_MODE). Every SMS, verification codes included, is readable by anyone at',
    '!! /smsoutbox, so anyone can reset any password; demo accounts with published passwords are seeded',
    `!! into ${config.databaseUrl ? 'the PostgreSQL database (forced)' : 'an empty embedded database'}. Never expose this server to real users.`,
    ...reach,
    line,
  ].join('\n');
}

/** The banner printed at every start of a production server forced to the simulated card provider. */
export function simulatedPaymentWarning(config: Pick<AppConfig, 'payment'>): string | null {
  if (!config.payment.simulatedForced) return null;
  const line = '!'.repeat(78);
  return [
    line,
    '!! SIMULATED CARD PAYMENTS IN PRODUCTION (PAYMENT_SIMULATED_IN_PRODUCTION=force). The test cards',
    '!! (4111 1111 1111 1111, …) are approved without any money: every fee "paid" on this server is unpaid.',
    '!! Set PAYMENT_PROVIDER=smartro and remove PAYMENT_SIMULATED_IN_PRODUCTION before real users come.',
    line,
  ].join('\n');
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify 5 treats a bare number as "trust nothing", so a hop count
 * becomes a function trusting the socket peer and the next hops: with 1, the right-most X-Forwarded-For entry
 * (written by the proxy) is the client, whatever the client wrote further left. A hop count is only safe when
 * the server can be reached through the proxy alone; a list of the proxies' addresses is safe either way.
 */
export function fastifyTrustProxy(
  value: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}
