// The public face of the reduction-registration module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { reductionRegistrationRoutes } from './reduction-registration.routes';
export {
  approveRegistration,
  listPendingRegistrations,
  registrationDocument,
  rejectRegistration,
} from './reduction-registration.service';
