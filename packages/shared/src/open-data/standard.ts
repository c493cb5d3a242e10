/**
 * The national standard parking data set (전국주차장정보표준데이터, 공공데이터 개방표준) as the portal
 * exports it: GET /api/open/standard/lots.json and lots.csv (issue 35 item 1, decision 216).
 * The column names, their order and the value rules below are the standard's; the test of the export holds
 * every row against `standardLotRecordSchema`, so a rule written here is a rule the export keeps.
 */
import { z } from 'zod';
import { openDataKo } from '../messages/ko/open-data';

/** The standard's columns, in its order and under its Korean names. */
export const STANDARD_LOT_COLUMNS = [
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
] as const;
export type StandardLotColumn = (typeof STANDARD_LOT_COLUMNS)[number];

/** The standard's code values (only these, or empty where the column may be empty). */
export const STANDARD_CODES = {
  /** 주차장구분 */
  ownership: ['공영', '민영'],
  /** 주차장유형 */
  type: ['노상', '노외', '부설'],
  /** 급지구분 */
  grade: ['1', '2', '3', '4', '5', '기타'],
  /** 부제시행구분 */
  rotation: ['미시행', '2부제', '5부제', '10부제', '요일제'],
  /** 요금정보 */
  charge: ['유료', '무료', '혼합'],
  /** 운영요일: the days joined with '+' in this order */
  days: ['평일', '토요일', '공휴일'],
  /** 결제방법: the methods joined with '+' */
  payment: ['현금', '카드', '교통카드'],
  /** 장애인전용주차구역보유여부 */
  yn: ['Y', 'N'],
} as const;

/** 'HH:MM', 00:00 … 23:59 (a lot open all day runs 00:00 – 23:59, as the standard's data writes it). */
export const STANDARD_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** 'YYYY-MM-DD' */
export const STANDARD_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
/** a non-negative integer written in digits (no sign, no separators, no leading zero) */
export const STANDARD_COUNT = /^(?:0|[1-9]\d*)$/;
/** 제공기관코드: the 7-character administrative agency code (행정표준기관코드) */
export const STANDARD_AGENCY_CODE = /^[0-9A-Z]{7}$/;

const oneOf = (values: readonly string[]) => z.string().refine((v) => values.includes(v));
const joined = (values: readonly string[]) =>
  z.string().refine((v) => {
    const parts = v.split('+');
    return (
      parts.every((p) => values.includes(p)) &&
      new Set(parts).size === parts.length &&
      parts.every((p, i) => i === 0 || values.indexOf(parts[i - 1]!) < values.indexOf(p))
    );
  });
const orEmpty = (schema: z.ZodType<string>) => z.union([z.literal(''), schema]);
const text = z.string().max(200);
const count = z.string().regex(STANDARD_COUNT);
const time = z.string().regex(STANDARD_TIME);
const coordinate = (min: number, max: number) =>
  z.string().refine((v) => /^-?\d+(?:\.\d+)?$/.test(v) && Number(v) >= min && Number(v) <= max);

/**
 * One row of the data set, every value a string (the standard types every column as VARCHAR), checked
 * against the standard's rules. Korea lies within 33–39° N and 124–132° E.
 */
export const standardLotRecordSchema = z.object({
  주차장관리번호: z.string().min(1).max(24),
  주차장명: z.string().min(1).max(100),
  주차장구분: oneOf(STANDARD_CODES.ownership),
  주차장유형: oneOf(STANDARD_CODES.type),
  소재지도로명주소: text,
  소재지지번주소: text,
  주차구획수: count,
  급지구분: orEmpty(oneOf(STANDARD_CODES.grade)),
  부제시행구분: orEmpty(oneOf(STANDARD_CODES.rotation)),
  운영요일: joined(STANDARD_CODES.days),
  평일운영시작시각: orEmpty(time),
  평일운영종료시각: orEmpty(time),
  토요일운영시작시각: orEmpty(time),
  토요일운영종료시각: orEmpty(time),
  공휴일운영시작시각: orEmpty(time),
  공휴일운영종료시각: orEmpty(time),
  요금정보: oneOf(STANDARD_CODES.charge),
  주차기본시간: orEmpty(count),
  주차기본요금: orEmpty(count),
  추가단위시간: orEmpty(count),
  추가단위요금: orEmpty(count),
  /** hours */
  '1일주차권요금적용시간': orEmpty(count),
  '1일주차권요금': orEmpty(count),
  월정기권요금: orEmpty(count),
  결제방법: orEmpty(joined(STANDARD_CODES.payment)),
  특기사항: z.string().max(500),
  관리기관명: z.string().max(100),
  전화번호: orEmpty(z.string().regex(/^\d{2,4}-\d{3,4}-\d{4}$/)),
  위도: coordinate(33, 39),
  경도: coordinate(124, 132),
  장애인전용주차구역보유여부: oneOf(STANDARD_CODES.yn),
  데이터기준일자: z.string().regex(STANDARD_DATE),
  제공기관코드: orEmpty(z.string().regex(STANDARD_AGENCY_CODE)),
  제공기관명: z.string().max(100),
});
export type StandardLotRecord = z.infer<typeof standardLotRecordSchema>;

/**
 * GET /api/open/standard/lots.json: the layout of the public data portal's JSON files — the field list in
 * the standard's order, then one record per lot with the same keys in the same order.
 */
export const standardLotsResponseSchema = z.object({
  fields: z.array(z.object({ id: z.enum(STANDARD_LOT_COLUMNS) })),
  records: z.array(standardLotRecordSchema),
});
export type StandardLotsResponse = z.infer<typeof standardLotsResponseSchema>;

/** The encodings the CSV is offered in: UTF-8 with a byte-order mark (default) or CP949 (older Excel). */
export const STANDARD_CSV_ENCODINGS = ['utf-8', 'cp949'] as const;
export type StandardCsvEncoding = (typeof STANDARD_CSV_ENCODINGS)[number];

/**
 * Refuses every query parameter not in `shape`, each under its own name (a typo never passes silently): zod's
 * strict objects report unknown keys at the root, where the answer could not name them.
 */
function onlyParameters<T extends z.ZodRawShape>(shape: T) {
  const known = new Set(Object.keys(shape));
  return z.looseObject(shape).superRefine((query, ctx) => {
    for (const key of Object.keys(query))
      if (!known.has(key))
        ctx.addIssue({ code: 'custom', path: [key], message: openDataKo.unknownParameter });
  });
}

/** GET /api/open/standard/lots.json takes no parameter. */
export const standardLotsJsonQuerySchema = onlyParameters({});

/** GET /api/open/standard/lots.csv?encoding=utf-8|cp949 (case-insensitive; absent = UTF-8 with BOM). */
export const standardLotsCsvQuerySchema = onlyParameters({
  encoding: z
    .string({ error: () => openDataKo.encodingUnknown })
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(STANDARD_CSV_ENCODINGS, { error: () => openDataKo.encodingUnknown }))
    .optional()
    .describe('utf-8 (default, with BOM) or cp949'),
});
