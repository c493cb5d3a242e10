// The public face of the season-pass module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export {
  adminApplications,
  adminCancel,
  adminDraw,
  adminLotList,
  proofFile,
  refreshLots,
  updatePeriodParking,
} from './season-pass.admin';
export { drawRoundIn, syncRounds } from './season-pass.allotment';
export { carProofFileId, decideCarProofRequest, pendingCarProofs } from './season-pass.cars';
export { runDueDeadlines, runDueDraws } from './season-pass.jobs';
export { seasonPassPaymentTarget } from './season-pass.payment';
export { findCurrentRound } from './season-pass.rounds.repository';
export { seasonPassDeps, seasonPassRoutes } from './season-pass.routes';
export { applyForPass, isSeasonPassEntry } from './season-pass.service';
