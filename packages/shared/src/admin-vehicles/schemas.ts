import { z } from 'zod';
import {
  actionAnswer,
  defineAdminResource,
  exportReasonSchema,
  idInput,
  listAnswer,
  pageIndexListQuery,
  searchCondition,
  searchKeywordSchema,
  viewAnswer,
} from '../common/admin-resource';
import { idParam } from '../content/common';
import { ko } from '../messages/ko';
import {
  ALL_LOTS_MARKER,
  ANNEX_LOTS_MARKER,
  applyDaySchema,
  daySchema,
  FREE_TYPE_CODES,
  nameSchema,
  optionalText,
  PARKING_REG_DIVS,
  vehicleCarNoSchema,
} from './rules';

const emptyToUndefined = (x: unknown) => (x === '' || x === null || x === 'null' ? undefined : x);

/** An Excel export: the list's search and the reason staff give (personal-information access records). */
function excelQuery<const C extends string>(conditions: readonly [C, ...C[]]) {
  return z.object({
    searchCondition: searchCondition(conditions),
    searchKeyword: searchKeywordSchema,
    reason: exportReasonSchema,
  });
}

function periodInOrder<T extends z.ZodType<Record<string, unknown>>>(schema: T, start: string, end: string) {
  return schema.refine((o) => String(o[start]) <= String(o[end]), {
    path: [end],
    message: ko.adminVehicles.v.dateOrder,
  });
}

// ── discount vehicles (spec 3 §2.4, §7 "Discount vehicles") ───────────────────

const discountCdSchema = z
  .string({ error: ko.adminVehicles.v.discountCd })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, ko.adminVehicles.v.discountCd);

const discountFields = {
  carNo: vehicleCarNoSchema(false),
  carOwnerNm: nameSchema(ko.adminVehicles.v.ownerRequired),
  discountCd: discountCdSchema,
  startDt: daySchema,
  endDt: daySchema,
  note: optionalText(500),
};

/** insert.json form: carNo, carOwnerNm, discountCd, startDt, endDt, note. */
export const discountInsertSchema = periodInOrder(z.object(discountFields), 'startDt', 'endDt');
export type DiscountInsert = z.output<typeof discountInsertSchema>;
/** update.json: the same plus seqId. */
export const discountUpdateSchema = periodInOrder(
  z.object({ seqId: idParam, ...discountFields }),
  'startDt',
  'endDt',
);
export type DiscountUpdate = z.output<typeof discountUpdateSchema>;

export const discountRowSchema = z.object({
  seqId: z.number(),
  carOwnerNm: z.string(),
  carNo: z.string(),
  discountCd: z.string(),
  discountNm: z.string(),
  startDt: z.string(),
  endDt: z.string(),
  note: z.string(),
  regDttm: z.string(),
});
export type DiscountRow = z.infer<typeof discountRowSchema>;

/** list.json: searchCondition 1 user name, 2 car number, '' both; pageIndex + pageUnit (10000, client paging). */
export const discountListQuerySchema = pageIndexListQuery({ paging: 'client', conditions: ['1', '2'] });
export const discountListAnswer = listAnswer(
  { rows: 'resultList.result.list', total: 'totalCount' },
  discountRowSchema,
);
export type DiscountListResponse = z.input<typeof discountListAnswer.schema>;
export const discountViewResponseSchema = viewAnswer('resultVo.result', discountRowSchema);
export type DiscountViewResponse = z.infer<typeof discountViewResponseSchema>;

/** Writes answer code '00' at the top (the kit) and under resultVo (spec 3 §7: resultVo.code). */
export const discountActionAnswer = actionAnswer('seqId').extend({
  resultVo: z.object({ code: z.literal('00'), message: z.string() }),
});
export type DiscountActionAnswer = z.infer<typeof discountActionAnswer>;

/** carNoCheck.json: carNo (and seqId on edit); result.result true = available. */
export const discountCarNoCheckSchema = z.object({
  carNo: vehicleCarNoSchema(false),
  seqId: z.preprocess(emptyToUndefined, idParam.optional()),
});
export const carNoCheckAnswer = z.object({
  result: z.object({ result: z.boolean() }),
  message: z.string(),
});
export type CarNoCheckAnswer = z.infer<typeof carNoCheckAnswer>;

