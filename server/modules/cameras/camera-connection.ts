import type { SecretBox } from '../../lib/secrets.ts';

/**
 * How the app reaches a camera's picture, opened from the sealed columns. Credentials are
 * taken out of the stream address (user:password@) and kept beside it, so the address alone
 * never carries them; the username and password fields win over ones in the address.
 */
export type CameraConnection = {
  /** The MJPEG stream (or JPEG snapshot) address, without credentials; null: none set. */
  streamUrl: string | null;
  username: string | null;
  password: string | null;
  /** Demo mode's drawn picture (sources/test-pattern.ts). */
  testPattern: boolean;
  /** For the health check of a camera without a stream address: is the device there? */
  host: string;
  port: number | null;
};

type SealedColumns = {
  streamUrl: string | null;
  username: string | null;
  password: string | null;
};

/** The write-only values of a create or an edit, sealed for their columns. */
export function sealConnection(
  secrets: SecretBox,
  values: { streamUrl?: string; username?: string; password?: string },
): Partial<SealedColumns> {
  const sealed: Partial<SealedColumns> = {};
  let { username, password } = values;
  if (values.streamUrl !== undefined) {
    const { address, inlineUser, inlinePassword } = splitCredentials(values.streamUrl);
    sealed.streamUrl = address ? secrets.seal(address) : null;
    // Credentials typed into the address count when the fields do not say otherwise.
    if (!username && inlineUser) username = inlineUser;
    if (!password && inlinePassword) password = inlinePassword;
  }
  if (username !== undefined) sealed.username = username ? secrets.seal(username) : null;
  if (password !== undefined) sealed.password = password ? secrets.seal(password) : null;
  return sealed;
}

/**
 * The connection of a camera row. A value that no longer opens (sealed under a key that was
 * replaced) counts as not set: the camera shows offline until a director enters it again.
 */
export function openConnection(
  secrets: SecretBox,
  row: SealedColumns & { testPattern: boolean; ipAddress: string; port: number | null },
): CameraConnection {
  const open = (v: string | null) => (v === null ? null : secrets.open(v));
  return {
    streamUrl: open(row.streamUrl),
    username: open(row.username),
    password: open(row.password),
    testPattern: row.testPattern,
    host: row.ipAddress,
    port: row.port,
  };
}

/** An address to show staff: scheme, host, port and path; never credentials or a query. */
export function displayAddress(streamUrl: string | null): string | null {
  if (!streamUrl) return null;
  try {
    const url = new URL(streamUrl);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return null;
  }
}

function splitCredentials(streamUrl: string) {
  if (!streamUrl) return { address: '', inlineUser: '', inlinePassword: '' };
  const url = new URL(streamUrl);
  const inlineUser = decoded(url.username);
  const inlinePassword = decoded(url.password);
  url.username = '';
  url.password = '';
  return { address: url.toString(), inlineUser, inlinePassword };
}

/** A percent-encoded part as typed; a '%' that encodes nothing ('50%off') is kept as it is. */
function decoded(part: string) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
