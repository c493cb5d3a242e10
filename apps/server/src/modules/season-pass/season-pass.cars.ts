import { normalizeCarNo } from '@parking/shared/accounts/rules';
import type { Principal } from '@parking/shared/auth/roles';
import { formatKst } from '@parking/shared/common/korea-time';
import { type Domain, wireFieldNames } from '@parking/shared/common/wire-names';
import { seasonPassKo } from '@parking/shared/messages/ko/season-pass';
import { kstDateOf } from '@parking/shared/season-pass/rules';
import type { CarProofRequestInput, MyCarsResponse } from '@parking/shared/season-pass/schemas';
import type { AppDb, DbOrTx } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/storage';
import { AppError } from '../../lib/app-error';
import { ATTACHMENT_TYPES, checkUpload, saveAttachment } from '../../lib/uploads';
import type { UploadedFile } from '../../plugins/multipart';
import { confirmCarOwnership, provenCarNos } from '../mypage';
import { enqueueNotification } from '../notifications';
import { registryEligibility } from '../reduction';
import {
  decideCarProof,
  findCarProof,
  findMemberCar,
  insertCarProof,
  isUniqueViolation,
  listCarProofs,
} from './season-pass.repository';
import { flushSmsQuietly, type SeasonPassDeps } from './season-pass.sms';

const m = seasonPassKo;

/** A car the member may apply with, and the owner name the application carries (decision 179). */
export interface ProvenCar {
  plate: string;
  carOwnerNm: string;
  /** REGISTRY: the profile car whose owner name the register confirms; CONFIRMED: staff confirmed a document */
  method: 'REGISTRY' | 'CONFIRMED';
}

/**
 * The cars a member has proven: the profile car when the reduction registry (the same eligibility check as
 * reduction pre-registration, decision 123) knows it with the profile's owner name, and every car staff
 * confirmed (car_ownerships, e.g. from a registration certificate sent here).
 */
export async function provenCarsOf(
  db: DbOrTx,
  memberId: string,
  today: string,
): Promise<{ cars: ProvenCar[]; mobile: string }> {
  const member = await findMemberCar(db, memberId);
  if (!member) return { cars: [], mobile: '' };
  const cars: ProvenCar[] = [];
  const profileCar = normalizeCarNo(member.plate);
  const profileOwner = member.carOwnerNm.trim();
  if (profileCar && profileOwner) {
    const answer = await registryEligibility(db).check({ plate: profileCar, ownerNm: profileOwner, today });
    if (answer.carKnown && answer.ownerMatches)
      cars.push({ plate: profileCar, carOwnerNm: profileOwner, method: 'REGISTRY' });
  }
  const confirmed = await provenCarNos(db, memberId);
  if (confirmed.length > 0) {
    const proofs = await listCarProofs(db, { memberId, status: 'CONFIRMED' });
    for (const plate of confirmed) {
      if (cars.some((c) => c.plate === plate)) continue;
      const owner =
        proofs.find((p) => p.plate === plate)?.carOwnerNm ??
        (plate === profileCar && profileOwner ? profileOwner : member.empNm);
      cars.push({ plate, carOwnerNm: owner, method: 'CONFIRMED' });
    }
  }
  return { cars, mobile: member.empMobile };
}

/**
 * Who applies and with what, as the server decides it (decision 179): the car must be one of the member's
 * proven cars (its owner name is the proven one, whatever the form sent), and notices go to the member's
 * verified mobile (the form's telNo is not used). 400 with a field error otherwise; nothing is written.
 */
export async function applicantOf(
  db: DbOrTx,
  memberId: string,
  plate: string,
  now: Date,
): Promise<{ car: ProvenCar; mobile: string }> {
  const { cars, mobile } = await provenCarsOf(db, memberId, kstDateOf(now));
  const car = cars.find((c) => c.plate === normalizeCarNo(plate));
  if (!car) {
    const message = m.errors.SEASON_PASS_CAR_NOT_PROVEN;
    throw new AppError('SEASON_PASS_CAR_NOT_PROVEN', 400, wireFieldNames({ plate: [message] }), { message });
  }
  if (!mobile) {
    const message = m.errors.SEASON_PASS_NO_VERIFIED_PHONE;
    throw new AppError('SEASON_PASS_NO_VERIFIED_PHONE', 400, { telNo: [message] }, { message });
  }
  return { car, mobile };
}

/** Hides the middle of a mobile number for the form: 01012345678 → 010-****-5678. */
const maskedMobile = (p: string) => (p.length >= 8 ? `${p.slice(0, 3)}-****-${p.slice(-4)}` : '');

