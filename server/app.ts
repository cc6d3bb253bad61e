import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, trustProxyOption } from './config.ts';
import type { Database } from './db/client.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { type Scheduler, systemScheduler } from './lib/scheduler.ts';
import { cryptoTokens, type TokenSource } from './lib/tokens.ts';
import { kioskRoutes } from './modules/kiosk/kiosk-routes.ts';
import { createSecretBox, dataDirSecretKey } from './lib/secrets.ts';
import { type Mailer, defaultMailer } from './lib/mail/mailer.ts';
import { errorForLog, requestForLog } from './lib/log-redaction.ts';
import { createJobWorker } from './lib/jobs/job-worker.ts';
import { handleMailJobs } from './lib/mail/mail-jobs.ts';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import type { FileStore } from './lib/files/file-store.ts';
import { handleFileJobs } from './lib/files/file-jobs.ts';
import { configuredFileStore } from './lib/files/stores.ts';
import { centreTimeZone } from './lib/centre-time.ts';
import { brotliOptions, compressionThreshold } from './lib/compression.ts';
import { errorBody } from './lib/http-errors.ts';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { parentAccountsRoutes } from './modules/parent-accounts/parent-accounts-routes.ts';
import { guardiansRoutes } from './modules/guardians/guardians-routes.ts';
import { handoverRoutes } from './modules/handover/handover-routes.ts';
import { accountRoutes } from './modules/account/account-routes.ts';
import { sessionsRoutes } from './modules/sessions/sessions-routes.ts';
import { twoStepRoutes } from './modules/two-step/two-step-routes.ts';
import { passkeysRoutes } from './modules/passkeys/passkeys-routes.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset-routes.ts';
import { childrenRoutes } from './modules/children/children-routes.ts';
import { enrolmentRoutes } from './modules/enrolment/enrolment-routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations-routes.ts';
import { attendanceRoutes } from './modules/attendance/attendance-routes.ts';
import { dailyReportsRoutes } from './modules/daily-reports/daily-reports-routes.ts';
import { incidentsRoutes } from './modules/incidents/incidents-routes.ts';
import { reportDownloadRoutes } from './modules/day-records/report-download-routes.ts';
import { activitiesRoutes } from './modules/activities/activities-routes.ts';
import { eventsRoutes } from './modules/events/events-routes.ts';
import { staffRoutes } from './modules/staff/staff-routes.ts';
import { staffAccountsRoutes } from './modules/staff-accounts/staff-accounts-routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes.ts';
import { roomsRoutes } from './modules/rooms/rooms-routes.ts';
import { roomLogRoutes } from './modules/room-log/room-log-routes.ts';
import { reportsRoutes } from './modules/reports/reports-routes.ts';
import { auditLogRoutes } from './modules/reports/audit-log-routes.ts';
import { licensingRoutes } from './modules/reports/licensing-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { healthRecordsRoutes } from './modules/health-records/health-records-routes.ts';
import { immunisationRoutes } from './modules/health-records/immunisation-routes.ts';
import { medicationRoutes } from './modules/health-records/medication-routes.ts';
import { centreRoutes } from './modules/centre/centre-routes.ts';
import { centreHoursRoutes } from './modules/centre/centre-hours-routes.ts';
import { centreWebsiteRoutes } from './modules/centre/centre-website-routes.ts';
import { centreDetailsRoutes } from './modules/centre/centre-details-routes.ts';
import { centreSetupRoutes } from './modules/centre/centre-setup-routes.ts';
import { openDaysRoutes } from './modules/centre/open-days-routes.ts';
import { messagesRoutes } from './modules/messages/messages-routes.ts';
import { parentOverviewRoutes } from './modules/parent-overview/parent-overview-routes.ts';
import { jobsRoutes } from './modules/jobs/jobs-routes.ts';
import { systemRoutes } from './modules/system/system-routes.ts';
import { galleryRoutes } from './modules/gallery/gallery-routes.ts';
import { taxDocumentsRoutes } from './modules/tax-documents/tax-documents-routes.ts';
import { camerasRoutes } from './modules/cameras/cameras-routes.ts';
import { catalogueRoutes } from './modules/milestones/catalogue-routes.ts';
import { childMilestoneRoutes } from './modules/milestones/child-milestone-routes.ts';
import { cameraSessionsRoutes } from './modules/cameras/camera-sessions-routes.ts';
import { handleCameraHealth } from './modules/cameras/camera-health.ts';
import { CameraRelays } from './modules/cameras/camera-relays.ts';
import { CameraFeeds } from './modules/cameras/camera-feeds.ts';
import { handleBackupJobs } from './modules/system/backup-job.ts';
import { handleMessageMailJobs } from './modules/messages/message-mail.ts';
import { handleWeeklyDigest } from './modules/messages/weekly-digest.ts';
import { handleDailyNotices } from './modules/messages/daily-notices.ts';
import { handleUnexpectedAbsenceJobs } from './modules/handover/unexpected-absence.ts';
import { handleRoomDayAutoSendJobs } from './modules/room-log/room-day-auto-send.ts';
import { handleAnalyzeJobs } from './modules/system/analyze-job.ts';
import { handleOldPasswordLinks } from './modules/password-reset/old-links-job.ts';
import { accountsRoutes } from './modules/billing/accounts/accounts-routes.ts';
import { handleBillingJobs } from './modules/billing/billing-jobs.ts';
import { handleChildrenDayJobs } from './modules/children/children-day.ts';
import { moneyRoutes } from './modules/billing/money/money-routes.ts';
import { payerRoutes } from './modules/billing/payers/payer-routes.ts';
import type { PaymentProvider } from './modules/billing/payers/payment-provider.ts';
import { plansRoutes } from './modules/billing/plans/plans-routes.ts';
import { statementsRoutes } from './modules/billing/statements/statements-routes.ts';
import { refuseNonCanonicalTargets, registerAccessControl } from './plugins/access.ts';
import { registerClientApp } from './plugins/client-app.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputChecks } from './plugins/input.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSession } from './plugins/session.ts';
import './types.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** What waits (the camera relay's checks, the job worker's polls); tests pass their clock. */
  scheduler?: Scheduler;
  tokens?: TokenSource;
  /** Tests pass one that captures mails; otherwise the outbox in DATA_DIR. */
  mailer?: Mailer;
  /** Tests pass a store of their own; otherwise the configured one. */
  files?: FileStore;
  /** A deployment's online payment provider; none by default (decision 034). */
  paymentProvider?: PaymentProvider | null;
  /** false: silent (tests); an object: pino options (e.g. a stream a test reads). */
  logger?: false | { level: string; stream?: NodeJS.WritableStream };
};

