import type { Clock } from '../../../lib/clock.ts';
import type { CameraConnection } from '../camera-connection.ts';
import { httpFrames } from './http-source.ts';
import { testPatternFrames } from './test-pattern.ts';

/**
 * Where a camera's JPEG frames come from. Today: an HTTP camera (MJPEG or snapshots), or in
 * demo mode the drawn test picture. An RTSP or HLS camera would be one more source here that
 * yields JPEG frames from a media server (decision 026); the relay and the health check
 * only ever see frames.
 */
export type SourceContext = {
  demo: boolean;
  clock: Clock;
  timeZone: string;
  label: string;
  /** Cameras may be on loopback and other addresses no real camera has (camera-network.ts). */
  testNetwork: boolean;
};

/** Whether the camera has a picture the relay can show. */
export function hasSource(connection: CameraConnection, demo: boolean) {
  return connection.streamUrl !== null || (demo && connection.testPattern);
}

export function cameraFrames(
  connection: CameraConnection,
  context: SourceContext,
  signal: AbortSignal,
): AsyncGenerator<Buffer> {
  if (connection.streamUrl !== null) {
    return httpFrames(
      { ...connection, streamUrl: connection.streamUrl },
      signal,
      context.testNetwork,
    );
  }
  if (context.demo && connection.testPattern) {
    return testPatternFrames(context.label, context.clock, context.timeZone, signal);
  }
  throw new Error('The camera has no stream address');
}
