import { cursorParam, lineText, oneLine, pageLimit, recordId, selectedId } from './common.ts';
import { z } from './zod.ts';

/**
 * Classroom cameras (issue 14, decision 026). Directors add and edit them; staff and
 * parents watch through viewing sessions of 1800 s. Credentials and the stream address are
 * write-only: no answer carries them (`hasPassword`, `streamAddress` without credentials or
 * query say only what is set). A parent lists only cameras of their children's rooms and
 * never learns a camera's network address; the picture comes through the session's relay.
 */

export const cameraSessionSeconds = 1800;

export const cameraFieldsRequired = 'errors.cameraFieldsRequired';
export const cameraPortRange = 'errors.cameraPortRange';
export const cameraAddressInvalid = 'errors.cameraAddressInvalid';
export const cameraStreamUrlInvalid = 'errors.cameraStreamUrlInvalid';
export const cameraRoomInvalid = 'errors.cameraRoomInvalid';
/**
 * An address (or a name resolving to one) no camera on the centre's network has: the
 * server's own loopback, link-local, unspecified or multicast (decision 051; the server
 * decides, the test network setting allows them).
 */
export const cameraAddressNotAllowed = 'errors.cameraAddressNotAllowed';

const requiredText = (max: number, tooLong: string) =>
  lineText(cameraFieldsRequired)
    .min(1, { error: cameraFieldsRequired })
    .max(max, { error: tooLong });
const name = requiredText(100, 'errors.cameraNameTooLong');
const location = requiredText(200, 'errors.cameraLocationTooLong');

/** An IPv4 or IPv6 address, or a host name on the centre's network (e.g. cam-1.local). */
const hostName =
  /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const ipv4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
export const cameraAddress = lineText(cameraFieldsRequired)
  .min(1, { error: cameraFieldsRequired })
  .max(253, { error: cameraAddressInvalid })
  .refine((v) => ipv4.test(v) || hostName.test(v) || z.ipv6().safeParse(v).success, {
    error: cameraAddressInvalid,
  });

const portInput = z
  .union(
    [
      z.number({ error: cameraPortRange }),
      lineText(cameraPortRange).max(5, { error: cameraPortRange }),
    ],
    { error: cameraPortRange },
  )
  .nullable();

/** Empty means the protocol's default port, stored as null. */
const toPort = (v: number | string | null, ctx: z.RefinementCtx): number | null => {
  if (v === null || v === '') return null;
  const n = typeof v === 'number' ? v : /^\d{1,5}$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    ctx.addIssue({ code: 'custom', message: cameraPortRange });
    return z.NEVER;
  }
  return n;
};
/** A new camera's port: absent or empty is the protocol's default (null). */
export const cameraPort = portInput.optional().transform((v, ctx) => toPort(v ?? null, ctx));
/** An edit's port: absent keeps the stored one. */
const cameraPortChange = portInput
  .optional()
  .transform((v, ctx) => (v === undefined ? undefined : toPort(v, ctx)));

/**
 * The camera's MJPEG stream, http(s), e.g. http://192.168.10.11/video.mjpg. Credentials may
 * be in it (user:password@) or in the username/password fields; either way they are stored
 * encrypted and never shown again. Empty means none (the player shows a placeholder).
 */
export const cameraStreamUrl = lineText(cameraStreamUrlInvalid)
  .max(2000, { error: cameraStreamUrlInvalid })
  .refine(
    (v) => {
      if (v === '') return true;
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: cameraStreamUrlInvalid },
  );

/** Not trimmed: a camera's password may begin or end with a space. */
const secret = oneLine(z.string({ error: 'errors.cameraCredentialTooLong' })).max(200, {
  error: 'errors.cameraCredentialTooLong',
});

/** POST /api/cameras: the Add Camera dialog, plus the room the camera watches. */
export const cameraCreateRequest = z.object({
  name,
  location,
  ipAddress: cameraAddress,
  port: cameraPort,
  streamUrl: cameraStreamUrl.optional().default(''),
  username: secret.optional().default(''),
  password: secret.optional().default(''),
  /** The room it watches; parents of that room's children see it. Null: staff only. */
  roomId: selectedId(cameraRoomInvalid).nullable().optional().default(null),
  isActive: z.boolean({ error: cameraFieldsRequired }).optional().default(true),
});
export type CameraCreateRequest = z.input<typeof cameraCreateRequest>;

