import { maskMobile } from '@parking/shared/admin-members/schemas';
import type { PendingRegistration } from '@parking/shared/admin-vehicles/schemas';
import type { Principal } from '@parking/shared/auth/roles';
import { formatKst, todayKst } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import {
  needsProofDocument,
  type ReductionApplyInput,
  type ReductionResult,
} from '@parking/shared/reduction-registration/schemas';
import type { AppDb, DbOrTx } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/storage';
import { AppError } from '../../lib/app-error';
import { type AttachmentRow, findAttachmentById } from '../../lib/attachments.repository';
import { ATTACHMENT_TYPES, checkUpload, saveAttachment, type UploadCandidate } from '../../lib/uploads';
import { enqueueNotification, type Notifier } from '../notifications';
import { type PiiAccess, recordPiiAccess } from '../pii-access';
import {
  type EligibilityService,
  insertDiscountVehicle,
  oneYearFrom,
  registryEligibility,
} from '../reduction';
import { consumeVerification } from '../signup';
import {
  type DiscountCodeRow,
  decideRegistration,
  findCode,
  findRegistration,
  insertRegistration,
  listPendingRows,
  listRegistrationsOfMember,
  type RegistrationRow,
  setRegistrationFile,
} from './reduction-registration.repository';

export interface RegistrationDeps {
  db: AppDb;
  /** sends the applicant's notice after the commit (the notification service) */
  notifier: Pick<Notifier, 'deliver'>;
  storage: FileStorage;
  log: { warn(obj: object, msg?: string): void };
  /** the eligibility adapter (default: registry, decision 123) */
  eligibility?: (db: DbOrTx) => EligibilityService;
  now?: () => Date;
}

/** How long after the SMS check the verified phone may be used for an application. */
export const REDUCTION_VERIFY_WINDOW_MS = 30 * 60 * 1000;
/** The ownerKind of proof documents in `attachments`. */
export const PROOF_KIND = 'reduction-proof';

const t = () => ko.reductionRegistration;

