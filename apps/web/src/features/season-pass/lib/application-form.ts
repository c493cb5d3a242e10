import { isValidCarNo, normalizeCarNo } from '@parking/shared/accounts/rules';
import { ko } from '@parking/shared/messages/ko';
import { passEnd } from '@parking/shared/season-pass/rules';
import { checkPhoneParts, splitPhone } from '../../../components/phone-verification/phone-parts';
import type { ClientSession } from '../../../lib/session-store';

const v = ko.seasonPass.v;

/** The /periodapplication form (spec 2 §5 "Season-pass form"); the phone in three parts. */
export interface ApplicationForm {
  waitingNm: string;
  m1: string;
  m2: string;
  m3: string;
  zipcode: string;
  addr: string;
  addrDetail: string;
  lotId: string;
  useDivCd: string;
  carOwnerNm: string;
  plate: string;
  discountCd: string;
  startDttm: string;
  months: string;
  agree1: boolean;
  agree2: boolean;
}

/** Phone parts: maxlength 3, 4, 4; each required, at least 3 characters, ending in a digit (digits only here). */
export const APPLY_PHONE_LENGTHS = { min: [3, 3, 3], max: [3, 4, 4] } as const;

/** A logged-in general member's profile fills the form (spec 2 §6: from the stored session). */
export function formFromSession(s: ClientSession, firstStart: string): ApplicationForm {
  const [m1, m2, m3] = splitPhone(s.empMobile);
  return {
    waitingNm: s.empNm,
    m1,
    m2,
    m3,
    zipcode: s.zipcode,
    addr: s.addr,
    addrDetail: s.addrDetail,
    lotId: '',
    useDivCd: '',
    carOwnerNm: s.empNm,
    plate: s.empCarNo,
    discountCd: 'DC001',
    startDttm: firstStart,
    months: '3',
    agree1: false,
    agree2: false,
  };
}

export type FormProblem = { field: keyof ApplicationForm; message: string };

/**
 * The checks of spec 2 §5 in screen order; the first problem (field and the spec's message) or null.
 * The proof file rule is checked by the page (the file is not part of the form values).
 */
export function checkApplication(f: ApplicationForm): FormProblem | null {
  if (f.waitingNm.trim() === '') return { field: 'waitingNm', message: v.required };
  const phone = checkPhoneParts([f.m1, f.m2, f.m3], APPLY_PHONE_LENGTHS);
  if (phone) return { field: `m${phone.index + 1}` as 'm1', message: v.phone };
  if (f.zipcode.trim() === '') return { field: 'zipcode', message: v.zipcode };
  if (f.addr.trim() === '') return { field: 'addr', message: v.requiredAll };
  if (f.lotId === '') return { field: 'lotId', message: v.requiredAll };
  if (f.useDivCd === '') return { field: 'useDivCd', message: v.requiredAll };
  if (f.carOwnerNm.trim() === '') return { field: 'carOwnerNm', message: v.requiredAll };
  if (!isValidCarNo(f.plate)) return { field: 'plate', message: v.plate };
  if (f.startDttm === '' || f.months === '') return { field: 'startDttm', message: v.requiredAll };
  if (!f.agree1) return { field: 'agree1', message: v.consent };
  if (!f.agree2) return { field: 'agree2', message: v.consent };
  return null;
}

/** The fields of quote.json and insertAction.json, all as the form sends them (domain names: the api files map). */
export interface ApplicationFields {
  lotId: string;
  waitingNm: string;
  carOwnerNm: string;
  plate: string;
  telNo: string;
  zipcode: string;
  addr: string;
  addrDetail: string;
  useDivCd: string;
  startDttm: string;
  endDttm: string;
  discountCd: string;
}

/** The form as the call's fields (telNo joined, end date from the start and months). */
export function fieldsOf(f: ApplicationForm): ApplicationFields {
  return {
    lotId: f.lotId,
    waitingNm: f.waitingNm.trim(),
    carOwnerNm: f.carOwnerNm.trim(),
    plate: normalizeCarNo(f.plate),
    telNo: `${f.m1}-${f.m2}-${f.m3}`,
    zipcode: f.zipcode.trim(),
    addr: f.addr.trim(),
    addrDetail: f.addrDetail.trim(),
    useDivCd: f.useDivCd,
    startDttm: f.startDttm,
    endDttm: passEnd(f.startDttm, Number(f.months)),
    discountCd: f.discountCd || 'DC001',
  };
}
