/**
 * Splits a multipart/x-mixed-replace body (what IP cameras call MJPEG over HTTP) into its
 * JPEG frames. Cameras differ: some put "--" in the boundary parameter, some leave out
 * Content-Length, some add blank lines. So a part is found by the boundary text itself, its
 * headers end at the first blank line, and its body is Content-Length bytes when given,
 * else up to the next boundary, trimmed back to the JPEG end marker. Anything that is not a
 * JPEG (starting FF D8) is dropped: only pictures ever pass through the relay.
 */
export class MjpegParser {
  private buffer = Buffer.alloc(0);
  private readonly boundary: Buffer;

  constructor(
    boundary: string,
    /** A part bigger than this, or a buffer growing past twice it, is an error. */
    private readonly maxFrameBytes = 8 * 1024 * 1024,
  ) {
    this.boundary = Buffer.from(boundary.replace(/^--/, ''), 'latin1');
  }

  /** The frames completed by this chunk. */
  push(chunk: Uint8Array): Buffer[] {
    this.buffer =
      this.buffer.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.buffer, chunk]);
    if (this.buffer.length > 2 * this.maxFrameBytes) {
      throw new Error('The camera sent a part larger than a picture can be');
    }
    const frames: Buffer[] = [];
    for (;;) {
      const frame = this.next();
      if (frame === undefined) break;
      if (frame !== null) frames.push(frame);
    }
    return frames;
  }

  /** One part: a frame, null for a part that is not a JPEG, undefined when more is needed. */
  private next(): Buffer | null | undefined {
    const start = this.buffer.indexOf(this.boundary);
    if (start < 0) return undefined;
    const headerEnd = this.buffer.indexOf('\r\n\r\n', start, 'latin1');
    if (headerEnd < 0) return undefined;
    const headers = this.buffer
      .subarray(start + this.boundary.length, headerEnd)
      .toString('latin1');
    const bodyStart = headerEnd + 4;
    const length = /content-length:\s*(\d+)/i.exec(headers);
    let body: Buffer;
    let rest: number;
    if (length) {
      const size = Number(length[1]);
      if (size > this.maxFrameBytes) throw new Error('The camera sent a picture too large');
      if (this.buffer.length < bodyStart + size) return undefined;
      body = this.buffer.subarray(bodyStart, bodyStart + size);
      rest = bodyStart + size;
    } else {
      const nextBoundary = this.buffer.indexOf(this.boundary, bodyStart);
      if (nextBoundary < 0) return undefined;
      body = this.buffer.subarray(bodyStart, nextBoundary);
      rest = nextBoundary;
    }
    this.buffer = this.buffer.subarray(rest);
    const picture = trimToJpegEnd(body);
    return isJpeg(picture) ? Buffer.from(picture) : null;
  }
}

/**
 * A whole JPEG: the start-of-image marker followed by another marker, and the end-of-image
 * marker last. A page of a camera's (or router's) web interface is none of that.
 */
export const isJpeg = (b: Uint8Array) =>
  b.length > 4 &&
  b[0] === 0xff &&
  b[1] === 0xd8 &&
  b[2] === 0xff &&
  b[b.length - 2] === 0xff &&
  b[b.length - 1] === 0xd9;

/** The body up to its last JPEG end marker (FF D9), dropping the "\r\n--" before a boundary. */
function trimToJpegEnd(body: Buffer): Buffer {
  for (let i = body.length - 2; i >= Math.max(0, body.length - 16); i--) {
    if (body[i] === 0xff && body[i + 1] === 0xd9) return body.subarray(0, i + 2);
  }
  return body;
}

/** The boundary of a multipart/x-mixed-replace Content-Type, or null for anything else. */
export function mjpegBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/x-mixed-replace\b/i.test(contentType)) return null;
  const match = /boundary="?([^";]+)"?/i.exec(contentType);
  return match?.[1]?.trim() || null;
}