/** A lost race on the one-pending-per-car-and-category index. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The last day of a reviewed registration: a voting receipt counts one month (spec 1 §9), others a year. */
export function reviewedPeriodEnd(discountCd: string, startDt: string): string {
  if (discountCd !== 'DC019') return oneYearFrom(startDt);
  const d = new Date(`${startDt}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

function toResult(
  r: RegistrationRow,
  code: DiscountCodeRow,
  already: boolean,
  message: string,
): Domain<ReductionResult> {
  return {
    regId: r.regId,
    status: r.status as Domain<ReductionResult>['status'],
    already,
    plate: r.plate,
    discountCd: r.discountCd,
    discountNm: code.codeNm,
    rate: code.rate,
    freeMinutes: code.freeMinutes,
    fixedAmt: code.fixedAmt,
    startDt: r.startDt,
    endDt: r.endDt,
    message,
  };
}

/**
 * Queues the applicant's notice of a registration's new state (once per registration and kind) and sends it
 * before answering; a failure is retried by the notifications job (the outbox says what happened).
 */
async function notice(
  deps: RegistrationDeps,
  kind: 'reduction_registered' | 'reduction_received' | 'reduction_approved' | 'reduction_rejected',
  r: { regId: number; plate: string; mobile: string; memberId?: string | null; endDt: string },
  discountNm = '',
): Promise<void> {
  try {
    const queued = await enqueueNotification(deps.db, {
      kind,
      memberId: r.memberId ?? null,
      phone: r.mobile,
      vars: { plate: r.plate, discountNm, endDt: r.endDt },
      eventKey: `reduction:${r.regId}`,
    });
    if (queued.queued) await deps.notifier.deliver(queued.id);
  } catch (err) {
    deps.log.warn({ err: String(err) }, 'reduction registration notice not queued');
  }
}

export interface ApplyContext {
  /** this browser's verification ticket */
  ticketHash: string | null;
  principal: Principal | null;
  file: UploadCandidate | null;
}

/**
 * apply.json (/reductionconfirm): checks the applicant's verified phone, the car and owner against the
 * eligibility service, and registers. Entitled → ACTIVE at once (a discount vehicle irs.json, pre-payment and
 * exits read); a category confirmed only by documents → PENDING with the proof for staff; a car whose register
 * names another owner, or a registry category without entitlement → refused, nothing written (the phone
 * verification stays unused, so the person may correct and retry).
 */
export async function applyReduction(
  deps: RegistrationDeps,
  input: Domain<ReductionApplyInput>,
  ctx: ApplyContext,
): Promise<Domain<ReductionResult>> {
  const now = deps.now?.() ?? new Date();
  const today = todayKst(now);
  const checked = ctx.file ? checkUpload(ctx.file, ATTACHMENT_TYPES, { field: 'file' }) : null;
  const result = await deps.db.transaction(async (tx) => {
    const code = await findCode(tx, input.discountCd);
    if (code?.useYn !== 'Y' || code.code === 'DC001') {
      throw new AppError('DISCOUNT_CODE_NOT_FOUND', 400, { discountCd: [ko.errors.DISCOUNT_CODE_NOT_FOUND] });
    }
    const verified =
      ctx.ticketHash !== null &&
      (await consumeVerification(tx, {
        ticketHash: ctx.ticketHash,
        phone: input.mobile,
        purpose: 'REDUCTION',
        since: new Date(now.getTime() - REDUCTION_VERIFY_WINDOW_MS),
        now,
      }));
    if (!verified) {
      throw new AppError('REDUCTION_PHONE_NOT_VERIFIED', 400, {
        mobile: [ko.errors.REDUCTION_PHONE_NOT_VERIFIED],
      });
    }
    const eligibility = (deps.eligibility ?? registryEligibility)(tx);
    const answer = await eligibility.check({ plate: input.plate, ownerNm: input.carOwnerNm, today });
    if (answer.carKnown && !answer.ownerMatches) {
      throw new AppError('REDUCTION_OWNER_MISMATCH', 400, {
        carOwnerNm: [ko.errors.REDUCTION_OWNER_MISMATCH],
      });
    }
    const base = {
      plate: input.plate,
      carOwnerNm: input.carOwnerNm,
      discountCd: code.code,
      mobile: input.mobile,
      memberId: ctx.principal?.memberId ?? null,
    };
    const entitled = answer.entitlements
      .filter((e) => e.discountCd === code.code)
      .sort((a, b) => b.validUntil.localeCompare(a.validUntil))[0];
    if (entitled) {
      // A discount vehicle staff registered for this owner already applies: recorded, not doubled.
      const seqId =
        entitled.seqId ??
        (await insertDiscountVehicle(tx, {
          ...base,
          startDt: today,
          endDt: entitled.validUntil,
          note: `감면 사전등록(${eligibility.name})`,
        }));
      const row = await insertRegistration(tx, {
        ...base,
        status: 'ACTIVE',
        source: 'REGISTRY',
        startDt: today,
        endDt: entitled.validUntil,
        seqId,
      });
      const already = entitled.seqId !== undefined;
      return toResult(row, code, already, already ? t().result.already : t().result.active);
    }
    if (!needsProofDocument(code.code)) {
      throw new AppError('REDUCTION_NOT_ELIGIBLE', 400, { discountCd: [ko.errors.REDUCTION_NOT_ELIGIBLE] });
    }
    if (!ctx.file || !checked) {
      throw new AppError('REDUCTION_PROOF_REQUIRED', 400, { file: [ko.errors.REDUCTION_PROOF_REQUIRED] });
    }
    let row: RegistrationRow;
    try {
      row = await insertRegistration(tx, {
        ...base,
        status: 'PENDING',
        source: 'DOCUMENT',
        startDt: today,
        endDt: reviewedPeriodEnd(code.code, today),
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('REDUCTION_ALREADY_PENDING', 409);
      throw err;
    }
    // Last: a stored file is the one thing a rollback cannot take back.
    const saved = await saveAttachment({ db: tx, storage: deps.storage }, ctx.file, checked, {
      ownerKind: PROOF_KIND,
      ownerId: String(row.regId),
      regId: ctx.principal?.memberId ?? null,
    });
    await setRegistrationFile(tx, row.regId, saved.atchFileId);
    return toResult(row, code, false, t().result.pending);
  });
  await notice(
    deps,
    result.status === 'ACTIVE' ? 'reduction_registered' : 'reduction_received',
    { ...result, mobile: input.mobile, memberId: ctx.principal?.memberId ?? null },
    result.discountNm,
  );
  return result;
}

/** myRegistrations.json: the caller's pre-registrations (my-page). */
export async function myRegistrations(db: DbOrTx, memberId: string): Promise<Domain<ReductionResult>[]> {
  const rows = await listRegistrationsOfMember(db, memberId);
  return rows.map(({ r, code }) => toResult(r, code, false, ''));
}

// ── staff review (admin-vehicles calls these) ────────────────────────────────

export type Actor = Pick<PiiAccess, 'staff' | 'ip'>;

/** pendingList.json: applications with a document waiting for review. */
export async function listPendingRegistrations(
  db: DbOrTx,
): Promise<{ pendingList: Domain<PendingRegistration>[] }> {
  const rows = await listPendingRows(db);
  return {
    pendingList: rows.map(({ r, discountNm, fileName }) => ({
      regId: r.regId,
      plate: r.plate,
      carOwnerNm: r.carOwnerNm,
      discountCd: r.discountCd,
      discountNm,
      mobile: maskMobile(r.mobile),
      regDttm: formatKst(r.regDttm),
      startDt: r.startDt,
      endDt: r.endDt,
      fileName: fileName ?? null,
    })),
  };
}

/**
 * approvePending.json: registers the discount vehicle from the approval day for the category's period, marks
 * the application ACTIVE and texts the applicant. A second approval finds nothing pending (409).
 */
export async function approveRegistration(
  deps: RegistrationDeps,
  regId: number,
  actor: Actor,
): Promise<{ code: '00'; message: string; regId: number; seqId: number }> {
  const today = todayKst(deps.now?.() ?? new Date());
  const done = await deps.db.transaction(async (tx) => {
    const r = await findRegistration(tx, regId);
    if (!r) throw new AppError('REGISTRATION_NOT_FOUND', 404);
    const endDt = reviewedPeriodEnd(r.discountCd, today);
    const seqId = await insertDiscountVehicle(tx, {
      plate: r.plate,
      carOwnerNm: r.carOwnerNm,
      discountCd: r.discountCd,
      startDt: today,
      endDt,
      note: `감면 사전등록(서류 검토) #${r.regId}`,
    });
    const decided = await decideRegistration(tx, regId, {
      status: 'ACTIVE',
      seqId,
      startDt: today,
      endDt,
      decidedBy: actor.staff.memberId,
    });
    if (!decided) throw new AppError('REGISTRATION_NOT_PENDING', 409);
    const code = await findCode(tx, r.discountCd);
    await recordPiiAccess(tx, {
      ...actor,
      subjectId: r.plate,
      action: 'UPDATE',
      target: `POST /api/admin/discount/approvePending.json regId=${regId}`,
    });
    return { r: decided, seqId, name: code?.codeNm ?? r.discountCd };
  });
  await notice(deps, 'reduction_approved', done.r, done.name);
  return { code: '00', message: ko.adminVehicles.discount.pending.approved, regId, seqId: done.seqId };
}

