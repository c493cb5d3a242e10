import {
  businessMemberUpdateRequestSchema,
  type MemberProfile,
  memberUpdateRequestSchema,
} from '@parking/shared/accounts/schemas';
import { type Domain, domainKey, toWire } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { checkPhoneParts, joinPhone, splitPhone } from '../../components/phone-verification/phone-parts';

/** The profile edit form: phone numbers as parts, the rest as the update call names them (domain names). */
export interface ProfileForm {
  /** required with a new password (decision 079) */
  currentPassword: string;
  password: string;
  passwordConfirm: string;
  m1: string;
  m2: string;
  m3: string;
  t1: string;
  t2: string;
  t3: string;
  plate: string;
  carOwnerNm: string;
  carKind: string;
  zipcode: string;
  address: string;
  addressDetail: string;
}

/** Mobile parts of the edit (spec 2 §5): at least 3 digits each, the second and last at most 4. */
export const PROFILE_MOBILE_LENGTHS = { min: [3, 3, 4], max: [3, 4, 4] } as const;
/** Phone parts of the edit: at least 2, 3 and 3 digits. */
export const PROFILE_TEL_LENGTHS = { min: [2, 3, 3], max: [3, 4, 4] } as const;

export function profileToForm(p: Domain<MemberProfile>): ProfileForm {
  const [m1, m2, m3] = splitPhone(p.empMobile);
  const [t1, t2, t3] = splitPhone(p.empTelNo);
  return {
    currentPassword: '',
    password: '',
    passwordConfirm: '',
    m1,
    m2,
    m3,
    t1,
    t2,
    t3,
    plate: p.plate,
    carOwnerNm: p.carOwnerNm,
    carKind: p.carKind,
    zipcode: p.zipcode,
    address: p.address,
    addressDetail: p.addressDetail,
  };
}

/** The form as the update call's fields (domain names: the api file sends them in the spec's). */
export function formToBody(f: ProfileForm, memberId: string, discountCd: string): Record<string, string> {
  return {
    applyId: memberId,
    memberId,
    empMobile: joinPhone([f.m1, f.m2, f.m3]),
    empTelNo: joinPhone([f.t1, f.t2, f.t3]),
    password: f.password,
    passwordConfirm: f.passwordConfirm,
    currentPassword: f.password === '' ? '' : f.currentPassword,
    plate: f.plate,
    carOwnerNm: f.carOwnerNm,
    carKind: f.carKind,
    zipcode: f.zipcode,
    address: f.address,
    addressDetail: f.addressDetail,
    discountCd,
  };
}

/** Where an error of the update call's field shows in the form. */
const FIELD_OF: Record<string, keyof ProfileForm> = {
  empMobile: 'm1',
  empTelNo: 't1',
  currentPassword: 'currentPassword',
  password: 'password',
  passwordConfirm: 'passwordConfirm',
  plate: 'plate',
  carOwnerNm: 'carOwnerNm',
  carKind: 'carKind',
  zipcode: 'zipcode',
  address: 'address',
  addressDetail: 'addressDetail',
};

export function formFieldOf(serverField: string): keyof ProfileForm | undefined {
  return FIELD_OF[domainKey(serverField)];
}

/** Order of the fields on screen, for focusing the first invalid one. */
export const PROFILE_FIELD_ORDER: readonly (keyof ProfileForm)[] = [
  'currentPassword',
  'password',
  'passwordConfirm',
  'm1',
  'm2',
  'm3',
  't1',
  't2',
  't3',
  'plate',
  'carOwnerNm',
  'carKind',
  'zipcode',
  'address',
  'addressDetail',
];

/**
 * Checks the parts, then the shared update schema of the member's category (USR: car fields required;
 * BSN: optional). The password is validated only when entered.
 */
export function profileResolver(empDiv: Domain<MemberProfile>['empDiv']): Resolver<ProfileForm> {
  const schema = empDiv === 'USR' ? memberUpdateRequestSchema : businessMemberUpdateRequestSchema;
  return async (values) => {
    const errors: FieldErrors<ProfileForm> = {};
    const add = (name: keyof ProfileForm, message: string) => {
      errors[name] ??= { type: 'validate', message };
    };
    const v = ko.accounts.v;
    const mobile = checkPhoneParts([values.m1, values.m2, values.m3], PROFILE_MOBILE_LENGTHS);
    if (mobile)
      add(`m${mobile.index + 1}` as 'm1', mobile.problem === 'required' ? v.phoneRequired : v.phoneInvalid);
    const telEmpty = values.t1 === '' && values.t2 === '' && values.t3 === '';
    const tel = telEmpty ? null : checkPhoneParts([values.t1, values.t2, values.t3], PROFILE_TEL_LENGTHS);
    if (tel) add(`t${tel.index + 1}` as 't1', tel.problem === 'required' ? v.required : v.telInvalid);
    const parsed = schema.safeParse(toWire(formToBody(values, 'x', '')));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = formFieldOf(String(issue.path[0] ?? ''));
        // a phone already flagged on one of its parts keeps that message
        if (name === 'm1' && (mobile || errors.m1)) continue;
        if (name === 't1' && (tel || errors.t1)) continue;
        if (name) add(name, issue.message);
      }
    }
    if (values.password !== '' && values.passwordConfirm === '') add('passwordConfirm', v.required);
    const ordered: FieldErrors<ProfileForm> = {};
    for (const name of PROFILE_FIELD_ORDER) if (errors[name]) ordered[name] = errors[name];
    return Object.keys(ordered).length === 0 ? { values, errors: {} } : { values: {}, errors: ordered };
  };
}
