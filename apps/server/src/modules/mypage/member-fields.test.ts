import {
  businessMemberUpdateRequestSchema,
  memberUpdateRequestSchema,
} from '@parking/shared/accounts/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/accounts';
import { createMember, useTestApp } from '../../test/harness';
import {
  Browser,
  freshPhone,
  hostileColumns,
  seedReferenceData,
  shown,
  updateForm,
} from '../signup/test-kit';

/*
 * Mass assignment on the profile edit (/mypageupdate → POST /api/member/update, general and business members;
 * issue 30 §3, decision 182). The table names EVERY field the route accepts and who decides it; a field added to
 * either schema without a line here fails the first test. Nothing else of the member record changes through it.
 */
type Who =
  | 'member'
  | 'member, proven by SMS in this browser'
  | 'member, with the current password'
  | 'own id only (another → 403)'
  | 'ignored: decided by the server';

const PROFILE_UPDATE: Record<
  keyof typeof memberUpdateRequestSchema.shape | keyof typeof businessMemberUpdateRequestSchema.shape,
  Who
> = {
  applyId: 'own id only (another → 403)',
  empEsntlId: 'own id only (another → 403)',
  empMobile: 'member, proven by SMS in this browser',
  empTelNo: 'member',
  password: 'member, with the current password',
  passwordConfirm: 'member',
  currentPassword: 'member',
  zipcode: 'member',
  address: 'member',
  addressDetail: 'member',
  // general members: from the discount-vehicle register; business members: kept as it is
  discountCd: 'ignored: decided by the server',
  carNo: 'member', // the car's histories still need proven ownership (decision 083)
  carOwnerNm: 'member',
  carKind: 'member',
};

const PW = 'Member#2026';

describe('profile fields a member may set (mass assignment, issue 30 §3)', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await seedReferenceData(t().db);
  });

  it('lists every field the profile edit accepts, for general and business members', () => {
    const accepted = Object.keys(PROFILE_UPDATE).sort();
    expect(Object.keys(memberUpdateRequestSchema.shape).sort()).toEqual(accepted);
    expect(Object.keys(businessMemberUpdateRequestSchema.shape).sort()).toEqual(accepted);
  });

  for (const kind of ['USR', 'BSN'] as const) {
    it(`a ${kind === 'USR' ? 'general' : 'business'} member's edit changes only its profile fields`, async () => {
      const { db, app } = t();
      const phone = freshPhone();
      const m = await createMember(db, {
        password: PW,
        empMobile: phone,
        empDiv: kind,
        // a business member waiting for approval would like to approve itself
        ...(kind === 'BSN' ? { authorCode: 'ROLE_ANONYMOUS' as const, empSttus: 'A' as const } : {}),
      });
      const [before] = await db.select().from(members).where(eq(members.memberId, m.memberId));
      const b = new Browser(app);
      expect((await b.login(m.empNo, PW)).statusCode).toBe(200);
      const hostile = hostileColumns(Object.keys(PROFILE_UPDATE), {
        empSttus: kind === 'BSN' ? 'P' : 'A',
        authorCode: kind === 'BSN' ? 'ROLE_STORE' : 'ROLE_ADMIN',
      });
      const res = await b.post('/api/member/update', {
        ...updateForm({ empEsntlId: m.memberId, empMobile: phone, discountCd: 'DC006' }),
        ...hostile,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [after] = await db.select().from(members).where(eq(members.memberId, m.memberId));
      // the profile fields changed …
      expect(after).toMatchObject({
        empTelNo: '0312223333',
        plate: '56다7890',
        address: '경기도 이천시 새주소 1',
      });
      // … and nothing else: every other column is as it was (updDttm: now, never the posted one)
      for (const column of Object.keys(hostile)) {
        const key = column as keyof typeof after;
        expect(shown(after![key]), column).not.toBe(hostile[column]);
        if (column !== 'updDttm') expect(shown(after![key]), column).toBe(shown(before![key]));
      }
      expect(after!.discountCd).toBe('DC001');
      expect(res.json().loginVO).toMatchObject({
        authorCode: before!.authorCode,
        empDiv: kind,
        marketYn: 'N',
      });
    });
  }
});
