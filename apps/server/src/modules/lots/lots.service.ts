import { createHash } from 'node:crypto';
import { type Domain, toWire } from '@parking/shared/common/wire-names';
import type { DiscountItem, OpenLot, ParkingDiv, ParkingLotRow } from '@parking/shared/lots/schemas';
import { lotsKo } from '@parking/shared/messages/ko/lots';
import type { DbOrTx } from '../../db/client';
import { type FileStorage, isSafeRef } from '../../integrations/storage/index';
import { AppError } from '../../lib/app-error';
import { PrecompressedBody } from '../../plugins/compression';
import { isLotImage, type LotRecord, listDiscountCodes, listLotsWithOccupancy } from './lots.repository';

/** A lot with its live availability, computed once per snapshot and shared by the map, the list and open data. */
export interface LotSnapshot {
  rows: Domain<ParkingLotRow>[];
  openLots: Domain<OpenLot>[];
  /** UTF-8 JSON of the open-data answer (and its br/gzip variants, made on first use) and its ETag */
  openJson: PrecompressedBody;
  openEtag: string;
  /** UTF-8 JSON of map.json and searchParkingList.json, serialised (and compressed) once per snapshot */
  mapJson: PrecompressedBody;
  listJson: PrecompressedBody;
  at: number;
}

// Availability is cached for a moment so a burst of map requests costs one grouped query; writes made by
// this process (equipment events) drop the cache at once. Keyed by database so test apps never share it.
const CACHE_MS = 1000;
const cache = new WeakMap<object, { at: number; value: Promise<LotSnapshot>; loaded?: LotSnapshot }>();

/** Drops the cached availability of `db` (called after every entry or exit). */
export function invalidateLotCache(db: DbOrTx): void {
  cache.delete(db);
}

/** Available cells: cells − vehicles in, never negative (spec 1 §3: PARK_COUNT). */
export function availableCells(cellCnt: number, occupied: number): number {
  return Math.max(0, cellCnt - occupied);
}

function toRow(lot: LotRecord, occupied: number, updatedAt: string): Domain<ParkingLotRow> {
  return {
    PARKING_ID: lot.parkingId,
    SECTN_ID: lot.lotId,
    PARKING_NM: lot.parkingNm,
    PARKING_DIV_NM: lot.parkingDivNm,
    PARKING_DIV: lot.parkingDiv as ParkingDiv,
    GRADE: lot.grade,
    CELL_CNT: lot.cellCnt,
    PARK_COUNT: availableCells(lot.cellCnt, occupied),
    HNDCAP_CELL_CNT: lot.hndcapCellCnt,
    ELEC_CELL_CNT: lot.elecCellCnt,
    CELL_ADDR_LOAD: lot.cellAddrLoad,
    CELL_ADDR_JIBUN: lot.cellAddrJibun,
    LAT: lot.lat,
    LNG: lot.lng,
    DFLT_TM: lot.dfltTm,
    DFLT_AMT: lot.dfltAmt,
    INTVL_TM: lot.intvlTm,
    INTVL_AMT: lot.intvlAmt,
    DAY_PARKING_AMT: lot.dayParkingAmt,
    ANYHOUR_RUN_YN: lot.anyhourRunYn === 'N' ? 'N' : 'Y',
    PERIOD_DAYTM_AMT: lot.periodDaytmAmt,
    PERIOD_NIGHT_AMT: lot.periodNightAmt,
    PERIOD_TICKET_AMT: lot.periodTicketAmt,
    FREE_ENTRY_TM: lot.freeEntryTm,
    FREE_FIRST_TM: lot.freeFirstTm,
    OPER_START_TM: lot.operStartTm,
    OPER_END_TM: lot.operEndTm,
    WEB_DISCOUNT_DEFAULT_AMT: lot.webDiscountDefaultAmt,
    REPO_ID: lot.repoId,
    FILE_PATH: lot.filePath,
    SAVE_NM: lot.saveNm,
    FILE_EXT: lot.fileExt,
    UPDATED_AT: updatedAt,
  };
}

function toOpenLot(r: Domain<ParkingLotRow>): Domain<OpenLot> {
  const anyhour = r.ANYHOUR_RUN_YN === 'Y';
  return {
    lotId: r.SECTN_ID,
    parkingId: r.PARKING_ID,
    name: r.PARKING_NM,
    kind: r.PARKING_DIV,
    kindName: r.PARKING_DIV_NM,
    roadAddress: r.CELL_ADDR_LOAD,
    lotAddress: r.CELL_ADDR_JIBUN,
    lat: r.LAT,
    lng: r.LNG,
    cells: r.CELL_CNT,
    disabledCells: r.HNDCAP_CELL_CNT,
    evCells: r.ELEC_CELL_CNT,
    available: r.PARK_COUNT,
    open24h: anyhour,
    operatingHours: anyhour
      ? { start: '00:00', end: '24:00' }
      : { start: r.OPER_START_TM, end: r.OPER_END_TM },
    tariff: {
      baseMinutes: r.DFLT_TM,
      baseAmount: r.DFLT_AMT,
      unitMinutes: r.INTVL_TM,
      unitAmount: r.INTVL_AMT,
      dailyMaximum: r.DAY_PARKING_AMT,
      freeEntryMinutes: r.FREE_ENTRY_TM,
      freeFirstMinutes: r.FREE_FIRST_TM,
      summary: lotsKo.tariffSummary(r.DFLT_TM, r.DFLT_AMT, r.INTVL_TM, r.INTVL_AMT, r.DAY_PARKING_AMT),
    },
    updatedAt: r.UPDATED_AT,
  };
}

