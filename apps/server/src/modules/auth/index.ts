// The public face of the auth module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { clearLoginLocks, findMemberById, insertLoginHistory } from './auth.repository';
export { authRoutes } from './auth.routes';
export { toLoginVO, unlockMember } from './auth.service';
export {
  dummyPasswordHash,
  hashPassword,
  refuseWhenPasswordChecksFull,
  underPasswordCheck,
  verifyPassword,
} from './password';
export { passwordChecksPlugin } from './password-checks.plugin';
