import {
  type Camera,
  cameraCreateRequest,
  cameraRoomInvalid,
  type CameraUpdateRequest,
} from '../../../contract/cameras.ts';
import { selectedId } from '../../../contract/common.ts';
import { z } from '../../../contract/zod.ts';

/**
 * The Add and Edit Camera form: the contract's create request, except that the room select
 * holds '' for 'No room – staff only' (a select cannot hold null).
 */
export const cameraFormSchema = cameraCreateRequest.extend({
  roomId: z
    .union([z.literal(''), selectedId(cameraRoomInvalid)], { error: cameraRoomInvalid })
    .transform((v) => (v === '' ? null : v)),
});
export type CameraFormInput = z.input<typeof cameraFormSchema>;
export type CameraFormValues = z.output<typeof cameraFormSchema>;

/** The fields the server may name in a 400's fieldErrors. */
export const cameraFormFields = [
  'name',
  'location',
  'ipAddress',
  'port',
  'streamUrl',
  'username',
  'password',
  'roomId',
  'isActive',
] as const;

/**
 * A new form, or one for `camera`. The stream URL, username and password are write-only: the
 * server never sends them back, so their inputs start empty (empty keeps what is stored).
 */
export function cameraFormDefaults(camera?: Camera): CameraFormInput {
  return {
    name: camera?.name ?? '',
    location: camera?.location ?? '',
    ipAddress: camera?.ipAddress ?? '',
    port: camera?.port == null ? '' : String(camera.port),
    streamUrl: '',
    username: '',
    password: '',
    roomId: camera?.roomId == null ? '' : String(camera.roomId),
    isActive: camera?.isActive ?? true,
  };
}

/** What the person asked to remove from the stored write-only values. */
export type Clearing = {
  /** 'Clear saved sign-in details': the username and the password. */
  signIn: boolean;
  /** 'Remove saved stream URL'. */
  stream: boolean;
};

/**
 * The PATCH body of an edit. The plain fields are always sent. A write-only field is sent
 * only when the person typed a new value, or as '' when they asked to clear it (clearing
 * wins over a value typed before the box was ticked); otherwise it is left out, which keeps
 * what is stored: an empty input must never wipe a saved password.
 */
export function cameraUpdateBody(values: CameraFormValues, clear: Clearing): CameraUpdateRequest {
  const { streamUrl, username, password, ...plain } = values;
  const body: CameraUpdateRequest = { ...plain };
  if (clear.stream) body.streamUrl = '';
  else if (streamUrl !== '') body.streamUrl = streamUrl;
  if (clear.signIn) {
    body.username = '';
    body.password = '';
  } else {
    if (username !== '') body.username = username;
    if (password !== '') body.password = password;
  }
  return body;
}
