import { todayKst } from '@parking/shared/common/korea-time';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDb } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { payments } from '../../db/schema/payments';
import { reductionRegistrations } from '../../db/schema/reduction-registration';
import { seasonPassApplications, seasonPassCarProofs } from '../../db/schema/season-pass';
import type { FileStorage } from '../../integrations/storage/storage';
import { checkUpload, saveAttachment } from '../../lib/uploads';
import { useDemoApp } from '../../test/demo-app';
import { login } from '../../test/harness';
import { SAMPLE_FILES } from '../../test/multipart';
import { MEMBER_DOCUMENT_KIND } from '../admin-members';
import { piiAccessRecords } from './pii-access.service';

// Decision 183: every admin answer carrying personal data (names, phone numbers, plates, e-mail addresses,
// addresses, business numbers, login history) writes an access record. PII_ROUTES is the audited list: it must
// equal the routes that declare `config.pii` (a new route with personal data is declared, and then it is called
// here), and each is called as staff and must leave a record of its kind (rows counted; exports with their reason).

type Call = { method: 'GET' | 'POST'; url: string; form?: Record<string, string> };
interface Fixture {
  citizen: string;
  store: string;
  admin: string;
  memberFile: string;
  seqId: number;
  freeCarId: number;
  paymentId: string;
  regId: number;
  periodId: number;
  inquiryId: number;
  proofId: number;
}

const REASON = encodeURIComponent('월간 점검');
const today = todayKst();
const monthStart = `${today.slice(0, 8)}01`;

