import { describe, expect, it } from 'vitest';
import type { Camera } from '../../../contract/cameras.ts';
import {
  cameraFormDefaults,
  cameraFormSchema,
  type CameraFormValues,
  cameraUpdateBody,
} from './camera-form.ts';

const camera: Camera = {
  id: 4,
  name: 'Toddler Room',
  location: 'North wall',
  roomId: 2,
  roomName: 'Toddler Room',
  isActive: false,
  online: false,
  lastOnline: null,
  hasStream: true,
  frameWidth: 1280,
  frameHeight: 720,
  ipAddress: '192.168.10.11',
  port: 8080,
  streamAddress: 'http://192.168.10.11/video.mjpg',
  hasUsername: true,
  hasPassword: true,
  lastCheckedAt: null,
};

const values: CameraFormValues = {
  name: 'Toddler Room',
  location: 'North wall',
  ipAddress: '192.168.10.11',
  port: null,
  streamUrl: '',
  username: '',
  password: '',
  roomId: null,
  isActive: true,
};
const nothingCleared = { signIn: false, stream: false };

describe('the camera form', () => {
  it('starts an edit with the camera’s values and empty write-only inputs', () => {
    expect(cameraFormDefaults(camera)).toEqual({
      name: 'Toddler Room',
      location: 'North wall',
      ipAddress: '192.168.10.11',
      port: '8080',
      streamUrl: '',
      username: '',
      password: '',
      roomId: '2',
      isActive: false,
    });
    expect(cameraFormDefaults()).toMatchObject({ port: '', roomId: '', isActive: true });
  });

  it('reads an empty port as the default (null) and the empty room as none', () => {
    const parsed = cameraFormSchema.parse({
      ...cameraFormDefaults(),
      name: 'A',
      location: 'B',
      ipAddress: '10.0.0.5',
    });
    expect(parsed).toMatchObject({ port: null, roomId: null, streamUrl: '', username: '' });
    const chosen = cameraFormSchema.parse({ ...cameraFormDefaults(camera) });
    expect(chosen).toMatchObject({ port: 8080, roomId: 2 });
  });

  it('says the contract’s messages', () => {
    const result = cameraFormSchema.safeParse({
      ...cameraFormDefaults(),
      ipAddress: 'not an address',
      port: '70000',
      streamUrl: 'rtsp://cam/1',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      name: 'errors.cameraFieldsRequired',
      location: 'errors.cameraFieldsRequired',
      ipAddress: 'errors.cameraAddressInvalid',
      port: 'errors.cameraPortRange',
      streamUrl: 'errors.cameraStreamUrlInvalid',
    });
  });
});

describe('an edit’s request body', () => {
  it('leaves out the write-only fields left empty, so the stored ones are kept', () => {
    const body = cameraUpdateBody(values, nothingCleared);
    expect(body).toEqual({
      name: 'Toddler Room',
      location: 'North wall',
      ipAddress: '192.168.10.11',
      port: null,
      roomId: null,
      isActive: true,
    });
    expect(Object.keys(body)).not.toContain('password');
  });

  it('sends only what was typed', () => {
    const body = cameraUpdateBody({ ...values, password: 'n3w secret' }, nothingCleared);
    expect(body.password).toBe('n3w secret');
    expect(Object.keys(body)).not.toContain('username');
    expect(Object.keys(body)).not.toContain('streamUrl');
    const stream = cameraUpdateBody({ ...values, streamUrl: 'http://cam/a.mjpg' }, nothingCleared);
    expect(stream.streamUrl).toBe('http://cam/a.mjpg');
  });

  it('sends empty values to clear, whatever was typed', () => {
    const body = cameraUpdateBody(
      { ...values, username: 'admin', streamUrl: 'http://cam/a.mjpg' },
      { signIn: true, stream: false },
    );
    expect(body).toMatchObject({ username: '', password: '', streamUrl: 'http://cam/a.mjpg' });
    const stream = cameraUpdateBody(values, { signIn: false, stream: true });
    expect(stream.streamUrl).toBe('');
    expect(Object.keys(stream)).not.toContain('username');
  });
});
