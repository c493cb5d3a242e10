import { createHash } from 'node:crypto';
import { todayKst } from '@parking/shared/common/korea-time';
import { openDataKo } from '@parking/shared/messages/ko/open-data';
import {
  STANDARD_LOT_COLUMNS,
  type StandardCsvEncoding,
  type StandardLotRecord,
} from '@parking/shared/open-data/standard';
import { allowedUseDivs, monthlyFee } from '@parking/shared/season-pass/rules';
import iconv from 'iconv-lite';
import type { DbOrTx } from '../../db/client';
import { PrecompressedBody } from '../../plugins/compression';
import type { OpenBody } from './open-data.http';
import { listStandardLotSources, type StandardLotSource } from './open-data.repository';

/**
 * The national standard parking data set (전국주차장정보표준데이터) made from the lot records and their fee
 * rules, the one source the map, the fee engine and the gates read: a fee changed there is in the next
 * answer. Column mapping, codes and what stays empty: decision 216.
 */

/** Who publishes the data set: the portal's operator (ORG_NAME, ORG_PHONE). */
export interface StandardPublisher {
  name: string;
  phone: string;
  /** ORG_AGENCY_CODE: the publishing body's 7-digit administrative agency code, when configured. */
  agencyCode?: string | null;
}

/** PUBLIC (공영) and PARK (공원) lots are off-street lots; ATTACHED lots belong to a building (부설). */
const LOT_TYPE: Readonly<Record<string, StandardLotRecord['주차장유형']>> = {
  PUBLIC: '노외',
  PARK: '노외',
  ATTACHED: '부설',
};

const digits = (n: number) => String(Math.max(0, Math.trunc(n)));
const PHONE = /^\d{2,4}-\d{3,4}-\d{4}$/;

/** The 특기사항 of a lot: its free periods, the day maximum's scope, season passes by time of day, cells. */
function noteOf(lot: StandardLotSource): string {
  const n = openDataKo.note;
  const parts: string[] = [];
  if (lot.freeEntryTm > 0) parts.push(n.freeEntry(lot.freeEntryTm));
  if (lot.freeFirstTm > 0) parts.push(n.freeFirst(lot.freeFirstTm));
  if (lot.dayParkingAmt > 0) parts.push(n.dayMaximum);
  const passes = allowedUseDivs(lot);
  if (passes.includes('UTM-002')) parts.push(n.seasonPassDay(monthlyFee(lot, 'UTM-002')));
  if (passes.includes('UTM-003')) parts.push(n.seasonPassNight(monthlyFee(lot, 'UTM-003')));
  if (lot.hndcapCellCnt > 0) parts.push(n.disabledCells(lot.hndcapCellCnt));
  if (lot.elecCellCnt > 0) parts.push(n.evCells(lot.elecCellCnt));
  return parts.join(n.separator);
}