/** method + path → its action and a call with real ids of the demo data. */
const PII_ROUTES: Record<string, { action: string; calls: (f: Fixture) => Call[] }> = {
  'GET /api/member/list.json': {
    action: 'LIST',
    // the member lists and, with smu=true, the staff list (decision 150)
    calls: () => [
      { method: 'GET', url: '/api/member/list.json?empCd=USR' },
      { method: 'GET', url: '/api/member/list.json?smu=true' },
    ],
  },
  'GET /api/member/excel.json': {
    action: 'EXPORT',
    calls: () => [{ method: 'GET', url: `/api/member/excel.json?empCd=BSN&reason=${REASON}` }],
  },
  'POST /api/member/view.json': {
    action: 'VIEW',
    calls: (f) => [{ method: 'POST', url: '/api/member/view.json', form: { empEsntlId: f.citizen } }],
  },
  'GET /api/member/view.json': {
    action: 'VIEW',
    calls: (f) => [{ method: 'GET', url: `/api/member/view.json?empEsntlId=${f.admin}` }],
  },
  'GET /api/admin/member/messages.json': {
    action: 'VIEW',
    calls: (f) => [{ method: 'GET', url: `/api/admin/member/messages.json?empEsntlId=${f.citizen}` }],
  },
  'GET /api/member/download.json': {
    action: 'DOWNLOAD',
    calls: (f) => [
      { method: 'GET', url: `/api/member/download.json?empEsntlId=${f.store}&atchFileId=${f.memberFile}` },
    ],
  },
  'GET /api/admin/discount/list.json': {
    action: 'LIST',
    calls: () => [{ method: 'GET', url: '/api/admin/discount/list.json' }],
  },
  'GET /api/admin/discount/excel.json': {
    action: 'EXPORT',
    calls: () => [{ method: 'GET', url: `/api/admin/discount/excel.json?reason=${REASON}` }],
  },
  'GET /api/admin/discount/view.json': {
    action: 'VIEW',
    calls: (f) => [{ method: 'GET', url: `/api/admin/discount/view.json?seqId=${f.seqId}` }],
  },
  'GET /api/admin/discount/pendingList.json': {
    action: 'LIST',
    calls: () => [{ method: 'GET', url: '/api/admin/discount/pendingList.json' }],
  },
  'GET /api/admin/discount/pendingDownload.json': {
    action: 'DOWNLOAD',
    calls: (f) => [{ method: 'GET', url: `/api/admin/discount/pendingDownload.json?regId=${f.regId}` }],
  },
  'GET /api/admin/freecar/list.json': {
    action: 'LIST',
    calls: () => [{ method: 'GET', url: '/api/admin/freecar/list.json' }],
  },
  'GET /api/admin/freecar/excel.json': {
    action: 'EXPORT',
    calls: () => [{ method: 'GET', url: `/api/admin/freecar/excel.json?reason=${REASON}` }],
  },
  'GET /api/admin/freecar/view.json': {
    action: 'VIEW',
    calls: (f) => [{ method: 'GET', url: `/api/admin/freecar/view.json?freeCarId=${f.freeCarId}` }],
  },
  'GET /api/admin/period/manager/applications.json': {
    action: 'LIST',
    calls: () => [{ method: 'GET', url: '/api/admin/period/manager/applications.json?sectnId=2' }],
  },
  'GET /api/admin/period/manager/applicationsExcel.json': {
    action: 'EXPORT',
    calls: () => [
      { method: 'GET', url: `/api/admin/period/manager/applicationsExcel.json?sectnId=2&reason=${REASON}` },
    ],
  },
  'GET /api/admin/period/manager/proof.json': {
    action: 'DOWNLOAD',
    calls: (f) => [{ method: 'GET', url: `/api/admin/period/manager/proof.json?periodId=${f.periodId}` }],
  },
  'GET /api/admin/payments/list.json': {
    action: 'LIST',
    calls: () => [
      { method: 'GET', url: `/api/admin/payments/list.json?startDt=${monthStart}&endDt=${today}` },
    ],
  },
  'GET /api/admin/payments/excel.json': {
    action: 'EXPORT',
    calls: () => [
      {
        method: 'GET',
        url: `/api/admin/payments/excel.json?startDt=${monthStart}&endDt=${today}&reason=${REASON}`,
      },
    ],
  },
  'GET /api/admin/payments/view.json': {
    action: 'VIEW',
    calls: (f) => [{ method: 'GET', url: `/api/admin/payments/view.json?paymentId=${f.paymentId}` }],
  },
  'GET /api/auth/authorGroupList.json': {
    action: 'LIST',
    calls: () => [{ method: 'GET', url: '/api/auth/authorGroupList.json' }],
  },
  'POST /api/admin/loginHistory/list.json': {
    action: 'LIST',
    calls: () => [{ method: 'POST', url: '/api/admin/loginHistory/list.json', form: {} }],
  },
  'GET /api/inquiry/admin': {
    action: 'VIEW',
    calls: (f) => [{ method: 'GET', url: `/api/inquiry/admin?inquiryId=${f.inquiryId}` }],
  },
  'GET /api/admin/period/carProofs.json': {
    action: 'LIST',
    calls: () => [{ method: 'GET', url: '/api/admin/period/carProofs.json' }],
  },
  'GET /api/admin/period/carProofFile.json': {
    action: 'DOWNLOAD',
    calls: (f) => [{ method: 'GET', url: `/api/admin/period/carProofFile.json?proofId=${f.proofId}` }],
  },
  'GET /api/admin/privacy/records.json': {
    action: 'LIST',
    calls: () => [{ method: 'GET', url: '/api/admin/privacy/records.json' }],
  },
  'GET /api/admin/privacy/excel.json': {
    action: 'EXPORT',
    calls: () => [{ method: 'GET', url: `/api/admin/privacy/excel.json?reason=${REASON}` }],
  },
};

async function storePdf(
  db: AppDb,
  storage: FileStorage,
  ownerKind: string,
  ownerId: string,
): Promise<string> {
  const file = {
    fieldname: 'file',
    filename: '증빙.pdf',
    mimetype: 'application/pdf',
    bytes: SAMPLE_FILES.pdf,
  };
  const row = await saveAttachment({ db, storage }, file, checkUpload(file, ['pdf']), {
    ownerKind,
    ownerId,
    regId: null,
  });
  return row.atchFileId;
}

