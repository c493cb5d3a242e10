import type { MemberProfile } from '@parking/shared/accounts/schemas';
import { toDomain, toWire } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { describe, expect, it } from 'vitest';
import { formToBody, type ProfileForm, profileResolver, profileToForm } from './profile-form';

const wireProfile: MemberProfile = {
  empNo: 'citizen1',
  empNm: '김시민',
  empEsntlId: 'USR_1',
  empMobile: '01012345678',
  empTelNo: '0311234567',
  carNo: '12가3456',
  carOwnerNm: '김시민',
  carKind: '승용',
  zipcode: '17379',
  address: '경기 이천시 중리천로 115',
  addressDetail: '1층',
  discountCd: 'DC001',
  discountNm: '일반',
  authorCode: 'ROLE_USER',
  empSttus: 'P',
  empDiv: 'USR',
  companyNm: null,
  regDt: '2026-01-02',
};
/** the profile as the api file hands it to the screen */
const profile = toDomain(wireProfile);

async function errorsOf(form: ProfileForm, empDiv: MemberProfile['empDiv'] = 'USR') {
  const res = await profileResolver(empDiv)(form, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(res.errors).map(([k, v]) => [k, (v as { message?: string }).message]),
  );
}

describe('profile edit form', () => {
  it('round-trips the profile into parts and back', () => {
    const form = profileToForm(profile);
    expect([form.m1, form.m2, form.m3]).toEqual(['010', '1234', '5678']);
    expect([form.t1, form.t2, form.t3]).toEqual(['031', '123', '4567']);
    const body = formToBody(form, 'USR_1', 'DC001');
    expect(body.empMobile).toBe('01012345678');
    expect(body.empTelNo).toBe('0311234567');
    expect(body.applyId).toBe('USR_1');
    // the update call sends the spec's names: the api file maps the domain names once
    expect(toWire(body)).toMatchObject({ empEsntlId: 'USR_1', carNo: '12가3456' });
  });

  it('validates the password only when entered', async () => {
    const form = profileToForm(profile);
    expect(await errorsOf(form)).toEqual({});
    const withCurrent = { ...form, currentPassword: 'Old#12345' };
    expect(await errorsOf({ ...withCurrent, password: 'short', passwordConfirm: 'short' })).toEqual({
      password: '8~20자리 입력란입니다.',
    });
    expect(await errorsOf({ ...withCurrent, password: 'abcdefgh1', passwordConfirm: 'abcdefgh1' })).toEqual({
      password: '조건에 맞지 않습니다.',
    });
    expect(await errorsOf({ ...withCurrent, password: 'Abcd#1234', passwordConfirm: 'Abcd#9999' })).toEqual({
      passwordConfirm: '일치하지 않는 비밀번호입니다.',
    });
  });

  it('asks for the current password with a new one, and sends it only then (decision 079)', async () => {
    const form = profileToForm(profile);
    expect(await errorsOf({ ...form, password: 'Abcd#1234', passwordConfirm: 'Abcd#1234' })).toEqual({
      currentPassword: ko.accounts.profile.currentPasswordRequired,
    });
    expect(
      await errorsOf({ ...form, password: 'Abcd#1234', passwordConfirm: 'Abcd#1234', currentPassword: 'x' }),
    ).toEqual({});
    expect(formToBody({ ...form, currentPassword: 'typed' }, 'USR_1', 'DC001').currentPassword).toBe('');
    expect(
      formToBody({ ...form, password: 'Abcd#1234', currentPassword: 'Old#1' }, 'USR_1', 'DC001')
        .currentPassword,
    ).toBe('Old#1');
  });

  it('checks mobile parts, car fields for general members and the address', async () => {
    const form = profileToForm(profile);
    expect(await errorsOf({ ...form, m2: '12' })).toEqual({ m2: '휴대폰 번호를 확인해주세요' });
    expect(await errorsOf({ ...form, m2: '123' })).toEqual({});
    expect(await errorsOf({ ...form, plate: '1234' })).toEqual({ plate: '형식에 맞지 않는 차량번호입니다.' });
    expect(await errorsOf({ ...form, carKind: '', zipcode: '' })).toEqual({
      carKind: '필수 입력란입니다.',
      zipcode: '필수 입력란입니다.',
    });
    // business members: car fields optional
    expect(await errorsOf({ ...form, plate: '', carOwnerNm: '', carKind: '' }, 'BSN')).toEqual({});
  });
});
