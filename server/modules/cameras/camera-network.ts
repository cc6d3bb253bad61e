import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * Where a camera may be (decision 051). A camera is a device on the centre's network; the
 * server's own loopback, link-local addresses (169.254.0.0/16, fe80::/10: cloud metadata
 * services, neighbours' auto-configured devices), the unspecified address and multicast
 * are never one. Refused whether typed as an address or reached through a host name (the
 * name is resolved when the camera is saved, and again at every connection, so a name that
 * changes its answer later still reaches no such address). CAMERA_TEST_NETWORK=1 allows
 * them, for a test network (a camera simulated on this machine).
 */
const notCameras = new net.BlockList();
notCameras.addSubnet('0.0.0.0', 8, 'ipv4'); // unspecified, "this network"
notCameras.addSubnet('127.0.0.0', 8, 'ipv4'); // loopback
notCameras.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local
notCameras.addSubnet('224.0.0.0', 4, 'ipv4'); // multicast
notCameras.addAddress('255.255.255.255', 'ipv4'); // broadcast
notCameras.addAddress('::', 'ipv6'); // unspecified
notCameras.addAddress('::1', 'ipv6'); // loopback
notCameras.addSubnet('fe80::', 10, 'ipv6'); // link-local
notCameras.addSubnet('ff00::', 8, 'ipv6'); // multicast
// Cloud metadata services outside link-local: AWS's IPv6 one and Alibaba Cloud's.
notCameras.addAddress('fd00:ec2::254', 'ipv6');
notCameras.addAddress('100.100.100.200', 'ipv4');

/** The IPv4 address an IPv6 one carries (::ffff:a.b.c.d, ::a.b.c.d), or null. */
function embeddedIpv4(ipv6: string): string | null {
  let text = ipv6.toLowerCase();
  // A dotted tail (::ffff:127.0.0.1) is the last two groups.
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [b0, b1, b2, b3] = dotted.slice(2).map(Number) as [number, number, number, number];
    text = `${dotted[1]}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  if (groups.length !== 8) return null;
  const value = groups.map((g) => parseInt(g, 16));
  const zeroPrefix = value.slice(0, 5).every((g) => g === 0);
  // IPv4-mapped (::ffff:0:0/96) and the old IPv4-compatible form (::/96, not :: or ::1).
  const carries = zeroPrefix && (value[5] === 0xffff || (value[5] === 0 && value[6] !== 0));
  if (!carries) return null;
  return [value[6]! >> 8, value[6]! & 0xff, value[7]! >> 8, value[7]! & 0xff].join('.');
}

/** Whether an IP address is one no camera can have. */
export function notACameraAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (net.isIPv4(bare)) return notCameras.check(bare, 'ipv4');
  if (!net.isIPv6(bare)) return false;
  const ipv4 = embeddedIpv4(bare);
  return ipv4 !== null ? notCameras.check(ipv4, 'ipv4') : notCameras.check(bare, 'ipv6');
}

/** What a refused camera connection says (the health check counts the camera offline). */
export class CameraAddressRefused extends Error {
  constructor(host: string) {
    super(`${host} is not an address a camera may have`);
  }
}

/**
 * dns.lookup, refusing a name any of whose addresses is no camera's: the connection is made
 * only to addresses this check saw, so the name cannot answer differently in between.
 */
export const cameraLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const refused = addresses.some((a) => notACameraAddress(a.address));
    if (refused || addresses.length === 0)
      return callback(Object.assign(new CameraAddressRefused(hostname), { code: 'EACCES' }), '', 4);
    if (options.all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
};

/** How long saving a camera waits for its name to resolve before leaving it to the checks. */
const saveLookupMs = 2000;

/**
 * Whether a host (an address or a name) is, or resolves to, an address no camera can have.
 * A name that does not resolve (yet) is not refused: the camera shows offline until it does,
 * and every connection checks again.
 */
export async function refusedCameraHost(host: string): Promise<boolean> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (net.isIP(bare)) return notACameraAddress(bare);
  const resolved = dns.promises.lookup(bare, { all: true }).catch(() => []);
  const waited = new Promise<[]>((resolve) => setTimeout(() => resolve([]), saveLookupMs).unref());
  const addresses = await Promise.race([resolved, waited]);
  return addresses.some((a) => notACameraAddress(a.address));
}

/** A TCP connection to a camera's port, refused before it is made for an address no camera has. */
export function connectToCamera(
  options: { host: string; port: number; timeout: number },
  testNetwork: boolean,
): net.Socket {
  if (!testNetwork && notACameraAddress(options.host)) {
    const socket = new net.Socket();
    queueMicrotask(() => socket.destroy(new CameraAddressRefused(options.host)));
    return socket;
  }
  return net.connect({ ...options, ...(testNetwork ? {} : { lookup: cameraLookup }) });
}

export type CameraAnswer = {
  status: number;
  ok: boolean;
  contentType: string | null;
  body: ReadableStream<Uint8Array>;
};

/**
 * A GET of a camera's address (http or https), redirects not followed, through cameraLookup
 * unless the test network is allowed. Answers once the status and headers arrive.
 */
export function requestCamera(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  testNetwork: boolean,
): Promise<CameraAnswer> {
  const target = new URL(url);
  if (!testNetwork && notACameraAddress(target.hostname))
    return Promise.reject(new CameraAddressRefused(target.hostname));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      { headers, signal, ...(testNetwork ? {} : { lookup: cameraLookup }) },
      (response) => {
        const status = response.statusCode ?? 0;
        const type = response.headers['content-type'];
        resolve({
          status,
          ok: status >= 200 && status < 300,
          contentType: type ?? null,
          body: pulledBody(response),
        });
      },
    );
    request.once('error', reject);
    request.end();
  });
}

/**
 * The answer's body as a web stream read only as fast as its reader asks: the socket is
 * paused in between, so a camera sending without end is not read ahead of the frame limit.
 */
function pulledBody(response: http.IncomingMessage): ReadableStream<Uint8Array> {
  const chunks = response[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.length));
      },
      cancel() {
        response.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
