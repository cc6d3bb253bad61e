import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';

/** A small real JPEG, `shade` deciding its colour (frames tell each other apart). */
export const jpegFrame = (shade: number) =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: { r: shade, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

export type MjpegCamera = {
  /** http://127.0.0.1:<port> */
  base: string;
  port: number;
  /** Requests seen, with their Authorization header. */
  requests: { url: string; authorization: string | undefined }[];
  /** Streams the camera is sending right now. */
  open: () => number;
  close: () => Promise<void>;
};

/**
 * A camera in the tests: an HTTP server speaking MJPEG like an IP camera does.
 *   /live.mjpg   multipart/x-mixed-replace frames every `everyMs`, for as long as asked
 *   /short.mjpg  two frames, then the end of the stream
 *   /snapshot.jpg one JPEG
 *   /admin       an HTML page (what the relay must never pass on)
 *   /private.mjpg the live stream behind Basic authentication (user "cam", password "s3cret")
 */
export async function startMjpegCamera(everyMs = 50): Promise<MjpegCamera> {
  const frames = await Promise.all([10, 120, 240].map(jpegFrame));
  const requests: MjpegCamera['requests'] = [];
  const sockets = new Set<Socket>();
  let open = 0;
  const part = (jpeg: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--camframe\r\nContent-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`,
      ),
      jpeg,
      Buffer.from('\r\n'),
    ]);
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const url = req.url ?? '';
    if (url === '/admin') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Camera admin</h1>');
      return;
    }
    if (url === '/snapshot.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(frames[0]);
      return;
    }
    if (url === '/private.mjpg') {
      const expected = `Basic ${Buffer.from('cam:s3cret').toString('base64')}`;
      if (req.headers.authorization !== expected) {
        res.writeHead(401, { 'www-authenticate': 'Basic realm="cam"' }).end();
        return;
      }
    } else if (url !== '/live.mjpg' && url !== '/short.mjpg') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'multipart/x-mixed-replace; boundary=camframe' });
    if (url === '/short.mjpg') {
      res.end(Buffer.concat([part(frames[0]!), part(frames[1]!)]));
      return;
    }
    open += 1;
    let n = 0;
    const timer = setInterval(() => res.write(part(frames[n++ % frames.length]!)), everyMs);
    res.write(part(frames[0]!));
    res.on('close', () => {
      open -= 1;
      clearInterval(timer);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    requests,
    open: () => open,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
