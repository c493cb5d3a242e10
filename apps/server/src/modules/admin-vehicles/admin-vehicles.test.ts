import { discountResource, freeCarResource } from '@parking/shared/admin-vehicles/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAdminResource, type SuiteEnv } from '../../lib/admin-resource/resource-suite';
import { useDemoApp } from '../../test/demo-app';
import { login } from '../../test/harness';
import { issueEquipmentKey } from '../parking-sessions';
import { piiAccessRecords } from '../pii-access';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
let plate = 0;
/** A car number no demo record uses: 10하1000, 11하1001 … */
const nextPlate = () => {
  plate += 1;
  return `${10 + (plate % 89)}하${1000 + plate}`;
};

/** The weekday digit (1 Sunday … 7 Saturday) of a moment in Korea time. */
const kstWeekday = (at: Date) => String(new Date(at.getTime() + 9 * 3_600_000).getUTCDay() + 1);
const year = new Date().getFullYear();

describe('discount and free vehicles (spec 3 §2.4, §2.5)', () => {
  const demo = useDemoApp();
  let env: SuiteEnv;
  beforeAll(async () => {
    const { app } = await demo();
    env = {
      app,
      admin: await login(app, 'admin', 'Admin#2026'),
      user: await login(app, 'citizen1', 'Citizen#2026'),
      store: await login(app, 'store1', 'Store#2026'),
    };
  });
  const post = (url: string, body: Record<string, string>) =>
    env.app.inject({
      method: 'POST',
      url,
      headers: { ...form, cookie: env.admin },
      payload: new URLSearchParams(body).toString(),
    });

  const pageIndex = (page: number, unit: number) => ({ pageIndex: String(page), pageUnit: String(unit) });

  describeAdminResource(
    {
      name: 'discount',
      contract: discountResource,
      idKey: 'seqId',
      viewKey: 'resultVo.result',
      searchCondition: '1',
      tokenField: 'carOwnerNm',
      page: pageIndex,
      create: (token) => ({
        carNo: nextPlate(),
        carOwnerNm: token,
        discountCd: 'DC006',
        startDt: `${year}-01-01`,
        endDt: `${year}-12-31`,
        note: '시험',
      }),
      update: (id, token) => ({
        seqId: String(id),
        carNo: nextPlate(),
        carOwnerNm: token,
        discountCd: 'DC012',
        startDt: `${year}-01-01`,
        endDt: `${year}-12-31`,
        note: '수정',
      }),
    },
    () => env,
  );

  describeAdminResource(
    {
      name: 'free',
      contract: freeCarResource,
      idKey: 'freeCarId',
      viewKey: 'resultVo.result',
      searchCondition: '_vName',
      tokenField: 'carOwnerNm',
      page: pageIndex,
      create: (token) => ({
        carOwnerNm: token,
        carNo: nextPlate(),
        freeNote: '시험',
        applyDay: '23456',
        fctCode: 'FCT-001',
        startDtString: `${year}-01-01`,
        endDtString: `${year}-12-31`,
        orgNm: '이천시청',
        parkingRegDiv: 'PRD-002',
        sectnId: '-1',
      }),
      update: (id, token) => ({
        freeCarId: String(id),
        carOwnerNm: token,
        carNo: nextPlate(),
        freeNote: '수정',
        applyDay: '1234567',
        fctCode: 'FCT-002',
        startDtString: `${year}-01-01`,
        endDtString: `${year}-12-31`,
        orgNm: '경기도청',
        parkingRegDiv: 'PRD-003',
        sectnId: '',
      }),
    },
    () => env,
  );

  it('checks duplicates: a running registration blocks the same car, the answer says which', async () => {
    const carNo = nextPlate();
    const free = await post('/api/admin/discount/carNoCheck.json', { carNo });
    expect(free.json()).toEqual({ result: { result: true }, message: '등록 가능한 차량입니다.' });
    const body = {
      carNo,
      carOwnerNm: '중복검사',
      discountCd: 'DC006',
      startDt: `${year}-01-01`,
      endDt: `${year}-12-31`,
    };
    const first = await post('/api/admin/discount/insert.json', body);
    expect(first.json()).toMatchObject({ code: '00', message: '등록 되었습니다!', resultVo: { code: '00' } });
    const taken = await post('/api/admin/discount/carNoCheck.json', { carNo: carNo.replace('하', '하 ') });
    expect(taken.json()).toEqual({ result: { result: false }, message: '이미 등록중인 차량입니다.' });
    // its own record on edit is not a duplicate
    const own = await post('/api/admin/discount/carNoCheck.json', {
      carNo,
      seqId: String(first.json().seqId),
    });
    expect(own.json().result.result).toBe(true);
    const second = await post('/api/admin/discount/insert.json', body);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('이미 등록중인 차량입니다.');
    // free vehicles: per lot, and all lots covers every lot
    const fcar = nextPlate();
    const rule = {
      carOwnerNm: '무료',
      carNo: fcar,
      applyDay: '1234567',
      fctCode: 'FCT-001',
      startDtString: `${year}-01-01`,
      endDtString: `${year}-12-31`,
      parkingRegDiv: 'PRD-001',
      sectnId: '4',
    };
    expect((await post('/api/admin/freecar/insertAction.json', rule)).json().resultMap.code).toBe('00');
    const check = (sectnId: string) => post('/api/admin/freecar/carNoCheck.json', { carNo: fcar, sectnId });
    expect((await check('4')).json().hashMap.result.result).toBe(false);
    expect((await check('217')).json().hashMap.result.result).toBe(true);
    expect((await check('-1')).json().hashMap.result.result).toBe(false);
    const noLot = await post('/api/admin/freecar/carNoCheck.json', { carNo: fcar });
    expect(noLot.json().fieldErrors.sectnId).toEqual(['주차장 선택 후 확인해주세요.']);
    const badCar = await post('/api/admin/freecar/carNoCheck.json', { carNo: '12가34', sectnId: '4' });
    expect(badCar.json().fieldErrors.carNo).toEqual(['차량 형식에 맞게 입력해주세요.']);
  });

  it('refuses bad input with Korean field errors and changes nothing', async () => {
    const { db } = await demo();
    const list = async () =>
      (
        await env.app.inject({
          method: 'GET',
          url: '/api/admin/discount/list.json',
          headers: { cookie: env.admin },
        })
      ).json().resultList.result.totalCount;
    const before = await list();
    const ok = {
      carNo: nextPlate(),
      carOwnerNm: '홍길동',
      discountCd: 'DC006',
      startDt: `${year}-01-01`,
      endDt: `${year}-12-31`,
    };
    const cases: [Record<string, string>, string, string][] = [
      [{ ...ok, carNo: '123가45' }, 'carNo', '차량번호 형식에 맞지 않습니다.'],
      [{ ...ok, carNo: '' }, 'carNo', '필수 입력란입니다.'],
      [{ ...ok, carOwnerNm: ' ' }, 'carOwnerNm', '이름을 입력해주세요.'],
      [
        { ...ok, startDt: `${year}-12-31`, endDt: `${year}-01-01` },
        'endDt',
        '종료일은 시작일과 같거나 뒤여야 합니다.',
      ],
      [{ ...ok, startDt: '1999-01-01' }, 'startDt', '날짜를 YYYY-MM-DD 형식(2000~2099년)으로 입력해주세요.'],
      [{ ...ok, endDt: '2100-01-01' }, 'endDt', '날짜를 YYYY-MM-DD 형식(2000~2099년)으로 입력해주세요.'],
      [
        { ...ok, startDt: `${year}-02-30` },
        'startDt',
        '날짜를 YYYY-MM-DD 형식(2000~2099년)으로 입력해주세요.',
      ],
      [{ ...ok, discountCd: 'DC001' }, 'discountCd', '감면 구분을 선택해주세요.'],
      [{ ...ok, discountCd: 'DC999' }, 'discountCd', '감면 구분을 선택해주세요.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('/api/admin/discount/insert.json', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await list()).toBe(before);

    const free = {
      carOwnerNm: '무료',
      carNo: nextPlate(),
      applyDay: '23456',
      fctCode: 'FCT-001',
      startDtString: `${year}-01-01`,
      endDtString: `${year}-12-31`,
      parkingRegDiv: 'PRD-001',
      sectnId: '4',
    };
    const freeCases: [Record<string, string>, string][] = [
      [{ ...free, applyDay: '2a3' }, 'applyDay'],
      [{ ...free, applyDay: '089' }, 'applyDay'],
      [{ ...free, applyDay: '223' }, 'applyDay'],
      [{ ...free, applyDay: '' }, 'applyDay'],
      [{ ...free, sectnId: '-1' }, 'sectnId'],
      [{ ...free, sectnId: '' }, 'sectnId'],
      [{ ...free, parkingRegDiv: 'PRD-002', sectnId: '4' }, 'sectnId'],
      [{ ...free, parkingRegDiv: 'PRD-003', sectnId: '-1' }, 'sectnId'],
      [{ ...free, parkingRegDiv: 'PRD-009' }, 'parkingRegDiv'],
      [{ ...free, sectnId: '999999' }, 'sectnId'],
      [{ ...free, fctCode: 'X' }, 'fctCode'],
      [{ ...free, carNo: '서울경기12가3456' }, 'carNo'],
      [{ ...free, endDtString: '2000-01-01' }, 'endDtString'],
    ];
    const freeBefore = (await piiAccessRecords(db, {})).length;
    for (const [body, field] of freeCases) {
      const res = await post('/api/admin/freecar/insertAction.json', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(body)).toEqual([
        expect.stringMatching(/[가-힣]/),
      ]);
    }
    expect((await piiAccessRecords(db, {})).length).toBe(freeBefore);
    // a 3-letter prefix is a free-vehicle plate (not a discount one)
    const three = await post('/api/admin/freecar/insertAction.json', { ...free, carNo: '경기도12가3456' });
    expect(three.statusCode, three.body).toBe(200);
    const threeDiscount = await post('/api/admin/discount/insert.json', { ...ok, carNo: '경기도12가3456' });
    expect(threeDiscount.statusCode).toBe(400);
    // a diplomatic plate is accepted by both
    expect((await post('/api/admin/discount/insert.json', { ...ok, carNo: '외교123-456' })).statusCode).toBe(
      200,
    );
  });

  it('a registered discount vehicle lowers the estimator’s amount and the fee at the exit gate', async () => {
    const { db, app } = await demo();
    const carNo = nextPlate();
    const estimate = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/fee/easyCalculate.json',
          payload: {
            sectnId: 4,
            inDttm: `${year}-06-02 09:00`,
            outDttm: `${year}-06-02 12:00`,
            carNo,
            carOwnerNm: '감면차주',
          },
        })
      ).json().result;
    const before = await estimate();
    expect(before.payAmt).toBeGreaterThan(0);
    expect(before.discountCd).toBe('DC001');

    const key = (await issueEquipmentKey(db, 4, 'test')).key;
    const gate = (kind: 'entries' | 'exits', car: string, time: Date) =>
      app.inject({
        method: 'POST',
        url: `/api/equipment/${kind}`,
        headers: { 'x-api-key': key },
        payload: {
          sectnId: 4,
          carNo: car,
          eventId: `${kind}-${plate}-${car.slice(-4)}`,
          time: time.toISOString(),
        },
      });
    const inAt = new Date(Date.now() - 3 * 3_600_000);
    const control = nextPlate();
    expect((await gate('entries', carNo, inAt)).statusCode).toBe(200);
    expect((await gate('entries', control, inAt)).statusCode).toBe(200);

    const reg = await post('/api/admin/discount/insert.json', {
      carNo,
      carOwnerNm: '감면차주',
      discountCd: 'DC006',
      startDt: `${year}-01-01`,
      endDt: `${year}-12-31`,
    });
    expect(reg.json().code).toBe('00');

    const after = await estimate();
    expect(after.discountCd).toBe('DC006');
    expect(after.payAmt).toBe(Math.floor(before.payAmt / 2 / 10) * 10);
    // another owner's name does not unlock the reduction
    const stranger = (
      await app.inject({
        method: 'POST',
        url: '/api/fee/easyCalculate.json',
        payload: {
          sectnId: 4,
          inDttm: `${year}-06-02 09:00`,
          outDttm: `${year}-06-02 12:00`,
          carNo,
          carOwnerNm: '다른사람',
        },
      })
    ).json().result;
    expect(stranger.payAmt).toBe(before.payAmt);

    const outAt = new Date();
    const paid = (await gate('exits', carNo, outAt)).json();
    const full = (await gate('exits', control, outAt)).json();
    expect(full.payAmt).toBeGreaterThan(0);
    expect(paid.payAmt).toBe(Math.floor(full.payAmt / 2 / 10) * 10);
  });

  it('a free vehicle enters free only on its weekdays, at its lot', async () => {
    const { db, app } = await demo();
    const key4 = (await issueEquipmentKey(db, 4, 'free')).key;
    const key217 = (await issueEquipmentKey(db, 217, 'free')).key;
    const inAt = new Date(Date.now() - 2 * 3_600_000);
    const today = kstWeekday(inAt);
    const other = String((Number(today) % 7) + 1);
    const register = (carNo: string, applyDay: string) =>
      post('/api/admin/freecar/insertAction.json', {
        carOwnerNm: '무료차주',
        carNo,
        applyDay,
        fctCode: 'FCT-001',
        startDtString: `${year - 1}-01-01`,
        endDtString: `${year + 1}-12-31`,
        parkingRegDiv: 'PRD-001',
        sectnId: '4',
      });
    const onDay = nextPlate();
    const offDay = nextPlate();
    expect((await register(onDay, today)).statusCode).toBe(200);
    expect((await register(offDay, other)).statusCode).toBe(200);
    const gate = (kind: 'entries' | 'exits', carNo: string, key: string, sectnId: number, time: Date) =>
      app.inject({
        method: 'POST',
        url: `/api/equipment/${kind}`,
        headers: { 'x-api-key': key },
        payload: {
          sectnId,
          carNo,
          eventId: `f-${kind}-${carNo.slice(-4)}-${sectnId}`,
          time: time.toISOString(),
        },
      });
    for (const car of [onDay, offDay])
      expect((await gate('entries', car, key4, 4, inAt)).statusCode).toBe(200);
    expect((await gate('entries', onDay, key217, 217, inAt)).statusCode).toBe(200);
    const now = new Date();
    expect((await gate('exits', onDay, key4, 4, now)).json().payAmt).toBe(0);
    expect((await gate('exits', offDay, key4, 4, now)).json().payAmt).toBeGreaterThan(0);
    // the rule names lot 4 only
    expect((await gate('exits', onDay, key217, 217, now)).json().payAmt).toBeGreaterThan(0);
  });

  it('records views, changes and exports of vehicle owners; an export needs a reason', async () => {
    const { db } = await demo();
    const carNo = nextPlate();
    const reg = await post('/api/admin/discount/insert.json', {
      carNo,
      carOwnerNm: '기록',
      discountCd: 'DC012',
      startDt: `${year}-01-01`,
      endDt: `${year}-12-31`,
    });
    await env.app.inject({
      method: 'GET',
      url: `/api/admin/discount/view.json?seqId=${reg.json().seqId}`,
      headers: { cookie: env.admin },
    });
    const actions = (await piiAccessRecords(db, { subjectId: carNo })).map((r) => r.action);
    expect(actions.sort()).toEqual(['UPDATE', 'VIEW']);
    const noReason = await env.app.inject({
      method: 'GET',
      url: '/api/admin/freecar/excel.json',
      headers: { cookie: env.admin },
    });
    expect(noReason.statusCode).toBe(400);
    const ok = await env.app.inject({
      method: 'GET',
      url: '/api/admin/freecar/excel.json?reason=%EC%A0%90%EA%B2%80',
      headers: { cookie: env.admin },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().resultList.result.length).toBe(ok.json().resultList.totalCount);
    const types = await env.app.inject({
      method: 'GET',
      url: '/api/admin/freecar/fctCode.json',
      headers: { cookie: env.admin },
    });
    expect(types.json().fctCodeList.result[0]).toEqual({
      code: { code: 'FCT-001', codeNm: '공무수행 차량' },
    });
  });
});