/** GET /api/period/myCars.json: the member's proven cars, pending proof requests and the notice number. */
export async function myCars(
  db: DbOrTx,
  principal: Principal,
  now: Date,
): Promise<Domain<MyCarsResponse>['value']> {
  const { cars, mobile } = await provenCarsOf(db, principal.memberId, kstDateOf(now));
  const requests = await listCarProofs(db, { memberId: principal.memberId });
  return {
    cars: cars.map((c) => ({ plate: c.plate, carOwnerNm: c.carOwnerNm })),
    requests: requests.slice(0, 20).map((r) => ({
      plate: r.plate,
      status: r.status as 'PENDING' | 'CONFIRMED' | 'REJECTED',
      reqDttm: formatKst(r.reqDttm),
      reason: r.reason,
    })),
    mobileMasked: maskedMobile(mobile),
  };
}

/**
 * POST /api/period/carProof.json: a member sends a registration certificate for a car; staff confirm or
 * reject it (decideCarProofRequest). One pending request per member and car.
 */
export async function requestCarProof(
  deps: { db: AppDb; storage: FileStorage },
  input: Domain<CarProofRequestInput>,
  file: UploadedFile | undefined,
  principal: Principal,
  now: Date,
): Promise<void> {
  if (!file) {
    const message = m.v.carProofFile;
    throw new AppError('VALIDATION', 400, { file: [message] }, { message });
  }
  const checked = checkUpload(
    { filename: file.filename, mimetype: file.mimetype, bytes: file.bytes },
    ATTACHMENT_TYPES,
    { typeMessage: m.v.fileType },
  );
  try {
    await deps.db.transaction(async (tx) => {
      const saved = await saveAttachment({ db: tx, storage: deps.storage }, file, checked, {
        ownerKind: 'season-pass-car',
        ownerId: principal.memberId,
        regId: principal.memberId,
      });
      await insertCarProof(tx, {
        memberId: principal.memberId,
        plate: input.plate,
        carOwnerNm: input.carOwnerNm,
        fileId: saved.atchFileId,
        reqDttm: now,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('SEASON_PASS_CAR_PROOF_PENDING', 409);
    throw err;
  }
}

/** Staff: the pending car-proof requests, oldest first. */
export async function pendingCarProofs(db: DbOrTx) {
  const rows = await listCarProofs(db, { status: 'PENDING' });
  return rows.map((r) => ({
    proofId: r.proofId,
    empNo: r.empNo ?? '',
    empNm: r.empNm ?? '',
    plate: r.plate,
    carOwnerNm: r.carOwnerNm,
    reqDttm: formatKst(r.reqDttm),
  }));
}

/**
 * Staff confirm (the car becomes proven for the member: car_ownerships ADMIN) or reject a request, once; the
 * member is told by SMS on their verified mobile.
 */
export async function decideCarProofRequest(
  deps: SeasonPassDeps,
  principal: Principal,
  input: { proofId: number; decision: 'CONFIRM' | 'REJECT'; reason?: string },
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const confirm = input.decision === 'CONFIRM';
    const reason = input.reason?.trim() || null;
    const row = await decideCarProof(tx, input.proofId, {
      status: confirm ? 'CONFIRMED' : 'REJECTED',
      decidedBy: principal.memberId,
      decidedAt: now,
      reason,
    });
    if (!row) {
      const exists = await findCarProof(tx, input.proofId);
      throw exists
        ? new AppError('SEASON_PASS_CAR_PROOF_DONE', 409)
        : new AppError('SEASON_PASS_CAR_PROOF_NOT_FOUND', 404);
    }
    if (confirm)
      await confirmCarOwnership(
        tx,
        { memberId: row.memberId, plate: row.plate, method: 'ADMIN', verifiedBy: principal.memberId },
        now,
      );
    const member = await findMemberCar(tx, row.memberId);
    if (member?.empMobile)
      await enqueueNotification(tx, {
        kind: confirm ? 'season_pass_car_confirmed' : 'season_pass_car_rejected',
        memberId: row.memberId,
        phone: member.empMobile,
        vars: { plate: row.plate, reason: reason || '-' },
        eventKey: `car-proof:${input.proofId}`,
      });
  });
  flushSmsQuietly(deps);
}

/** The document of a request (staff download). */
export async function carProofFileId(db: DbOrTx, proofId: number): Promise<string> {
  const row = await findCarProof(db, proofId);
  if (!row) throw new AppError('SEASON_PASS_CAR_PROOF_NOT_FOUND', 404);
  return row.fileId;
}