/** A pre-registration waiting for staff to review its document (decision 123). */
export const pendingRegistrationSchema = z.object({
  regId: z.number(),
  carNo: z.string(),
  carOwnerNm: z.string(),
  discountCd: z.string(),
  discountNm: z.string(),
  /** masked */
  mobile: z.string(),
  regDttm: z.string(),
  /** the period approval will register */
  startDt: z.string(),
  endDt: z.string(),
  fileName: z.string().nullable(),
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;
export const pendingListAnswer = z.object({ pendingList: z.array(pendingRegistrationSchema) });
export const regIdInput = idInput('regId');
export const pendingActionAnswer = actionAnswer('regId').extend({ seqId: z.number().optional() });

/** Discount vehicles and the review of pre-registrations with documents. */
export const discountResource = defineAdminResource({
  tag: 'admin-vehicles',
  base: '/api/admin/discount/',
  endpoints: {
    list: {
      path: 'list.json',
      summary: 'Discount vehicles (search 1 user name, 2 car number); the whole list unless a page is asked',
      input: discountListQuerySchema,
      answer: discountListAnswer,
    },
    excel: {
      path: 'excel.json',
      summary: 'The whole filtered list for an Excel file; the reason is required and recorded',
      input: excelQuery(['1', '2']),
      answer: discountListAnswer,
    },
    view: {
      path: 'view.json',
      summary: 'One discount vehicle',
      input: idInput('seqId'),
      answer: discountViewResponseSchema,
    },
    insert: {
      path: 'insert.json',
      summary: 'Register a discount vehicle (code 00: 등록 되었습니다!)',
      input: discountInsertSchema,
      answer: discountActionAnswer,
    },
    update: {
      path: 'update.json',
      summary: 'Edit a discount vehicle',
      input: discountUpdateSchema,
      answer: discountActionAnswer,
    },
    delete: {
      path: 'delete.json',
      summary: 'Delete a discount vehicle',
      input: idInput('seqId'),
      answer: discountActionAnswer,
    },
    carNoCheck: {
      path: 'carNoCheck.json',
      summary: 'Is the car number free to register (true) or already registered (false)?',
      input: discountCarNoCheckSchema,
      answer: carNoCheckAnswer,
    },
    pendingList: {
      path: 'pendingList.json',
      methods: ['GET'],
      summary: 'Pre-registrations with a document waiting for review (decision 123)',
      input: z.object({}),
      answer: pendingListAnswer,
    },
    approvePending: {
      path: 'approvePending.json',
      summary: 'Approve a pre-registration: registers the discount vehicle, SMS to the applicant',
      input: regIdInput,
      answer: pendingActionAnswer,
    },
    rejectPending: {
      path: 'rejectPending.json',
      summary: 'Reject a pre-registration, SMS to the applicant',
      input: regIdInput,
      answer: pendingActionAnswer,
    },
    download: {
      path: 'pendingDownload.json',
      summary: 'The proof document of a pre-registration',
      input: regIdInput,
    },
  },
});

// ── free vehicles (spec 3 §2.5, §7 "Free vehicles") ──────────────────────────

const lotNumber = z.coerce
  .number({ error: ko.adminVehicles.v.lotFirst })
  .int(ko.adminVehicles.v.lotFirst)
  .min(ANNEX_LOTS_MARKER, ko.adminVehicles.v.lotFirst)
  .max(2_147_483_647, ko.adminVehicles.v.lotFirst)
  .refine((n) => n !== 0, ko.adminVehicles.v.lotFirst);
/** A lot id, or the markers -1 (all lots) / -2 (annex lots); '' and 'null' count as absent. */
const sectnIdSchema = z.preprocess(emptyToUndefined, lotNumber);
const optionalSectnId = z.preprocess(emptyToUndefined, lotNumber.optional());

/** PRD-001 needs a real lot; PRD-002 takes -1 or nothing; PRD-003 -2 or nothing (spec 3 §4). */
function lotMarkersAgree(o: { parkingRegDiv: string; sectnId?: number | undefined }): boolean {
  if (o.parkingRegDiv === 'PRD-001') return o.sectnId !== undefined && o.sectnId > 0;
  if (o.parkingRegDiv === 'PRD-002') return o.sectnId === undefined || o.sectnId === ALL_LOTS_MARKER;
  return o.sectnId === undefined || o.sectnId === ANNEX_LOTS_MARKER;
}

const freeFields = {
  carOwnerNm: nameSchema(ko.adminVehicles.v.required),
  carNo: vehicleCarNoSchema(true),
  freeNote: optionalText(500),
  applyDay: applyDaySchema,
  fctCode: z.enum(FREE_TYPE_CODES, { error: ko.adminVehicles.v.fctCode }),
  startDtString: daySchema,
  endDtString: daySchema,
  orgNm: optionalText(100),
  parkingRegDiv: z.enum(PARKING_REG_DIVS, { error: ko.adminVehicles.v.parkingRegDiv }),
  sectnId: optionalSectnId,
};

function freeChecks<T extends z.ZodType<Record<string, unknown>>>(schema: T) {
  return periodInOrder(schema, 'startDtString', 'endDtString').refine(
    (o) => lotMarkersAgree(o as { parkingRegDiv: string; sectnId?: number }),
    { path: ['sectnId'], message: ko.adminVehicles.v.lotMarker },
  );
}

/** insertAction.json. */
export const freeInsertSchema = freeChecks(z.object(freeFields));
export type FreeInsert = z.output<typeof freeInsertSchema>;
/** updateAction.json: the same plus freeCarId; the edit screen requires organization and note (spec 3 §5). */
export const freeUpdateSchema = freeChecks(
  z.object({
    ...freeFields,
    freeCarId: idParam,
    orgNm: nameSchema(ko.adminVehicles.v.required, 100),
    freeNote: nameSchema(ko.adminVehicles.v.required, 500),
  }),
);
export type FreeUpdate = z.output<typeof freeUpdateSchema>;

export const freeRowSchema = z.object({
  freeCarId: z.number(),
  carOwnerNm: z.string(),
  carNo: z.string(),
  parkingRegDiv: z.string(),
  /** the lot name for PRD-001, '전체' for PRD-002, the annex text for PRD-003 (spec 3 §2.5) */
  parkingNm: z.string(),
  sectnId: z.number().nullable(),
  freeTyCd: z.string(),
  freeTyNm: z.string(),
  orgNm: z.string(),
  applyDay: z.string(),
  startDt: z.string(),
  endDt: z.string(),
  freeNote: z.string(),
  regDttm: z.string(),
});
export type FreeRow = z.infer<typeof freeRowSchema>;

/** list.json: searchCondition _vName (owner) or _vCarNo (car number), pageIndex + pageUnit. */
export const freeListQuerySchema = pageIndexListQuery({
  paging: 'client',
  conditions: ['_vName', '_vCarNo'],
});
export const freeListAnswer = listAnswer({ rows: 'resultList.result', total: 'totalCount' }, freeRowSchema);
export type FreeListResponse = z.input<typeof freeListAnswer.schema>;
export const freeViewResponseSchema = viewAnswer('resultVo.result', freeRowSchema);
export type FreeViewResponse = z.infer<typeof freeViewResponseSchema>;

/** Writes answer code '00' at the top (the kit) and under resultMap (spec 3 §7: resultMap.code). */
export const freeActionAnswer = actionAnswer('freeCarId').extend({
  resultMap: z.object({ code: z.literal('00'), message: z.string() }),
});
export type FreeActionAnswer = z.infer<typeof freeActionAnswer>;

/** carNoCheck.json: carNo and sectnId (a lot, or -1 / -2); hashMap.result.result true = available. */
export const freeCarNoCheckSchema = z.object({
  carNo: vehicleCarNoSchema(true, ko.adminVehicles.v.carNoFormatCheck),
  sectnId: sectnIdSchema,
  freeCarId: z.preprocess(emptyToUndefined, idParam.optional()),
});
export const freeCarNoCheckAnswer = z.object({
  hashMap: z.object({ result: z.object({ result: z.boolean() }) }),
  message: z.string(),
});
export type FreeCarNoCheckAnswer = z.infer<typeof freeCarNoCheckAnswer>;

/** fctCode.json: fctCodeList.result of { code: { code, codeNm } } (spec 3 §3 "Free type option"). */
export const fctCodeAnswer = z.object({
  fctCodeList: z.object({
    result: z.array(z.object({ code: z.object({ code: z.string(), codeNm: z.string() }) })),
  }),
});
export type FctCodeAnswer = z.infer<typeof fctCodeAnswer>;

/** Free vehicles. */
export const freeCarResource = defineAdminResource({
  tag: 'admin-vehicles',
  base: '/api/admin/freecar/',
  endpoints: {
    list: {
      path: 'list.json',
      summary: 'Free vehicles (search _vName owner, _vCarNo car number)',
      input: freeListQuerySchema,
      answer: freeListAnswer,
    },
    excel: {
      path: 'excel.json',
      summary: 'The whole filtered list for an Excel file; the reason is required and recorded',
      input: excelQuery(['_vName', '_vCarNo']),
      answer: freeListAnswer,
    },
    view: {
      path: 'view.json',
      summary: 'One free vehicle',
      input: idInput('freeCarId'),
      answer: freeViewResponseSchema,
    },
    insert: {
      path: 'insertAction.json',
      summary: 'Register a free vehicle (resultMap.code 00)',
      input: freeInsertSchema,
      answer: freeActionAnswer,
    },
    update: {
      path: 'updateAction.json',
      summary: 'Edit a free vehicle',
      input: freeUpdateSchema,
      answer: freeActionAnswer,
    },
    delete: {
      path: 'delete.json',
      summary: 'Delete a free vehicle',
      input: idInput('freeCarId'),
      answer: freeActionAnswer,
    },
    fctCode: {
      path: 'fctCode.json',
      methods: ['GET'],
      summary: 'Free types',
      input: z.object({}),
      answer: fctCodeAnswer,
    },
    carNoCheck: {
      path: 'carNoCheck.json',
      summary: 'Is the car free to register at this lot scope (true) or already registered there (false)?',
      input: freeCarNoCheckSchema,
      answer: freeCarNoCheckAnswer,
    },
  },
});