/** rejectPending.json: the application is refused; the applicant gets a text. */
export async function rejectRegistration(
  deps: RegistrationDeps,
  regId: number,
  actor: Actor,
): Promise<{ code: '00'; message: string; regId: number }> {
  const r = await deps.db.transaction(async (tx) => {
    if (!(await findRegistration(tx, regId))) throw new AppError('REGISTRATION_NOT_FOUND', 404);
    const decided = await decideRegistration(tx, regId, {
      status: 'REJECTED',
      decidedBy: actor.staff.memberId,
    });
    if (!decided) throw new AppError('REGISTRATION_NOT_PENDING', 409);
    await recordPiiAccess(tx, {
      ...actor,
      subjectId: decided.plate,
      action: 'UPDATE',
      target: `POST /api/admin/discount/rejectPending.json regId=${regId}`,
    });
    return decided;
  });
  await notice(deps, 'reduction_rejected', r);
  return { code: '00', message: ko.adminVehicles.discount.pending.rejected, regId };
}

/** pendingDownload.json: the proof document of an application; the download is recorded. */
export async function registrationDocument(
  deps: Pick<RegistrationDeps, 'db'>,
  regId: number,
  actor: Actor,
): Promise<AttachmentRow> {
  const r = await findRegistration(deps.db, regId);
  const file = r?.atchFileId ? await findAttachmentById(deps.db, r.atchFileId) : null;
  if (!r || !file) throw new AppError('FILE_NOT_FOUND', 404);
  await recordPiiAccess(deps.db, {
    ...actor,
    subjectId: r.plate,
    action: 'DOWNLOAD',
    target: `GET /api/admin/discount/pendingDownload.json regId=${regId}`,
  });
  return file;
}
