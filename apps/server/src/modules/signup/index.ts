// The public face of the signup module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { activeMemberByMobile, consumeVerification, lockKey } from './signup.repository';
export { signupRoutes } from './signup.routes';
export { SIGNUP_WINDOW_MS } from './verification.service';
export { ticketHashOf } from './verify-ticket';
