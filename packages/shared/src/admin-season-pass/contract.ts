import { defineAdminResource, exportReasonSchema } from '../common/admin-resource';
import {
  adminApplicationsQuerySchema,
  adminApplicationsResponseSchema,
  adminCancelRequestSchema,
  adminDrawRequestSchema,
  adminDrawResponseSchema,
  adminLotListQuerySchema,
  adminLotListResponseSchema,
  periodCancelResponseSchema,
  periodViewQuerySchema,
  refreshResponseSchema,
  updatePeriodParkingRequestSchema,
  updatePeriodParkingResponseSchema,
} from '../season-pass/schemas';

/** The applicants' Excel: the list's lot and window, and why (personal-information access records). */
export const adminApplicationsExcelQuerySchema = adminApplicationsQuerySchema.extend({
  reason: exportReasonSchema,
});

/**
 * Season-pass lots in the back office (spec 3 §2.6, §7 "Season-pass lots"; decisions 070, 096): the three calls
 * of the spec, and beyond it the applications of a window, the draw button, manual cancel and the proof file.
 * The spec's lot list answers `value` as a bare array, so it is an action rather than a kit list.
 */
export const periodParkingResource = defineAdminResource({
  tag: 'admin-season-pass',
  base: '/api/admin/period/manager/',
  endpoints: {
    lots: {
      path: 'selectPeriodParkingListByKeyword.json',
      methods: ['GET'],
      summary: 'Season-pass lots by name with window, allotment type and live applications',
      input: adminLotListQuerySchema,
      answer: adminLotListResponseSchema,
    },
    refresh: {
      path: 'insertParkingInfo.json',
      methods: ['GET'],
      summary: 'Refresh lot info: every season-pass lot window gets its round (RAFFLE: a committed seed)',
      input: adminLotListQuerySchema,
      answer: refreshResponseSchema,
    },
    save: {
      path: 'updatePeriodParking.json',
      summary:
        'Set windows and allotment types (form lists sectnId, startDttm, endDttm, periodAllotType; all or nothing; ' +
        'a window with live applications that is open or not drawn yet cannot change: 409)',
      input: updatePeriodParkingRequestSchema,
      answer: updatePeriodParkingResponseSchema,
    },
    applications: {
      path: 'applications.json',
      methods: ['GET'],
      summary:
        'Applications of a lot’s window (current, or roundId): status, queue, deadline, payment, proof',
      input: adminApplicationsQuerySchema,
      answer: adminApplicationsResponseSchema,
    },
    excel: {
      path: 'applicationsExcel.json',
      methods: ['GET'],
      summary:
        'The applications of applications.json for an Excel file; the reason is required and recorded (decision 183)',
      input: adminApplicationsExcelQuerySchema,
      answer: adminApplicationsResponseSchema,
    },
    draw: {
      path: 'draw.json',
      summary: 'Draw the lot’s closed RAFFLE window now (the job does it at the close; once only)',
      input: adminDrawRequestSchema,
      answer: adminDrawResponseSchema,
    },
    cancel: {
      path: 'cancel.json',
      summary: 'Cancel an unpaid or waiting application with a reason (SMS to the applicant)',
      input: adminCancelRequestSchema,
      answer: periodCancelResponseSchema,
    },
    download: {
      path: 'proof.json',
      summary: 'Download the proof file of an application',
      input: periodViewQuerySchema,
    },
  },
});