/** One row of the data set, in the standard's column order. */
export function toStandardRecord(
  lot: StandardLotSource,
  publisher: StandardPublisher,
  referenceDate: string,
): StandardLotRecord {
  const allDay = lot.anyhourRunYn !== 'N';
  // The portal's lots run the same hours every day of the week (the fee engine knows no weekday rule).
  const start = allDay ? '00:00' : lot.operStartTm;
  const end = allDay ? '23:59' : lot.operEndTm;
  const paid = lot.dfltAmt > 0 || lot.intvlAmt > 0;
  const passes = allowedUseDivs(lot);
  const record: StandardLotRecord = {
    주차장관리번호: lot.parkingId,
    주차장명: lot.parkingNm,
    // Every lot of the portal is a public lot run by the operator (decision 216).
    주차장구분: '공영',
    주차장유형: LOT_TYPE[lot.parkingDiv] ?? '노외',
    소재지도로명주소: lot.cellAddrLoad,
    소재지지번주소: lot.cellAddrJibun,
    주차구획수: digits(lot.cellCnt),
    급지구분: lot.grade >= 1 && lot.grade <= 5 ? String(lot.grade) : '기타',
    // The gates admit every plate on every day: no rotation scheme exists in the portal.
    부제시행구분: '미시행',
    운영요일: '평일+토요일+공휴일',
    평일운영시작시각: start,
    평일운영종료시각: end,
    토요일운영시작시각: start,
    토요일운영종료시각: end,
    공휴일운영시작시각: start,
    공휴일운영종료시각: end,
    요금정보: paid ? '유료' : '무료',
    주차기본시간: digits(lot.dfltTm),
    주차기본요금: digits(lot.dfltAmt),
    추가단위시간: digits(lot.intvlTm),
    추가단위요금: digits(lot.intvlAmt),
    // The day maximum caps each 24 hours from the start of charging (fee engine): the standard's day ticket.
    '1일주차권요금적용시간': lot.dayParkingAmt > 0 ? '24' : '',
    '1일주차권요금': lot.dayParkingAmt > 0 ? digits(lot.dayParkingAmt) : '',
    // The all-day (UTM-001) pass only; day and night passes are named in 특기사항.
    월정기권요금: passes.includes('UTM-001') ? digits(monthlyFee(lot, 'UTM-001')) : '',
    // The portal does not record how a lot's pay station takes money: left empty, never guessed.
    결제방법: '',
    특기사항: noteOf(lot),
    관리기관명: publisher.name,
    전화번호: PHONE.test(publisher.phone) ? publisher.phone : '',
    위도: String(lot.lat),
    경도: String(lot.lng),
    장애인전용주차구역보유여부: lot.hndcapCellCnt > 0 ? 'Y' : 'N',
    데이터기준일자: referenceDate,
    // The administrative agency code assigned to the publishing body (ORG_AGENCY_CODE); empty when not set.
    제공기관코드: publisher.agencyCode ?? '',
    제공기관명: publisher.name,
  };
  return record;
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The data set as CSV text (header line + one line per lot, CRLF), without a byte-order mark. */
export function toStandardCsv(records: readonly StandardLotRecord[]): string {
  const lines = [STANDARD_LOT_COLUMNS.join(',')];
  for (const r of records) lines.push(STANDARD_LOT_COLUMNS.map((c) => csvField(r[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('base64url');

const CSV_FILE_NAME = '전국주차장정보표준데이터.csv';
const disposition = `attachment; filename="parking-lots-standard.csv"; filename*=UTF-8''${encodeURIComponent(CSV_FILE_NAME)}`;

/** The representations of one state of the data, made once and reused while the data stays the same. */
interface StandardBodies {
  key: string;
  json: OpenBody;
  csv: Partial<Record<StandardCsvEncoding, OpenBody>>;
  records: StandardLotRecord[];
}

// Keyed by database so test apps never share it. A burst of requests within a second shares one read of
// the lot records (as the lot snapshot does); after that every answer reads them again, and the bodies built
// for the previous read are kept only when the data (and the date) are the same.
const READ_MS = 1000;
const built = new WeakMap<object, StandardBodies>();
const reads = new WeakMap<object, { at: number; value: Promise<StandardBodies> }>();

async function readBodies(db: DbOrTx, publisher: StandardPublisher, now: number): Promise<StandardBodies> {
  const lots = await listStandardLotSources(db);
  const referenceDate = todayKst(now);
  const records = lots.map((lot) => toStandardRecord(lot, publisher, referenceDate));
  const key = sha1(JSON.stringify(records));
  const hit = built.get(db);
  if (hit && hit.key === key) return hit;
  const fields = STANDARD_LOT_COLUMNS.map((id) => ({ id }));
  const json = Buffer.from(JSON.stringify({ fields, records }));
  const bodies: StandardBodies = {
    key,
    records,
    json: {
      body: new PrecompressedBody(json),
      etag: `"${sha1(json)}"`,
      contentType: 'application/json; charset=utf-8',
    },
    csv: {},
  };
  built.set(db, bodies);
  return bodies;
}

function currentBodies(db: DbOrTx, publisher: StandardPublisher, now: number): Promise<StandardBodies> {
  const read = reads.get(db);
  if (read && now - read.at >= 0 && now - read.at < READ_MS) return read.value;
  const value = readBodies(db, publisher, now);
  const entry = { at: now, value };
  reads.set(db, entry);
  value.catch(() => {
    if (reads.get(db) === entry) reads.delete(db);
  });
  return value;
}

/** GET /api/open/standard/lots.json */
export async function getStandardJson(db: DbOrTx, publisher: StandardPublisher, now = Date.now()) {
  return (await currentBodies(db, publisher, now)).json;
}

/** GET /api/open/standard/lots.csv: UTF-8 with a byte-order mark (Excel reads it as UTF-8), or CP949. */
export async function getStandardCsv(
  db: DbOrTx,
  publisher: StandardPublisher,
  encoding: StandardCsvEncoding,
  now = Date.now(),
): Promise<OpenBody> {
  const bodies = await currentBodies(db, publisher, now);
  const cached = bodies.csv[encoding];
  if (cached) return cached;
  const text = toStandardCsv(bodies.records);
  const bytes =
    encoding === 'cp949'
      ? iconv.encode(text, 'cp949')
      : Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
  const open: OpenBody = {
    body: new PrecompressedBody(bytes),
    etag: `"${sha1(bytes)}"`,
    contentType: `text/csv; charset=${encoding}`,
    headers: { 'content-disposition': disposition },
  };
  bodies.csv[encoding] = open;
  return open;
}