/**
 * PATCH /api/cameras/{id}: the same fields; for the write-only ones (streamUrl, username,
 * password) absent keeps what is stored and '' clears it.
 */
export const cameraUpdateRequest = z.object({
  name: name.optional(),
  location: location.optional(),
  ipAddress: cameraAddress.optional(),
  port: cameraPortChange,
  streamUrl: cameraStreamUrl.optional(),
  username: secret.optional(),
  password: secret.optional(),
  roomId: selectedId(cameraRoomInvalid).nullable().optional(),
  isActive: z.boolean({ error: cameraFieldsRequired }).optional(),
});
export type CameraUpdateRequest = z.input<typeof cameraUpdateRequest>;

/**
 * A camera as the signed-in person may see it. `online` is what the health check found
 * last (every minute); the spec's cards read Online / Live Stream / Active from
 * `isActive && online`. The staff-only fields are absent from a parent's answer.
 */
export const camera = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  roomId: z.number().int().nullable(),
  roomName: z.string().nullable(),
  isActive: z.boolean(),
  online: z.boolean(),
  lastOnline: z.string().nullable(),
  /** Whether the player has a picture to show (a stream address is set). */
  hasStream: z.boolean(),
  /**
   * The picture's real size in pixels, read by the health check from a frame the camera sent
   * (null until one arrived): the player's quality label says this, never a fixed '1080p HD'.
   */
  frameWidth: z.number().int().nullable(),
  frameHeight: z.number().int().nullable(),
  // Staff only:
  ipAddress: z.string().optional(),
  port: z.number().int().nullable().optional(),
  /** The stream address without credentials or query, e.g. http://192.168.10.11/video.mjpg. */
  streamAddress: z.string().nullable().optional(),
  hasUsername: z.boolean().optional(),
  hasPassword: z.boolean().optional(),
  lastCheckedAt: z.string().nullable().optional(),
  /**
   * Parents: why View Camera would be refused right now (null: it may start). The server
   * decides again when a session starts.
   */
  viewingBlockedBy: z.enum(['offline', 'notCheckedIn', 'outsideHours']).nullable().optional(),
  /** Parents: the centre's opening hours ('HH:MM', its own clock), when watching is allowed. */
  viewingHours: z.object({ opening: z.string(), closing: z.string() }).optional(),
  /** Parents: the first names of their children in the camera's room (watching needs one here). */
  childNames: z.array(z.string()).optional(),
});
export type Camera = z.infer<typeof camera>;
export const cameraListResponse = z.array(camera);

export const cameraIdParam = z.object({ id: recordId });

/** A viewing session: the relay at `streamPath` shows the picture until `expiresAt`. */
export const cameraSession = z.object({
  id: z.number().int(),
  cameraId: z.number().int(),
  cameraName: z.string(),
  startedAt: z.string(),
  expiresAt: z.string(),
  /** Seconds left by the server's clock (0 once ended or expired). */
  remainingSeconds: z.number().int(),
  status: z.enum(['viewing', 'ended', 'expired']),
  /** The relay (multipart JPEG) while viewing and the camera has a stream; else null. */
  streamPath: z.string().nullable(),
  /** The watermark's name: the viewer's own. */
  viewerName: z.string(),
});
export type CameraSession = z.infer<typeof cameraSession>;

/** A row of the directors' viewing log: who watched which camera, from when to when. */
export const cameraViewing = z.object({
  id: z.number().int(),
  cameraId: z.number().int(),
  cameraName: z.string(),
  viewerName: z.string(),
  viewerRole: z.enum(['director', 'staff', 'parent']),
  startedAt: z.string(),
  /** When it ended (Stop Viewing, expiry or the camera's removal); null while watching. */
  endedAt: z.string().nullable(),
  status: z.enum(['viewing', 'ended', 'expired']),
});
export type CameraViewing = z.infer<typeof cameraViewing>;
export const cameraViewingLogResponse = z.array(cameraViewing);
export const cameraViewingLogQuery = z.object({
  cameraId: recordId.optional(),
  before: cursorParam.optional(),
  limit: pageLimit(50),
});
