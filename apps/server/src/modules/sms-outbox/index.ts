// The public face of the sms-outbox module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { listOutbox } from './sms-outbox.repository';
export { smsOutboxRoutes } from './sms-outbox.routes';
