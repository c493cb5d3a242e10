// The public face of the web-prepaid module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { webPrepaidPaymentTarget } from './web-prepaid.payment';
export { balanceOf, insertUse } from './web-prepaid.repository';
export { webPrepaidRoutes } from './web-prepaid.routes';
