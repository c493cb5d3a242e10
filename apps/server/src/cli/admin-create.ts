/**
 * `npm run admin:create`: creates the first administrator of a real deployment (there is no default
 * password outside the demo seed).
 *
 *   npm run admin:create -- --id opsadmin --name 홍길동 [--mobile 01012345678]
 *   npm run admin:create -- --id opsadmin --reset     (new password, login lock released; decision 076)
 *
 * The password comes from --password, ADMIN_PASSWORD or, on a terminal, a prompt that does not echo
 * (preferred: a password on the command line ends up in the shell history). ADMIN_ID, ADMIN_NAME and
 * ADMIN_MOBILE work the same way for the other fields.
 */
import { randomInt } from 'node:crypto';
import { createInterface, type Interface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ko } from '@parking/shared/messages/ko';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { members } from '../db/schema/accounts';
import { authorGroups } from '../db/schema/system';
import { DEMO_AUTHOR_GROUPS } from '../db/seed/demo-data';
import { clearLoginLocks, hashPassword } from '../modules/auth';
import { endSessionsOfMember } from '../plugins/session.repository';
import { isMainModule, openMigratedDb } from './open-db';

/** Login id: a letter, then 4–19 letters, digits, `_` or `-` (5–20 in all; spec 3 §5 user create). */
export const ADMIN_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{4,19}$/;