describe('personal-information access records of every admin answer with personal data (decision 183)', () => {
  const demo = useDemoApp();

  it('the audited list equals the routes declaring personal data', async () => {
    const { app } = await demo();
    const declared = app.piiRoutes.map((r) => `${r.method} ${r.url}`);
    expect([...new Set(declared)].sort()).toEqual(Object.keys(PII_ROUTES).sort());
    for (const r of app.piiRoutes) expect(PII_ROUTES[`${r.method} ${r.url}`]?.action).toBe(r.pii.action);
  });

  it('each declared route, called by staff, writes a record of who, what, whose, how many rows and why', async () => {
    const { app, db } = await demo();
    const admin = await login(app, 'admin', 'Admin#2026');
    const idOf = async (empNo: string) =>
      (await db.select().from(members).where(eq(members.empNo, empNo)))[0]!.memberId;
    const store = await idOf('store1');
    const getJson = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: { cookie: admin } })).json();
    const [application] = await db.select().from(seasonPassApplications).limit(1);
    const periodProof = await storePdf(db, app.storage, 'season-pass-proof', String(application!.periodId));
    await db
      .update(seasonPassApplications)
      .set({ proofFileId: periodProof })
      .where(eq(seasonPassApplications.periodId, application!.periodId));
    const [reg] = await db
      .insert(reductionRegistrations)
      .values({
        plate: '67바9999',
        carOwnerNm: '박점검',
        discountCd: 'DC006',
        mobile: '01099998888',
        status: 'PENDING',
        source: 'DOCUMENT',
        startDt: today,
        endDt: today,
      })
      .returning();
    await db
      .update(reductionRegistrations)
      .set({ atchFileId: await storePdf(db, app.storage, 'reduction-proof', String(reg!.regId)) })
      .where(eq(reductionRegistrations.regId, reg!.regId));
    const [proof] = await db
      .insert(seasonPassCarProofs)
      .values({
        memberId: await idOf('citizen1'),
        plate: '78사1234',
        carOwnerNm: '김시민',
        fileId: await storePdf(db, app.storage, 'season-pass-car', 'pii-test'),
      })
      .returning();
    const [payment] = await db.select().from(payments).limit(1);
    const fixture: Fixture = {
      citizen: await idOf('citizen1'),
      store,
      admin: await idOf('admin'),
      memberFile: await storePdf(db, app.storage, MEMBER_DOCUMENT_KIND, store),
      seqId: (await getJson('/api/admin/discount/list.json')).resultList.result.list[0].seqId,
      freeCarId: (await getJson('/api/admin/freecar/list.json')).resultList.result[0].freeCarId,
      paymentId: payment!.paymentId,
      regId: reg!.regId,
      periodId: application!.periodId,
      inquiryId: (await getJson('/api/inquiry/list')).boardList[0].inquiryId,
      proofId: proof!.proofId,
    };

    for (const [route, { action, calls }] of Object.entries(PII_ROUTES)) {
      for (const call of calls(fixture)) {
        const [latest] = await piiAccessRecords(db, { limit: 1 });
        const res = await app.inject({
          method: call.method,
          url: call.url,
          headers: {
            cookie: admin,
            ...(call.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(call.form ? { payload: new URLSearchParams(call.form).toString() } : {}),
        });
        expect(res.statusCode, `${route}: ${res.body.slice(0, 200)}`).toBe(200);
        const written = (await piiAccessRecords(db, { limit: 20 })).filter((r) => r.id > (latest?.id ?? 0));
        expect(
          written.map((r) => r.action),
          route,
        ).toEqual([action]);
        const record = written[0]!;
        expect(record.staffId, route).toBe(fixture.admin);
        expect(record.ip, route).not.toBe('');
        expect(record.rowCount, route).toEqual(expect.any(Number));
        if (action === 'VIEW' || action === 'DOWNLOAD') expect(record.rowCount, route).toBe(1);
        if (action === 'EXPORT') expect(record.reason, route).toBe('월간 점검');
        if (action === 'LIST' || action === 'EXPORT')
          expect(record.target, route).toContain(route.split(' ')[1]);
      }
    }
  });

  it('counts the rows a list carried, and never writes the searched name or plate into the record', async () => {
    const { app, db } = await demo();
    const admin = await login(app, 'admin', 'Admin#2026');
    const res = await app.inject({
      method: 'GET',
      url: `/api/member/list.json?empCd=USR&searchCondition=3&searchKeyword=${encodeURIComponent('12가3456')}`,
      headers: { cookie: admin },
    });
    expect(res.json().resultList).toHaveLength(1);
    const [record] = await piiAccessRecords(db, { limit: 1 });
    expect(record).toMatchObject({ action: 'LIST', rowCount: 1 });
    expect(record!.target).toContain('searchKeyword=*');
    expect(record!.target).not.toContain('3456');
  });
});
