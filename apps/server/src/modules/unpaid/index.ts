// The public face of the unpaid module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { offStreetPaymentTarget, onStreetPaymentTarget } from './unpaid.payment';
export { unpaidRoutes } from './unpaid.routes';
export {
  historyScope,
  issueImportKey,
  listImportKeys,
  openUnpaidTotals,
  revokeImportKeys,
} from './unpaid.service';
