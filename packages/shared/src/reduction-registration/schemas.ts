import { z } from 'zod';
import { MOBILE_RE } from '../accounts/rules';
import { vehicleCarNoSchema } from '../admin-vehicles/rules';
import { ko } from '../messages/ko';

/**
 * The public reduction pre-registration (decision 123): /reductionconfirm sends the car, its owner, the
 * category and the applicant's verified phone (plus a proof document for categories that need one).
 */

/**
 * Categories whose eligibility no registry can confirm (blood donors, pregnant women, volunteers, voting
 * receipts …): they need a proof document that staff review. Every other category (disability, national
 * merit, compact and low-emission cars, large families …) is confirmed by the eligibility service.
 */
export const DOCUMENT_REDUCTION_CODES: readonly string[] = [
  'DC013',
  'DC014',
  'DC015',
  'DC016',
  'DC017',
  'DC018',
  'DC019',
];

/** True when `discountCd` is confirmed by a document review rather than the eligibility service. */
export function needsProofDocument(discountCd: string): boolean {
  return DOCUMENT_REDUCTION_CODES.includes(discountCd);
}

/** POST /api/member/reduction/apply.json (form or multipart with one proof file). */
export const reductionApplySchema = z.object({
  carNo: vehicleCarNoSchema(false),
  carOwnerNm: z
    .string({ error: ko.validation.required })
    .trim()
    .min(1, ko.validation.required)
    .max(50, ko.validation.tooLong(50)),
  discountCd: z
    .string({ error: ko.adminVehicles.v.discountCd })
    .trim()
    .regex(/^DC[0-9]{3}$/, ko.adminVehicles.v.discountCd)
    .refine((c) => c !== 'DC001', ko.adminVehicles.v.discountCd),
  mobile: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v),
    z.string({ error: ko.validation.required }).regex(MOBILE_RE, ko.reductionRegistration.confirm.needVerify),
  ),
  /** the agreement of /reductionagreement */
  agreeYn: z.literal('Y', { error: ko.reductionRegistration.agreement.required }),
});
export type ReductionApplyInput = z.output<typeof reductionApplySchema>;

export const REGISTRATION_STATUSES = ['ACTIVE', 'PENDING', 'REJECTED'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** What was registered (or is waiting for review). */
export const reductionResultSchema = z.object({
  regId: z.number(),
  status: z.enum(REGISTRATION_STATUSES),
  /** true when the same reduction was already registered for this car and owner */
  already: z.boolean(),
  carNo: z.string(),
  discountCd: z.string(),
  discountNm: z.string(),
  rate: z.number(),
  freeMinutes: z.number(),
  fixedAmt: z.number(),
  startDt: z.string(),
  endDt: z.string(),
  message: z.string(),
});
export type ReductionResult = z.infer<typeof reductionResultSchema>;
export const reductionApplyAnswer = z.object({ result: reductionResultSchema });
export type ReductionApplyAnswer = z.infer<typeof reductionApplyAnswer>;

/** GET /api/reduction/myRegistrations.json: the caller's pre-registrations (my-page). */
export const myRegistrationsAnswer = z.object({ resultList: z.array(reductionResultSchema) });
export type MyRegistrationsAnswer = z.infer<typeof myRegistrationsAnswer>;
