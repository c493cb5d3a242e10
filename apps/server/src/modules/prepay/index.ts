// The public face of the prepay module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { prepayPaymentTarget } from './prepay.payment';
export { findSessionWithLot } from './prepay.repository';
export { prepayRoutes } from './prepay.routes';
export { quotePrepay, viewPrepay } from './prepay.service';
