import { accountsErrors, accountsKo } from './ko/accounts';
import { adminErrors, adminKo } from './ko/admin';
import { adminMembersErrors, adminMembersKo } from './ko/admin-members';
import { adminMenusErrors, adminMenusKo } from './ko/admin-menus';
import { adminStaffErrors, adminStaffKo } from './ko/admin-staff';
import { adminVehiclesErrors, adminVehiclesKo } from './ko/admin-vehicles';
import { commonErrors, commonKo } from './ko/common';
import { contentErrors, contentKo } from './ko/content';
import { lotsErrors, lotsKo } from './ko/lots';
import { openDataKo } from './ko/open-data';
import { paymentsErrors, paymentsKo } from './ko/payments';
import { paymentsAdminErrors, paymentsAdminKo } from './ko/payments-admin';
import { policyKo } from './ko/policy';
import { postcodeKo } from './ko/postcode';
import { reductionRegistrationErrors, reductionRegistrationKo } from './ko/reduction-registration';
import { developerKo, searchKo } from './ko/search';
import { seasonPassErrors, seasonPassKo } from './ko/season-pass';
import { cliKo, serverKo } from './ko/server';
import { webPrepaidErrors, webPrepaidKo } from './ko/web-prepaid';

/**
 * Every user-visible text of the portal. Where the spec quotes Korean it is kept verbatim;
 * where it paraphrases in English the Korean here is ours. The texts live in ./ko/<area>.ts (the sections
 * every screen needs in ./ko/common.ts); the web build hands each module only the parts it reads (decision
 * 087), so an area's texts load with that area's screens.
 */
export const ko = {
  ...commonKo,
  errors: {
    ...commonErrors,
    ...accountsErrors,
    ...lotsErrors,
    ...contentErrors,
    ...adminErrors,
    ...adminMembersErrors,
    ...adminStaffErrors,
    ...adminVehiclesErrors,
    ...adminMenusErrors,
    ...reductionRegistrationErrors,
    ...paymentsErrors,
    ...paymentsAdminErrors,
    ...seasonPassErrors,
    ...webPrepaidErrors,
  },
  server: serverKo,
  cli: cliKo,
  policy: policyKo,
  accounts: accountsKo,
  postcode: postcodeKo,
  lots: lotsKo,
  payments: paymentsKo,
  paymentsAdmin: paymentsAdminKo,
  webPrepaid: webPrepaidKo,
  content: contentKo,
  admin: adminKo,
  seasonPass: seasonPassKo,
  adminMembers: adminMembersKo,
  adminStaff: adminStaffKo,
  adminVehicles: adminVehiclesKo,
  reductionRegistration: reductionRegistrationKo,
  adminMenus: adminMenusKo,
  search: searchKo,
  developer: developerKo,
  openData: openDataKo,
} as const;

export type ErrorCode = keyof typeof ko.errors;

/** The Korean message of an error code. */
export function errorMessage(code: ErrorCode): string {
  return ko.errors[code];
}