/** Password: 8–20 of letters, digits and !@#$%&*?, with at least one of each kind (spec 3 §5). */
export const ADMIN_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%&*?])[A-Za-z\d!@#$%&*?]{8,20}$/;

const MOBILE_PATTERN = /^01\d{8,9}$/;

export interface AdminInput {
  id: string;
  name: string;
  password: string;
  /** optional; needed later for password recovery by SMS */
  mobile?: string | undefined;
}

export type AdminField = keyof AdminInput;

/** Why an administrator was not created: invalid fields, or the id is taken. */
export class AdminCreateError extends Error {
  constructor(
    readonly code: 'INVALID' | 'DUPLICATE_ID' | 'NOT_FOUND',
    readonly problems: { field: AdminField; message: string }[],
  ) {
    super(problems.map((p) => p.message).join('\n'));
    this.name = 'AdminCreateError';
  }
}

/** Trims the fields and checks them; throws AdminCreateError listing every problem. */
export function validateAdminInput(input: AdminInput): AdminInput {
  const id = input.id.trim();
  const name = input.name.trim();
  const mobile = input.mobile?.replace(/[\s-]/g, '') || undefined;
  const problems: { field: AdminField; message: string }[] = [];
  if (!ADMIN_ID_PATTERN.test(id)) problems.push({ field: 'id', message: ko.cli.adminIdInvalid });
  if (name.length < 1 || name.length > 50) problems.push({ field: 'name', message: ko.cli.adminNameInvalid });
  if (!ADMIN_PASSWORD_PATTERN.test(input.password)) {
    problems.push({ field: 'password', message: ko.cli.adminPasswordInvalid });
  }
  if (mobile !== undefined && !MOBILE_PATTERN.test(mobile)) {
    problems.push({ field: 'mobile', message: ko.cli.adminMobileInvalid });
  }
  if (problems.length > 0) throw new AdminCreateError('INVALID', problems);
  return { id, name, password: input.password, mobile };
}

function newEmpEsntlId(): string {
  return `EMPCNFRM_${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const ADMIN_GROUP = DEMO_AUTHOR_GROUPS.find((g) => g.authorCode === 'ROLE_ADMIN')!;

/**
 * Creates an administrator (staff account EMP, ROLE_ADMIN, approved). Ensures the ROLE_ADMIN
 * authority group exists. Throws AdminCreateError for invalid input or an id already in use.
 */
export async function createAdmin(
  db: AppDb,
  input: AdminInput,
): Promise<{ memberId: string; empNo: string; empNm: string }> {
  const v = validateAdminInput(input);
  const duplicate = () =>
    new AdminCreateError('DUPLICATE_ID', [{ field: 'id', message: ko.cli.adminDuplicateId }]);
  const taken = await db.select({ id: members.memberId }).from(members).where(eq(members.empNo, v.id));
  if (taken.length > 0) throw duplicate();

  const passwordHash = await hashPassword(v.password);
  const memberId = newEmpEsntlId();
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(authorGroups)
        .values({ authorCode: 'ROLE_ADMIN', authorNm: ADMIN_GROUP.authorNm, authorDc: ADMIN_GROUP.authorDc })
        .onConflictDoNothing();
      await tx.insert(members).values({
        memberId,
        empNo: v.id,
        passwordHash,
        empNm: v.name,
        empDiv: 'EMP',
        authorCode: 'ROLE_ADMIN',
        empSttus: 'P',
        empMobile: v.mobile ?? '',
      });
    });
  } catch (err) {
    // Someone took the id between the check and the insert.
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
  return { memberId, empNo: v.id, empNm: v.name };
}

/**
 * Recovery of an administrator locked out of the back office (decision 076): sets a new password, clears the
 * failure count and the lock, and ends the account's open sessions. Only for an existing, not withdrawn
 * ROLE_ADMIN account; throws AdminCreateError (INVALID, NOT_FOUND).
 */
export async function resetAdmin(
  db: AppDb,
  input: { id: string; password: string },
): Promise<{ empNo: string }> {
  const id = input.id.trim();
  const problems: { field: AdminField; message: string }[] = [];
  if (!ADMIN_ID_PATTERN.test(id)) problems.push({ field: 'id', message: ko.cli.adminIdInvalid });
  if (!ADMIN_PASSWORD_PATTERN.test(input.password))
    problems.push({ field: 'password', message: ko.cli.adminPasswordInvalid });
  if (problems.length > 0) throw new AdminCreateError('INVALID', problems);
  const [admin] = await db
    .select({ memberId: members.memberId, authorCode: members.authorCode, empSttus: members.empSttus })
    .from(members)
    .where(eq(members.empNo, id))
    .limit(1);
  if (admin?.authorCode !== 'ROLE_ADMIN' || admin.empSttus === 'D')
    throw new AdminCreateError('NOT_FOUND', [{ field: 'id', message: ko.accounts.lock.adminNotFound }]);
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash, updDttm: now }).where(eq(members.memberId, admin.memberId));
    await clearLoginLocks(tx, admin.memberId);
    await endSessionsOfMember(tx, admin.memberId, now);
  });
  return { empNo: id };
}

// ---------------------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------------------

const USAGE = `사용법: npm run admin:create -- --id <아이디> --name <이름> [--password <비밀번호>] [--mobile <휴대폰>]
       npm run admin:create -- --id <아이디> --reset [--password <비밀번호>]   (비밀번호 재설정, 로그인 잠금 해제)
  값이 없으면 ADMIN_ID, ADMIN_NAME, ADMIN_PASSWORD, ADMIN_MOBILE 환경변수를 쓰고,
  그래도 없으면 터미널에서 물어봅니다(비밀번호는 화면에 표시되지 않습니다).`;

/** Line prompts on the terminal; hidden answers are typed without echo. */
class Prompter {
  private muted = false;
  private readonly rl: Interface;

  constructor() {
    const output = new Writable({
      write: (chunk, _encoding, done) => {
        if (!this.muted) process.stdout.write(chunk);
        done();
      },
    });
    this.rl = createInterface({ input: process.stdin, output, terminal: true });
    this.rl.on('SIGINT', () => {
      process.stdout.write('\n');
      process.exit(130);
    });
  }

  async ask(question: string, hidden = false): Promise<string> {
    if (!hidden) return (await this.rl.question(question)).trim();
    process.stdout.write(question);
    this.muted = true;
    try {
      return await this.rl.question('');
    } finally {
      this.muted = false;
      process.stdout.write('\n');
    }
  }

  close(): void {
    this.rl.close();
  }
}

async function readInput(argv: string[]): Promise<(AdminInput & { reset: boolean }) | null> {
  const { values } = parseArgs({
    args: argv,
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      mobile: { type: 'string' },
      reset: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return null;
  }
  const reset = values.reset ?? false;
  let id = values.id ?? process.env.ADMIN_ID;
  // a reset keeps the account's name
  let name = reset ? '-' : (values.name ?? process.env.ADMIN_NAME);
  let password = values.password ?? process.env.ADMIN_PASSWORD;
  let mobile = values.mobile ?? process.env.ADMIN_MOBILE;

  const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);
  if (interactive && (!id || !name || !password)) {
    const p = new Prompter();
    try {
      while (!id) id = await p.ask(ko.cli.adminPromptId);
      while (!name) name = await p.ask(ko.cli.adminPromptName);
      if (mobile === undefined && !reset) mobile = await p.ask(ko.cli.adminPromptMobile);
      while (!password) {
        const first = await p.ask(ko.cli.adminPromptPassword, true);
        const again = await p.ask(ko.cli.adminPromptPasswordConfirm, true);
        if (first !== again) console.error(ko.cli.adminPasswordMismatch);
        else if (!ADMIN_PASSWORD_PATTERN.test(first)) console.error(ko.cli.adminPasswordInvalid);
        else password = first;
      }
    } finally {
      p.close();
    }
  }

  const missing = [!id && '아이디', !name && '이름', !password && '비밀번호'].filter(Boolean);
  if (missing.length > 0 || !id || !name || !password) {
    console.error(ko.cli.adminMissingInput(missing.join(', ')));
    console.error(USAGE);
    process.exitCode = 1;
    return null;
  }
  return { id, name, password, mobile, reset };
}

async function main(): Promise<number> {
  const input = await readInput(process.argv.slice(2));
  if (!input) return process.exitCode === 1 ? 1 : 0;
  if (input.reset) {
    const handle = await openMigratedDb();
    try {
      const done = await resetAdmin(handle.db, input);
      console.log(ko.accounts.lock.adminReset(done.empNo));
      return 0;
    } finally {
      await handle.close();
    }
  }
  // Check the input before touching the database.
  validateAdminInput(input);
  const handle = await openMigratedDb();
  try {
    const created = await createAdmin(handle.db, input);
    console.log(ko.cli.adminCreated(created.empNo, created.empNm));
    return 0;
  } finally {
    await handle.close();
  }
}

if (isMainModule(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      if (err instanceof AdminCreateError) {
        console.error(`${ko.cli.adminFailed}\n${err.message}`);
      } else if (err instanceof TypeError && (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
        console.error(`${err.message}\n${USAGE}`);
      } else {
        console.error(err instanceof Error ? (err.stack ?? err.message) : err);
      }
      process.exitCode = 1;
    },
  );
}
