import { todayKst } from '@parking/shared/common/korea-time';
import { type StandardLotRecord, standardLotRecordSchema } from '@parking/shared/open-data/standard';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { parkingLots } from '../../db/schema/lots';
import { seedDemo } from '../../db/seed/demo';
import { DEMO_LOTS } from '../../db/seed/demo-data';
import { useTestApp } from '../../test/harness';

// The standard's columns, written out here on purpose (not imported): the export must keep exactly these,
// in this order, under these names (전국주차장정보표준데이터).
const COLUMNS = [
  '주차장관리번호',
  '주차장명',
  '주차장구분',
  '주차장유형',
  '소재지도로명주소',
  '소재지지번주소',
  '주차구획수',
  '급지구분',
  '부제시행구분',
  '운영요일',
  '평일운영시작시각',
  '평일운영종료시각',
  '토요일운영시작시각',
  '토요일운영종료시각',
  '공휴일운영시작시각',
  '공휴일운영종료시각',
  '요금정보',
  '주차기본시간',
  '주차기본요금',
  '추가단위시간',
  '추가단위요금',
  '1일주차권요금적용시간',
  '1일주차권요금',
  '월정기권요금',
  '결제방법',
  '특기사항',
  '관리기관명',
  '전화번호',
  '위도',
  '경도',
  '장애인전용주차구역보유여부',
  '데이터기준일자',
  '제공기관코드',
  '제공기관명',
];

const JSON_URL = '/api/open/standard/lots.json';
const CSV_URL = '/api/open/standard/lots.csv';

