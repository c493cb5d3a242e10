import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type PasswordChecks, passwordCheckGate } from './password';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's one bound on password checks in flight (decision 220; LOAD_SHED_MAX_PASSWORD_CHECKS, 0 = none),
     * shared by every route that checks a password.
     */
    passwordChecks: PasswordChecks;
  }
}

export const passwordChecksPlugin = fp(
  async (app: FastifyInstance) => {
    const { maxPasswordChecks, retryAfterSeconds } = app.config.loadShedding;
    app.decorate('passwordChecks', { gate: passwordCheckGate(maxPasswordChecks), retryAfterSeconds });
  },
  { name: 'password-checks' },
);
