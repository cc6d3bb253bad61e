import { describe, expect, it } from 'vitest';
import { MjpegParser, mjpegBoundary } from './mjpeg-parser.ts';

const jpeg = (n: number) => Buffer.from([0xff, 0xd8, 0xff, 0xe0, n, n, n, 0xff, 0xd9]);
const part = (boundary: string, body: Buffer, withLength: boolean) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: image/jpeg\r\n${withLength ? `Content-Length: ${body.length}\r\n` : ''}\r\n`,
    ),
    body,
    Buffer.from('\r\n'),
  ]);

describe('MjpegParser', () => {
  it('splits parts with Content-Length, whatever the chunking', () => {
    const stream = Buffer.concat([1, 2, 3].map((n) => part('frame', jpeg(n), true)));
    for (const size of [1, 3, 7, stream.length]) {
      const parser = new MjpegParser('frame');
      const frames: Buffer[] = [];
      for (let i = 0; i < stream.length; i += size) {
        frames.push(...parser.push(stream.subarray(i, i + size)));
      }
      expect(frames).toEqual([jpeg(1), jpeg(2), jpeg(3)]);
    }
  });

  it('finds parts without Content-Length by the next boundary (and a "--" boundary param)', () => {
    const stream = Buffer.concat([
      part('--myboundary', jpeg(1), false),
      part('--myboundary', jpeg(2), false),
      Buffer.from('----myboundary'),
    ]);
    const parser = new MjpegParser('--myboundary');
    expect(parser.push(stream)).toEqual([jpeg(1), jpeg(2)]);
  });

  it('drops parts that are not JPEG pictures', () => {
    const parser = new MjpegParser('b');
    const html = Buffer.from('<html>secret admin page</html>');
    expect(parser.push(Buffer.concat([part('b', html, true), part('b', jpeg(4), true)]))).toEqual([
      jpeg(4),
    ]);
  });

  it('refuses a part larger than a picture can be', () => {
    const parser = new MjpegParser('b', 100);
    expect(() => parser.push(Buffer.from('--b\r\nContent-Length: 5000\r\n\r\n'))).toThrow();
    const endless = new MjpegParser('b', 100);
    expect(() => endless.push(Buffer.alloc(300))).toThrow();
  });
});

describe('mjpegBoundary', () => {
  it('reads the boundary of a multipart/x-mixed-replace type only', () => {
    expect(mjpegBoundary('multipart/x-mixed-replace; boundary=frame')).toBe('frame');
    expect(mjpegBoundary('multipart/x-mixed-replace;boundary="--ab cd"')).toBe('--ab cd');
    expect(mjpegBoundary('text/html')).toBeNull();
    expect(mjpegBoundary(null)).toBeNull();
  });
});
