import net from 'node:net';

export type RawResponse = { status: number; body: string };

/**
 * Sends one request exactly as written: the request target is not parsed, normalised or
 * re-encoded on the way (as `app.inject` and `fetch` would), so a test can send what an
 * attacker's hand-made request line would carry.
 */
export function rawRequest(
  port: number,
  request: { method: string; target: string; cookie?: string; body?: unknown },
): Promise<RawResponse> {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: close',
    ...(request.cookie ? [`Cookie: ${request.cookie}`] : []),
    ...(body
      ? ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`]
      : []),
  ];
  return new Promise((resolve, reject) => {
    // Written without half-closing: `Connection: close` has the server close once answered.
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(body)]));
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}