async function loadSnapshot(db: DbOrTx): Promise<LotSnapshot> {
  const at = Date.now();
  const updatedAt = new Date(at).toISOString();
  const lots = await listLotsWithOccupancy(db);
  const rows = lots.map((l) => toRow(l, l.occupied, updatedAt));
  const openLots = rows.map(toOpenLot);
  // The answers are serialised here once per snapshot, so they are mapped to the contract's names here
  // (decision 206): the same bytes, and the same ETag, as the routes would send.
  const openWire = toWire(openLots);
  // The ETag covers the data, not the time it was read: an unchanged lot list keeps its tag.
  const openEtag = `"${createHash('sha1')
    .update(JSON.stringify(openWire.map((l) => ({ ...l, updatedAt: '' }))))
    .digest('base64url')}"`;
  // Buffers, not strings: each answer then costs neither a UTF-8 length count nor an encoding; the compressed
  // variants are made once per snapshot on first use, never per request.
  const openJson = new PrecompressedBody(
    Buffer.from(JSON.stringify({ generatedAt: updatedAt, count: openWire.length, lots: openWire })),
  );
  const mapJson = new PrecompressedBody(Buffer.from(JSON.stringify({ parkingMapList: rows })));
  const listJson = new PrecompressedBody(Buffer.from(JSON.stringify({ parkingList: rows })));
  return { rows, openLots, openJson, openEtag, mapJson, listJson, at };
}

/** The lots with live availability (cached for at most a second). */
export async function getLotSnapshot(db: DbOrTx, now: number = Date.now()): Promise<LotSnapshot> {
  const hit = cache.get(db);
  if (hit && now - hit.at < CACHE_MS) return hit.value;
  const value = loadSnapshot(db);
  const entry: { at: number; value: Promise<LotSnapshot>; loaded?: LotSnapshot } = { at: now, value };
  cache.set(db, entry);
  value.then(
    (snap) => {
      entry.loaded = snap;
    },
    () => {
      if (cache.get(db) === entry) cache.delete(db);
    },
  );
  return value;
}

/**
 * The cached snapshot when it is fresh and already loaded, without a promise (the busy routes answer in the
 * same tick); undefined when it must be (re)loaded with getLotSnapshot.
 */
export function loadedLotSnapshot(db: DbOrTx, now: number = Date.now()): LotSnapshot | undefined {
  const hit = cache.get(db);
  return hit && now - hit.at < CACHE_MS ? hit.loaded : undefined;
}

/** GET /api/prepay/getDiscountList.json rows. */
export async function getDiscountList(db: DbOrTx): Promise<Domain<DiscountItem>[]> {
  const rows = await listDiscountCodes(db);
  return rows.map((r) => ({
    code: r.code,
    codeNm: r.codeNm,
    rate: r.rate,
    freeMinutes: r.freeMinutes,
    fixedAmt: r.fixedAmt,
  }));
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The generated stand-in image when a lot has no picture (or its file is gone). */
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="260" viewBox="0 0 400 260" role="img" aria-label="주차장 이미지 준비 중"><rect width="400" height="260" fill="#eef2f7"/><rect x="150" y="60" width="100" height="100" rx="16" fill="#256ef4"/><text x="200" y="133" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">P</text><text x="200" y="205" font-family="sans-serif" font-size="18" fill="#464c53" text-anchor="middle">주차장 이미지 준비 중</text></svg>`;

export interface LotImage {
  body: Buffer | string;
  contentType: string;
  placeholder: boolean;
}

// Parts that try to leave the storage folder: refused outright (400), never looked up.
const TRAVERSAL = /\.\.|\\|\0|%|^\/|^~/;

/**
 * A lot image by its four parts. Parts trying to leave the storage folder ('..', backslashes, absolute
 * paths, slashes outside filePath) → 400; a part missing or malformed (e.g. 'null'), a file no lot record
 * names (any other stored file: attachments, business documents — issue 12 §7), a missing file or an
 * extension that is not an image → the generated placeholder.
 */
export async function getLotImage(
  db: DbOrTx,
  storage: FileStorage,
  parts: { repoId: string; filePath: string; saveNm: string; ext: string },
): Promise<LotImage> {
  const { repoId, filePath, saveNm, ext } = parts;
  if (
    [repoId, filePath, saveNm, ext].some((p) => TRAVERSAL.test(p)) ||
    [repoId, saveNm, ext].some((p) => p.includes('/'))
  )
    throw new AppError('BAD_REQUEST', 400);
  const ref = { repoId, filePath, saveNm, fileExt: ext.toLowerCase() };
  const type = IMAGE_TYPES[ref.fileExt];
  if (type && isSafeRef(ref) && (await isLotImage(db, ref))) {
    let bytes: Buffer | null = null;
    try {
      bytes = await storage.get(ref);
    } catch (err) {
      // Another repository's ref (e.g. an old REPO_ID) is simply not here.
      if (!(err instanceof AppError)) throw err;
    }
    if (bytes) return { body: bytes, contentType: type, placeholder: false };
  }
  return { body: PLACEHOLDER_SVG, contentType: 'image/svg+xml; charset=utf-8', placeholder: true };
}
