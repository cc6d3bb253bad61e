import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * TRUST_PROXY says which hops may tell us the client's address and scheme: a number of
 * proxies in front of the app, or their addresses (IPs or CIDR ranges, comma-separated).
 * "Trust everything" is refused: any client could then claim any address and dodge the
 * sign-in throttle, or have everyone share one.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    const addresses = value.split(',').map((a) => a.trim());
    const valid = addresses.every((a) => {
      const [ip = '', bits, ...extra] = a.split('/');
      const family = net.isIP(ip);
      if (extra.length > 0 || family === 0) return false;
      if (bits === undefined) return true;
      // A range must name proxies: /0 ("any address") is trusting everyone.
      const size = Number(bits);
      return /^\d{1,3}$/.test(bits) && size >= 1 && size <= (family === 4 ? 32 : 128);
    });
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY takes the number of proxies in front of the app (e.g. 1) or their ' +
          'addresses (e.g. 10.0.0.5,10.0.1.0/24); "true" (trust any hop) is not accepted',
      });
      return z.NEVER;
    }
    return addresses;
  });

/** An http(s) origin, optionally with a path: no credentials, query or fragment. */
const publicUrl = z
  .string()
  .transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      url = new URL('invalid:');
    }
    const plain =
      !url.username && !url.password && !url.search && !url.hash && !value.includes('#');
    if (!['http:', 'https:'].includes(url.protocol) || !plain) {
      ctx.addIssue({
        code: 'custom',
        message: 'PUBLIC_URL must be an http(s) address such as https://portal.example.org',
      });
      return z.NEVER;
    }
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  })
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Where people reach the portal; every link in an e-mail is built from it.
  PUBLIC_URL: publicUrl,
  DATA_DIR: z.string().default('./data'),
  // E-mail through SMTP when set (smtp:// or smtps://user:pass@host:port); else the outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'SMTP_URL must start with smtp:// or smtps://' })
    .optional(),
  // Uploaded files in S3-compatible object storage when S3_BUCKET is set; else DATA_DIR/files.
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Nightly backups: where, when (HH:MM on the centre's clock, or "off") and how many to keep.
  // Largest gallery photo and tax document a person may upload, in megabytes.
  PHOTO_MAX_MB: z.coerce.number().int().min(1).max(200).default(20),
  DOCUMENT_MAX_MB: z.coerce.number().int().min(1).max(200).default(20),
  BACKUP_DIR: z.string().optional(),
  BACKUP_TIME: z
    .string()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|off)$/, { error: 'BACKUP_TIME is HH:MM (24 h) or off' })
    .default('02:30'),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(14),
  // The sender of every e-mail, e.g. "Sunny Days <office@sunnydays.example>".
  MAIL_FROM: z.string().max(200).optional(),
  // A new message is e-mailed to a recipient only if still unread this many minutes later.
  MESSAGE_EMAIL_DELAY_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
  DATABASE_URL: z.string().optional(),
  // Seals secrets kept in the database (camera credentials); required in production.
  SECRET_KEY: z
    .string()
    .min(32, { error: 'SECRET_KEY must be at least 32 characters (e.g. openssl rand -hex 32)' })
    .optional(),
  // Cameras on this machine's loopback, link-local, unspecified or multicast addresses: a
  // test network only (a simulated camera); refused otherwise (decision 051).
  CAMERA_TEST_NETWORK: z.enum(['0', '1', '']).default(''),
  // Demo data on a PostgreSQL server only when asked for; never in production.
  DEMO: z.enum(['0', '1', '']).default(''),
  TRUST_PROXY: trustProxy,
  // Where the built web app is (the build writes it there too); default dist/client.
  CLIENT_DIR: z.string().default('dist/client'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  /** Demo mode seeds a demo centre with documented accounts; never in production. */
  demo: boolean;
  port: number;
  host: string;
  /** The portal's address without a trailing slash, e.g. https://portal.sunnydays.example */
  publicUrl: string;
  /** True when PUBLIC_URL was not set and the address was derived from HOST and PORT. */
  publicUrlDerived: boolean;
  dataDir: string;
  /** Where uploaded files live. */
  files:
    | { kind: 'local' }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint?: string;
        accessKeyId?: string;
        secretAccessKey?: string;
      };
  /** Upload size limits in bytes (413 above them). */
  uploads: { photoMaxBytes: number; documentMaxBytes: number };
  /** Nightly backups of the database and the files (lib/backup). */
  backups: { dir: string; time: string | null; keep: number };
  /** SMTP server for e-mail; without one, mails go to the outbox folder. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How long a new message waits, unread, before it is e-mailed (minutes). */
  messageEmailDelayMinutes: number;
  databaseUrl: string | undefined;
  /** Seals camera credentials (lib/secrets.ts); without it, DATA_DIR/secret.key. */
  secretKey: string | undefined;
  /**
   * Cameras may be on loopback, link-local, unspecified or multicast addresses (a test
   * network); otherwise such addresses are refused (decision 051).
   */
  cameraTestNetwork: boolean;
  trustProxy: false | number | string[];
  logLevel: string;
  clientDir: string;
};

/**
 * Fastify's form of TRUST_PROXY. A hop count trusts that many hops nearest the app (the
 * socket's peer first), whatever their address: right when the app is reachable only
 * through its proxies. Addresses are stricter and preferred (docs/decisions/012).
 */
export function trustProxyOption(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** The address to put in links when PUBLIC_URL is not set: this machine, as started. */
function derivedPublicUrl(host: string, port: number): string {
  const wildcard = ['0.0.0.0', '::', ''].includes(host);
  const name = wildcard ? 'localhost' : net.isIPv6(host) ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const databaseUrl = e.DATABASE_URL || undefined;
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new Error('Invalid environment: MAIL_FROM is needed with SMTP_URL (the sender address)');
  }
  if (e.NODE_ENV === 'production' && !e.SECRET_KEY) {
    throw new Error(
      'Invalid environment: SECRET_KEY is needed in production (at least 32 characters, e.g. openssl rand -hex 32)',
    );
  }
  if (e.NODE_ENV === 'production' && e.DEMO === '1') {
    throw new Error('Invalid environment: DEMO=1 cannot be used with NODE_ENV=production');
  }
  return {
    env: e.NODE_ENV,
    // The embedded database is a try-out by default; a PostgreSQL server holds a real
    // centre unless demo data is asked for explicitly.
    demo:
      e.NODE_ENV !== 'production' && (e.DEMO === '' ? databaseUrl === undefined : e.DEMO === '1'),
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? derivedPublicUrl(e.HOST, e.PORT),
    publicUrlDerived: e.PUBLIC_URL === undefined,
    dataDir: path.resolve(e.DATA_DIR),
    files: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : { kind: 'local' },
    uploads: {
      photoMaxBytes: e.PHOTO_MAX_MB * 1024 * 1024,
      documentMaxBytes: e.DOCUMENT_MAX_MB * 1024 * 1024,
    },
    backups: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      time: e.BACKUP_TIME === 'off' ? null : e.BACKUP_TIME,
      keep: e.BACKUP_KEEP,
    },
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM ?? 'Daycare Portal <no-reply@localhost>',
    messageEmailDelayMinutes: e.MESSAGE_EMAIL_DELAY_MINUTES,
    databaseUrl,
    secretKey: e.SECRET_KEY,
    cameraTestNetwork: e.CAMERA_TEST_NETWORK === '1',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    clientDir: path.resolve(e.CLIENT_DIR),
  };
}
