// The public face of the parking-sessions module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export type { InOutRecord } from './parking-sessions.repository';
export { sessionTotals } from './parking-sessions.repository';
export { parkingSessionsRoutes } from './parking-sessions.routes';
export {
  issueEquipmentKey,
  listEquipmentKeys,
  recordExit,
  revokeEquipmentKey,
  revokeEquipmentKeys,
  sessionFee,
  withinPrepayGrace,
} from './parking-sessions.service';
