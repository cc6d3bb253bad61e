import type { Action } from '../contract/permissions.ts';
import type { Role } from '../contract/enums.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Scheduler } from './lib/scheduler.ts';
import type { FileStore } from './lib/files/file-store.ts';
import type { JobWorker } from './lib/jobs/job-worker.ts';
import type { Mailer } from './lib/mail/mailer.ts';
import type { TokenSource } from './lib/tokens.ts';
import type { SecretBox } from './lib/secrets.ts';
import type { CameraRelays } from './modules/cameras/camera-relays.ts';
import type { CameraFeeds } from './modules/cameras/camera-feeds.ts';
import type { PaymentProvider } from './modules/billing/payers/payment-provider.ts';

export type Principal = {
  userId: number;
  role: Role;
  email: string;
  sessionTokenHash: string;
  /** The centre requires two-step sign-in and it is not set up: only its set-up is open (069). */
  mustSetUpTwoStep?: true;
};

/**
 * A paired door kiosk's device session (decision 070): not a person, and reaching only the
 * permission table's kiosk actions.
 */
export type KioskPrincipal = { kioskId: number; name: string; tokenHash: string };

/** What a route must declare: the action it performs, or that it is public. */
export type RouteAccess = { permission: Action } | { public: true };

export type ApiRouteInfo = { method: string; url: string; access: RouteAccess };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    clock: Clock;
    /** Timers on the clock's time (lib/scheduler.ts). */
    scheduler: Scheduler;
    tokens: TokenSource;
    mailer: Mailer;
    /** Uploaded files (local folder or S3-compatible storage). */
    files: FileStore;
    /** Seals and opens secrets kept in the database (lib/secrets.ts). */
    secrets: SecretBox;
    /** The live camera relays of this process (modules/cameras/camera-relays.ts). */
    cameraRelays: CameraRelays;
    /** One stream from each camera being watched, shared by its viewers (camera-feeds.ts). */
    cameraFeeds: CameraFeeds;
    /** Online card payment: none in this build (modules/billing/payers/payment-provider.ts). */
    paymentProvider: PaymentProvider | null;
    /** The background jobs: modules register handlers; main.ts starts it. */
    jobs: JobWorker;
    apiRoutes: ApiRouteInfo[];
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The door kiosk this device was paired as, from its own cookie (decision 070). */
    kiosk: KioskPrincipal | null;
  }
  interface FastifyContextConfig {
    permission?: Action;
    public?: true;
    /** Set for every route when it is registered (plugins/access): what it needs. */
    access?: RouteAccess;
    /** An /api or /uploads route: the session cookie is read for it. */
    api?: boolean;
    /** A money write that takes an Idempotency-Key (the route table says so: serve()). */
    idempotent?: true;
  }
}
