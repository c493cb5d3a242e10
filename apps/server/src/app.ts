import { randomUUID } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { composePayments } from './composition/payments';
import { type AppConfig, fastifyTrustProxy } from './config/index';
import { createDb, type DbHandle, migrate } from './db/client';
import { smsPlugin } from './integrations/sms/index';
import { storagePlugin } from './integrations/storage/index';
import { jobFactories } from './jobs/job-list';
import { jobsPlugin } from './jobs/jobs.plugin';
import { AppError } from './lib/app-error';
import { adminHomeRoutes } from './modules/admin-home';
import { adminMembersRoutes } from './modules/admin-members';
import { adminMenusRoutes, seedSiteMenu } from './modules/admin-menus';
import { adminCarProofRoutes, adminSeasonPassRoutes } from './modules/admin-season-pass';
import { adminStaffRoutes } from './modules/admin-staff';
import { adminVehiclesRoutes } from './modules/admin-vehicles';
import { authRoutes, passwordChecksPlugin } from './modules/auth';
import { boardsRoutes } from './modules/boards';
import { contentRoutes } from './modules/content';
import { editorUploadsRoutes } from './modules/editor-uploads';
import { feeRoutes } from './modules/fee';
import { healthRoutes } from './modules/health';
import { inquiriesRoutes } from './modules/inquiries';
import { liveAvailabilityRoutes } from './modules/live-availability';
import { lotsRoutes } from './modules/lots';
import { memberNotificationsRoutes } from './modules/member-notifications';
import { mypageRoutes } from './modules/mypage';
import { notificationsPlugin } from './modules/notifications';
import { openDataRoutes } from './modules/open-data';
import { parkingSessionsRoutes } from './modules/parking-sessions';
import type { PaymentsWiring, PaymentTargetHandler } from './modules/payments';
import { paymentsRoutes } from './modules/payments';
import { paymentsAdminRoutes } from './modules/payments-admin';
import { piiAccessPlugin, piiAccessRoutes } from './modules/pii-access';
import { prepayRoutes } from './modules/prepay';
import { reductionRoutes } from './modules/reduction';
import { reductionRegistrationRoutes } from './modules/reduction-registration';
import { searchRoutes } from './modules/search';
import { seasonPassRoutes } from './modules/season-pass';
import { signupRoutes } from './modules/signup';
import { siteRoutes } from './modules/site';
import { smsOutboxRoutes } from './modules/sms-outbox';
import { unpaidRoutes } from './modules/unpaid';
import { visitsRoutes } from './modules/visits';
import { webPrepaidRoutes } from './modules/web-prepaid';
import { compressionPlugin } from './plugins/compression';
import { csrfPlugin } from './plugins/csrf';
import { dbPlugin } from './plugins/db';
import { errorsPlugin, sendAppError } from './plugins/errors';
import { routeAccessPlugin } from './plugins/guards';
import { inputGuardPlugin } from './plugins/input-guard';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { type LogDestination, loggerOptions } from './plugins/log-redaction';
import { metricsPlugin } from './plugins/metrics';
import { multipartPlugin } from './plugins/multipart';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { staticPlugin } from './plugins/static';

