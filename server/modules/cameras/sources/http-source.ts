import type { CameraConnection } from '../camera-connection.ts';
import { requestCamera } from '../camera-network.ts';
import { isJpeg, MjpegParser, mjpegBoundary } from './mjpeg-parser.ts';

/** How long a camera may take to answer before it counts as unreachable. */
const answerTimeoutMs = 5000;
/** A camera that offers only still pictures is asked for one this often. */
const snapshotEveryMs = 500;
const maxFrameBytes = 8 * 1024 * 1024;

/**
 * The frames of a camera that speaks HTTP: an MJPEG stream (multipart/x-mixed-replace), or a
 * JPEG snapshot address asked again and again. Redirects are not followed and anything that
 * is not a JPEG is refused, so the relay can never be turned into a way of reading another
 * page of the centre's network. Basic authentication with the stored credentials (digest
 * authentication is the media-server route of decision 026). No address a camera cannot
 * have is reached, unless `testNetwork` (decision 051).
 */
export async function* httpFrames(
  connection: CameraConnection & { streamUrl: string },
  signal: AbortSignal,
  testNetwork: boolean,
): AsyncGenerator<Buffer> {
  const headers: Record<string, string> = { accept: 'multipart/x-mixed-replace, image/jpeg' };
  if (connection.username !== null || connection.password !== null) {
    const pair = `${connection.username ?? ''}:${connection.password ?? ''}`;
    headers.authorization = `Basic ${Buffer.from(pair, 'utf8').toString('base64')}`;
  }
  for (;;) {
    const response = await fetchAnswer(connection.streamUrl, headers, signal, testNetwork);
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`The camera answered ${response.status}`);
    }
    const type = response.contentType;
    const boundary = mjpegBoundary(type);
    if (boundary) {
      yield* streamParts(response.body, boundary, signal);
      return;
    }
    if (!type || !/^image\/jpeg\b/i.test(type)) {
      await response.body.cancel();
      throw new Error('The camera did not send a picture');
    }
    const picture = await readPicture(response.body, signal);
    if (!isJpeg(picture)) throw new Error('The camera did not send a picture');
    yield picture;
    await new Promise((resolve) => setTimeout(resolve, snapshotEveryMs));
    if (signal.aborted) return;
  }
}

async function* streamParts(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  signal: AbortSignal,
): AsyncGenerator<Buffer> {
  const parser = new MjpegParser(boundary, maxFrameBytes);
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield* parser.push(value);
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    cancel();
  }
}

/**
 * The camera's answer (status and headers) within answerTimeoutMs; the body then runs for as
 * long as `signal` lets it, so only the wait for the answer is timed.
 */
async function fetchAnswer(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  testNetwork: boolean,
) {
  const controller = new AbortController();
  const abort = () => controller.abort(signal.reason);
  if (signal.aborted) abort();
  signal.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new Error('The camera did not answer in time')),
    answerTimeoutMs,
  );
  try {
    return await requestCamera(url, headers, controller.signal, testNetwork);
  } finally {
    clearTimeout(timer);
  }
}

/** A snapshot's bytes, refused as soon as they pass the size a picture can have. */
async function readPicture(body: ReadableStream<Uint8Array>, signal: AbortSignal) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks);
      size += value.length;
      if (size > maxFrameBytes) throw new Error('The camera sent a picture too large');
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    cancel();
  }
}