/** Builds the whole app; main.ts listens with it and tests inject requests into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.logger === undefined ? options.config.logLevel : 'info',
            ...(typeof options.logger === 'object' ? options.logger : {}),
            // No secrets or personal data in the log (lib/log-redaction.ts).
            serializers: { req: requestForLog, err: errorForLog },
          },
    trustProxy: trustProxyOption(options.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A request the router cannot even read (bad percent-encoding in the path): answered
    // plainly as JSON, never echoing what was sent.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).send(errorBody('errors.invalidAddress'));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', options.config);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('scheduler', options.scheduler ?? systemScheduler);
  app.decorate('tokens', options.tokens ?? cryptoTokens);
  app.decorate('mailer', options.mailer ?? defaultMailer(options, app));
  app.decorate(
    'secrets',
    createSecretBox(options.config.secretKey ?? dataDirSecretKey(options.config.dataDir)),
  );
  app.decorate(
    'jobs',
    createJobWorker({
      db: options.database.db,
      clock: app.clock,
      scheduler: app.scheduler,
      log: app.log.child({ component: 'jobs' }),
      timeZone: centreTimeZone,
      workerId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    }),
  );
  handleMailJobs(app.jobs, app.mailer);
  app.decorate('files', options.files ?? configuredFileStore(options.config));
  handleFileJobs(app.jobs, app.files, app);
  app.decorate('paymentProvider', options.paymentProvider ?? null);
  app.decorate('cameraRelays', new CameraRelays());
  app.decorate('cameraFeeds', new CameraFeeds(app.log.child({ component: 'cameras' })));
  // Closing the app ends every picture it relays (a relay would otherwise hold it open).
  app.addHook('preClose', async () => {
    app.cameraRelays.endAll();
    app.cameraFeeds.endAll();
  });
  // Uploads (lib/files/upload.ts): each route sets its own file limit, at most this one.
  const { photoMaxBytes, documentMaxBytes } = options.config.uploads;
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(photoMaxBytes, documentMaxBytes, 25 * 1024 * 1024),
      files: 1,
      fields: 20,
      fieldSize: 10_000,
      parts: 25,
    },
  });
  // Closing the app (SIGTERM) stops the worker: the job under way finishes or is handed back.
  app.addHook('onClose', () => app.jobs.stop());

  registerErrorHandling(app);
  await registerSecurity(app);
  // API answers above 1 KiB go out compressed when the browser accepts it (brotli at a level
  // cheap enough per request, else gzip); the web app's files are compressed at build time.
  await app.register(compress, {
    threshold: compressionThreshold,
    encodings: ['br', 'gzip'],
    brotliOptions,
  });
  registerInputChecks(app);
  refuseNonCanonicalTargets(app);
  await registerSession(app);
  registerAccessControl(app);
  await registerDocs(app);

  await app.register(healthRoutes);
  await app.register(centreRoutes);
  await app.register(centreHoursRoutes);
  await app.register(centreWebsiteRoutes);
  await app.register(centreDetailsRoutes);
  await app.register(centreSetupRoutes);
  await app.register(openDaysRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(twoStepRoutes);
  await app.register(passkeysRoutes);
  // Before accountRoutes: the route walk (server/plugins/access.test.ts) signs a device out
  // before its password change ends every other session.
  await app.register(sessionsRoutes);
  await app.register(accountRoutes);
  await app.register(messagesRoutes);
  await app.register(childrenRoutes);
  await app.register(enrolmentRoutes);
  await app.register(invitationsRoutes);
  await app.register(parentAccountsRoutes);
  await app.register(guardiansRoutes);
  await app.register(handoverRoutes);
  await app.register(attendanceRoutes);
  await app.register(dailyReportsRoutes);
  await app.register(incidentsRoutes);
  await app.register(reportDownloadRoutes);
  await app.register(activitiesRoutes);
  await app.register(eventsRoutes);
  await app.register(staffRoutes);
  await app.register(staffAccountsRoutes);
  await app.register(dashboardRoutes);
  await app.register(roomsRoutes);
  await app.register(roomLogRoutes);
  await app.register(healthRecordsRoutes);
  await app.register(medicationRoutes);
  await app.register(immunisationRoutes);
  await app.register(reportsRoutes);
  await app.register(auditLogRoutes);
  await app.register(licensingRoutes);
  await app.register(parentOverviewRoutes);
  await app.register(jobsRoutes);
  await app.register(systemRoutes);
  await app.register(galleryRoutes);
  await app.register(taxDocumentsRoutes);
  await app.register(camerasRoutes);
  await app.register(cameraSessionsRoutes);
  await app.register(catalogueRoutes);
  await app.register(childMilestoneRoutes);
  await app.register(accountsRoutes);
  await app.register(payerRoutes);
  await app.register(moneyRoutes);
  await app.register(plansRoutes);
  await app.register(statementsRoutes);
  await app.register(kioskRoutes);
  handleCameraHealth(app);
  handleBackupJobs(app);
  handleMessageMailJobs(app);
  handleWeeklyDigest(app);
  handleDailyNotices(app);
  handleUnexpectedAbsenceJobs(app);
  handleAnalyzeJobs(app);
  handleOldPasswordLinks(app);
  handleBillingJobs(app);
  handleChildrenDayJobs(app);
  handleRoomDayAutoSendJobs(app);

  await registerClientApp(app, options.config.clientDir);
  return app;
}