export interface AppDeps {
  /** an open database (the app takes ownership and closes it); by default opened from the config */
  dbHandle?: DbHandle;
  /** skip applying migrations at build time */
  skipMigrate?: boolean;
  /** sees every route as it is registered (tests that sweep all routes) */
  onRoute?: (route: RouteOptions) => void;
  /** where the log lines go (default standard output; tests read what an operator would) */
  logDestination?: LogDestination;
  /**
   * payment handlers served in place of the areas' own for their categories (test apps inject a handler of
   * their own; composition/payments.ts)
   */
  paymentTargets?: readonly PaymentTargetHandler[];
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Builds the whole server: plugins, then modules. Used by main.ts and by tests (nothing listens here). */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const handle =
    deps.dbHandle ?? (await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  let payments: PaymentsWiring;
  try {
    if (!deps.skipMigrate) await migrate(handle.db);
    // the shipped menu entries the database does not hold yet (never overwriting staff edits; decision 155),
    // and, once, the daily visit roll-up of visits logged before it existed (decision 157)
    await seedSiteMenu(handle.db);
    // The payment provider's adapter and the categories' handlers, built once for every user (decision 196).
    payments = composePayments(config, handle.db, deps.paymentTargets);
  } catch (err) {
    await handle.close();
    throw err;
  }

  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logDestination),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimit,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Malformed URLs and the like never reach a route: answer them with the error shape.
    frameworkErrors: (_error, _request, reply) => {
      sendAppError(reply, new AppError('BAD_REQUEST', 400));
    },
  });

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(routeAccessPlugin);
  await app.register(dbPlugin, { handle, config });
  await app.register(metricsPlugin, { handle, token: config.metricsToken });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // Before every hook that reads a session or the database: a refused request costs next to nothing.
  await app.register(loadSheddingPlugin, { limits: config.loadShedding, poolStats: handle.poolStats });

  await app.register(securityHeadersPlugin, {
    secure: config.cookieSecure,
    // Smartro's payment window (its script, frame and form host); the simulated provider is this origin.
    cardHosts: config.payment.provider === 'smartro' ? [new URL(config.payment.smartro.payUrl).origin] : [],
  });

  // An empty JSON body (e.g. a logout posted with a JSON content type) means "no body", not an error.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJsonParser(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
  await app.register(fastifyFormbody, { bodyLimit: config.bodyLimit });
  await app.register(multipartPlugin);
  await app.register(inputGuardPlugin);
  await app.register(storagePlugin);

  await app.register(sessionPlugin);
  await app.register(csrfPlugin, { exemptPrefixes: config.csrfExemptPrefixes });
  await app.register(rateLimitPlugin);
  await app.register(passwordChecksPlugin);
  await app.register(openapiPlugin, { serveDocs: config.apiDocs });
  await app.register(smsPlugin);
  await app.register(notificationsPlugin);
  // personal-information access records of the routes declaring personal data (registered before them)
  await app.register(piiAccessPlugin);

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(authRoutes);
  await app.register(visitsRoutes);
  await app.register(lotsRoutes);
  await app.register(parkingSessionsRoutes);
  await app.register(feeRoutes);
  await app.register(openDataRoutes);
  await app.register(liveAvailabilityRoutes, { listen: handle.listen, limits: config.liveStream });
  await app.register(signupRoutes);
  await app.register(mypageRoutes);
  await app.register(memberNotificationsRoutes);
  await app.register(reductionRoutes);
  await app.register(smsOutboxRoutes);
  await app.register(adminHomeRoutes);
  await app.register(boardsRoutes);
  await app.register(inquiriesRoutes);
  await app.register(contentRoutes);
  await app.register(editorUploadsRoutes);
  await app.register(paymentsRoutes, { payments });
  await app.register(prepayRoutes);
  await app.register(unpaidRoutes);
  await app.register(seasonPassRoutes);
  await app.register(adminSeasonPassRoutes);
  await app.register(adminCarProofRoutes);
  await app.register(webPrepaidRoutes);
  await app.register(adminMembersRoutes);
  await app.register(adminVehiclesRoutes);
  await app.register(adminStaffRoutes);
  await app.register(reductionRegistrationRoutes);
  await app.register(adminMenusRoutes);
  await app.register(searchRoutes);
  await app.register(paymentsAdminRoutes, { payments });
  await app.register(piiAccessRoutes);

  await app.register(staticPlugin, {
    webDistDir: config.webDistDir,
    loginPolicy: { maxFailures: config.loginMaxFailures, lockMinutes: config.loginLockMinutes },
  });

  await app.register(jobsPlugin, { factories: jobFactories, paymentAdapter: payments.adapter });

  return app;
}