/** RFC 4180 reader (quoted fields, doubled quotes, CRLF), independent of the writer under test. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field).toBe('');
  expect(row).toEqual([]);
  return rows;
}

describe('open data: the national standard parking data set (전국주차장정보표준데이터)', () => {
  const t = useTestApp();
  let seeded = false;
  const ready = async () => {
    if (!seeded) {
      await seedDemo(t().db);
      seeded = true;
    }
    return t();
  };
  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await ready()).app.inject({ method: 'GET', url, headers });
  const records = async () => {
    const res = await get(JSON_URL);
    expect(res.statusCode).toBe(200);
    return res.json() as { fields: { id: string }[]; records: Record<string, string>[] };
  };
  const byId = (rows: Record<string, string>[], parkingId: string) =>
    rows.find((r) => r.주차장관리번호 === parkingId)!;

  it('JSON: exactly the standard columns in order, one record per lot, every row within the value rules', async () => {
    const res = await get(JSON_URL, { origin: 'https://example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json() as { fields: { id: string }[]; records: Record<string, string>[] };
    expect(body.fields.map((f) => f.id)).toEqual(COLUMNS);
    expect(body.records).toHaveLength(DEMO_LOTS.length);
    for (const r of body.records) {
      expect(Object.keys(r)).toEqual(COLUMNS);
      for (const v of Object.values(r)) expect(typeof v).toBe('string');
      const checked = standardLotRecordSchema.safeParse(r);
      expect(checked.success, `${r.주차장관리번호}: ${JSON.stringify(checked.error?.issues)}`).toBe(true);
      // Coordinates within Korea, counts and amounts non-negative integers, codes of the standard.
      expect(Number(r.위도)).toBeGreaterThanOrEqual(33);
      expect(Number(r.위도)).toBeLessThanOrEqual(39);
      expect(Number(r.경도)).toBeGreaterThanOrEqual(124);
      expect(Number(r.경도)).toBeLessThanOrEqual(132);
      for (const c of ['주차구획수', '주차기본시간', '주차기본요금', '추가단위시간', '추가단위요금'])
        expect(r[c], c).toMatch(/^(?:0|[1-9]\d*)$/);
      for (const c of ['1일주차권요금적용시간', '1일주차권요금', '월정기권요금'])
        expect(r[c], c).toMatch(/^(?:|0|[1-9]\d*)$/);
      expect(['공영', '민영']).toContain(r.주차장구분);
      expect(['노상', '노외', '부설']).toContain(r.주차장유형);
      expect(['1', '2', '3', '4', '5', '기타']).toContain(r.급지구분);
      expect(['미시행', '2부제', '5부제', '10부제', '요일제']).toContain(r.부제시행구분);
      expect(r.운영요일).toBe('평일+토요일+공휴일');
      expect(['유료', '무료', '혼합']).toContain(r.요금정보);
      expect(['Y', 'N']).toContain(r.장애인전용주차구역보유여부);
      for (const c of COLUMNS.filter((c) => c.endsWith('시각')))
        expect(r[c], c).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(r.데이터기준일자).toBe(todayKst());
      // What the portal does not know stays empty rather than invented (decision 216).
      expect(r.결제방법).toBe('');
      expect(r.제공기관코드).toBe('');
      expect(r.관리기관명).toBe('이천시시설관리공단');
      expect(r.제공기관명).toBe('이천시시설관리공단');
    }
    expect(new Set(body.records.map((r) => r.주차장관리번호)).size).toBe(DEMO_LOTS.length);
  });

  it('derives each value from the lot record and its fee rules', async () => {
    const { records: rows } = await records();
    // Lot 4: grade 1, 24 hours, 600 won for 60 minutes then 250 won per 10 minutes, day maximum 7,000.
    expect(byId(rows, 'ICN-PUB-0004')).toMatchObject({
      주차장명: '이천중앙시장 공영주차장',
      주차장구분: '공영',
      주차장유형: '노외',
      소재지도로명주소: '경기도 이천시 중리천로 95',
      소재지지번주소: '경기도 이천시 창전동 163-1',
      주차구획수: '180',
      급지구분: '1',
      부제시행구분: '미시행',
      평일운영시작시각: '00:00',
      평일운영종료시각: '23:59',
      공휴일운영종료시각: '23:59',
      요금정보: '유료',
      주차기본시간: '60',
      주차기본요금: '600',
      추가단위시간: '10',
      추가단위요금: '250',
      '1일주차권요금적용시간': '24',
      '1일주차권요금': '7000',
      월정기권요금: '',
      위도: '37.271349',
      경도: '127.43226',
      장애인전용주차구역보유여부: 'Y',
    });
    expect(byId(rows, 'ICN-PUB-0004').특기사항).toContain('입차 후 10분 이내 출차 시 무료');
    // Lot 1 runs day hours only.
    expect(byId(rows, 'ICN-PUB-0001')).toMatchObject({
      평일운영시작시각: '08:00',
      평일운영종료시각: '20:00',
      토요일운영시작시각: '08:00',
      토요일운영종료시각: '20:00',
    });
    // An attached lot is 부설; a park lot is an off-street lot.
    expect(byId(rows, 'ICN-ATT-0150').주차장유형).toBe('부설');
    expect(byId(rows, 'ICN-PRK-0007')).toMatchObject({ 주차장유형: '노외', 급지구분: '3' });
    // Lot 2 sells the all-day pass (grade 2: 60,000 won); lot 217 only day and night passes, named in the note.
    expect(byId(rows, 'ICN-PUB-0002').월정기권요금).toBe('60000');
    const lot217 = byId(rows, 'ICN-PUB-0217');
    expect(lot217.월정기권요금).toBe('');
    expect(lot217.특기사항).toContain('월정기권(주간) 50,000원');
    expect(lot217.특기사항).toContain('월정기권(야간) 30,000원');
    expect(lot217.특기사항).toContain('최초 30분 무료');
  });

  it('CSV: UTF-8 with a byte-order mark by default, the same rows as the JSON', async () => {
    const { records: rows } = await records();
    const res = await get(CSV_URL, { origin: 'https://example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]+\.csv"; filename\*=UTF-8''/,
    );
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const table = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(table[0]).toEqual(COLUMNS);
    expect(table.slice(1)).toEqual(rows.map((r) => COLUMNS.map((c) => r[c])));
    // A value with a comma or a quote survives the round trip (특기사항 joins its parts).
    expect(table.slice(1).some((r) => r[COLUMNS.indexOf('특기사항')]!.includes(' / '))).toBe(true);

    const explicit = await get(`${CSV_URL}?encoding=utf-8`);
    expect(explicit.rawPayload.equals(bytes)).toBe(true);
  });

  it('CSV in CP949 decodes to the same rows, without a byte-order mark', async () => {
    const utf8 = await get(CSV_URL);
    const res = await get(`${CSV_URL}?encoding=cp949`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=cp949');
    const bytes = res.rawPayload;
    expect(bytes[0]).not.toBe(0xef);
    // Really CP949, not UTF-8 under another label: the bytes differ and are not valid UTF-8.
    expect(bytes.equals(utf8.rawPayload)).toBe(false);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const decoded = iconv.decode(bytes, 'cp949');
    expect(parseCsv(decoded)).toEqual(parseCsv(utf8.rawPayload.subarray(3).toString('utf8')));
    expect(decoded).toContain('이천중앙시장 공영주차장');
    // The parameter's value is read without regard to case.
    const upper = await get(`${CSV_URL}?encoding=CP949`);
    expect(upper.rawPayload.equals(bytes)).toBe(true);
    // Each encoding is its own representation with its own ETag.
    expect(res.headers.etag).not.toBe(utf8.headers.etag);
  });

  it('is CORS open and cacheable with an ETag like /api/open/lots: 304 while unchanged', async () => {
    for (const url of [JSON_URL, CSV_URL, `${CSV_URL}?encoding=cp949`]) {
      const res = await get(url, { origin: 'https://example.org' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-expose-headers']).toBe('ETag');
      expect(res.headers['cache-control']).toBe('public, max-age=30');
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // A compressed answer carries its own tag, which still names the same data.
      const br = await get(url, { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
      expect((await get(url, { 'if-none-match': br.headers.etag as string })).statusCode).toBe(304);

      const pre = await (await ready()).app.inject({
        method: 'OPTIONS',
        url: url.split('?')[0]!,
        headers: { origin: 'https://example.org' },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe('*');
      expect(pre.headers['access-control-allow-headers']).toBe('If-None-Match');
    }
  });

  it('one source of truth: a fee change in the lot record changes the export within a second', async () => {
    const { db } = await ready();
    const before = await get(JSON_URL);
    const beforeCsv = await get(`${CSV_URL}?encoding=cp949`);
    expect(byId((before.json() as { records: StandardLotRecord[] }).records, 'ICN-PUB-0004')).toMatchObject({
      주차기본요금: '600',
      '1일주차권요금': '7000',
    });
    await db
      .update(parkingLots)
      .set({ dfltAmt: 800, intvlAmt: 300, dayParkingAmt: 9000 })
      .where(eq(parkingLots.lotId, 4));
    try {
      // A burst of requests shares one read of the records for at most a second; the next read has the change.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const after = await get(JSON_URL, { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(byId((after.json() as { records: StandardLotRecord[] }).records, 'ICN-PUB-0004')).toMatchObject({
        주차기본요금: '800',
        추가단위요금: '300',
        '1일주차권요금': '9000',
      });
      const afterCsv = await get(`${CSV_URL}?encoding=cp949`, {
        'if-none-match': beforeCsv.headers.etag as string,
      });
      expect(afterCsv.statusCode).toBe(200);
      const lot4 = parseCsv(iconv.decode(afterCsv.rawPayload, 'cp949')).find((r) => r[0] === 'ICN-PUB-0004')!;
      expect(lot4[COLUMNS.indexOf('주차기본요금')]).toBe('800');
      expect(lot4[COLUMNS.indexOf('1일주차권요금')]).toBe('9000');
      // The same fee rule the estimator charges by (one source): 61 minutes = 800 + 300.
      const fee = await (await ready()).app.inject({
        method: 'POST',
        url: '/api/fee/easyCalculate.json',
        payload: { sectnId: 4, inDttm: '2026-03-02 09:00', outDttm: '2026-03-02 10:01' },
      });
      expect(fee.statusCode).toBe(200);
      expect(JSON.stringify(fee.json())).toContain('1100');
    } finally {
      await db
        .update(parkingLots)
        .set({ dfltAmt: 600, intvlAmt: 250, dayParkingAmt: 7000 })
        .where(eq(parkingLots.lotId, 4));
    }
  });

  it('bad input: an encoding not offered or an unknown parameter answers 400 in Korean, never 500', async () => {
    const cases: [string, string][] = [
      [`${CSV_URL}?encoding=euc-kr`, 'encoding'],
      [`${CSV_URL}?encoding=`, 'encoding'],
      [`${CSV_URL}?encoding=utf-8&encoding=cp949`, 'encoding'],
      [`${CSV_URL}?encoding=utf-16`, 'encoding'],
      [`${CSV_URL}?format=xml`, 'format'],
      [`${JSON_URL}?encoding=cp949`, 'encoding'],
      [`${JSON_URL}?page=2`, 'page'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json() as { code: string; message: string; fieldErrors?: Record<string, string[]> };
      expect(body.code).toBe('VALIDATION');
      expect(body.message).toMatch(/[가-힣]/);
      expect(Object.keys(body.fieldErrors ?? {}), url).toEqual([field]);
    }
    const enc = (await get(`${CSV_URL}?encoding=euc-kr`)).json() as { message: string };
    expect(enc.message).toBe('지원하지 않는 문자 인코딩입니다. utf-8 또는 cp949 중에서 선택해주세요.');
    const unknown = (await get(`${JSON_URL}?page=2`)).json() as { message: string };
    expect(unknown.message).toBe('지원하지 않는 요청 변수입니다.');
  });

  it('the value rules refuse what the standard does not allow', () => {
    const good = {
      주차장관리번호: 'ICN-PUB-0004',
      주차장명: '가',
      주차장구분: '공영',
      주차장유형: '노외',
      소재지도로명주소: '',
      소재지지번주소: '',
      주차구획수: '10',
      급지구분: '1',
      부제시행구분: '미시행',
      운영요일: '평일+토요일+공휴일',
      평일운영시작시각: '00:00',
      평일운영종료시각: '23:59',
      토요일운영시작시각: '',
      토요일운영종료시각: '',
      공휴일운영시작시각: '',
      공휴일운영종료시각: '',
      요금정보: '유료',
      주차기본시간: '30',
      주차기본요금: '500',
      추가단위시간: '',
      추가단위요금: '',
      '1일주차권요금적용시간': '',
      '1일주차권요금': '',
      월정기권요금: '',
      결제방법: '현금+카드',
      특기사항: '',
      관리기관명: '',
      전화번호: '031-000-0000',
      위도: '37.27',
      경도: '127.43',
      장애인전용주차구역보유여부: 'N',
      데이터기준일자: '2026-11-27',
      제공기관코드: '',
      제공기관명: '',
    };
    expect(standardLotRecordSchema.safeParse(good).success).toBe(true);
    const bad: [string, string][] = [
      ['주차장구분', '공공'],
      ['주차장유형', '지하'],
      ['급지구분', '1급지'],
      ['운영요일', '토요일+평일'],
      ['운영요일', '평일+평일'],
      ['평일운영종료시각', '24:00'],
      ['평일운영시작시각', '9:00'],
      ['주차구획수', '-1'],
      ['주차구획수', '1.5'],
      ['주차기본요금', '1,000'],
      ['위도', '0'],
      ['경도', '200'],
      ['장애인전용주차구역보유여부', 'yes'],
      ['데이터기준일자', '2026.11.27'],
      ['요금정보', ''],
    ];
    for (const [column, value] of bad)
      expect(
        standardLotRecordSchema.safeParse({ ...good, [column]: value }).success,
        `${column}=${value}`,
      ).toBe(false);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await get('/api/docs');
    const doc = res.json() as {
      paths: Record<
        string,
        { get?: { parameters?: { name: string }[]; responses: Record<string, unknown> } }
      >;
    };
    const json = doc.paths[JSON_URL]?.get;
    const csv = doc.paths[CSV_URL]?.get;
    expect(json).toBeDefined();
    expect(csv).toBeDefined();
    expect(csv!.parameters?.map((p) => p.name)).toContain('encoding');
    const jsonText = JSON.stringify(json!.responses['200']);
    for (const c of COLUMNS) expect(jsonText).toContain(c);
    expect(Object.keys((csv!.responses['200'] as { content: Record<string, unknown> }).content)).toEqual([
      'text/csv; charset=utf-8',
      'text/csv; charset=cp949',
    ]);
  });
});

describe('open data: the publisher of the standard data set', () => {
  const t = useTestApp({ org: { agencyCode: '4150000', name: '테스트시설관리공단' } });

  it('fills 제공기관코드 from ORG_AGENCY_CODE and the names from ORG_NAME', async () => {
    await seedDemo(t().db);
    const res = await t().app.inject({ method: 'GET', url: JSON_URL });
    expect(res.statusCode).toBe(200);
    const { records: rows } = res.json() as { records: Record<string, string>[] };
    expect(rows.length).toBe(DEMO_LOTS.length);
    for (const r of rows) {
      expect(r.제공기관코드).toBe('4150000');
      expect(r.제공기관명).toBe('테스트시설관리공단');
      expect(standardLotRecordSchema.safeParse(r).success).toBe(true);
    }
  });
});
