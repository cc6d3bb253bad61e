import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** A copy on its own ArrayBuffer, as the helpers' types ask. */
const bytes = (b: Uint8Array) => new Uint8Array(b);

/**
 * A software passkey for the API tests (decision 071): an EC P-256 key made with node:crypto,
 * answering WebAuthn's registration (attestation 'none') and sign-in (assertion) as a
 * platform authenticator would, built by hand: authenticator data, client data, signature.
 * Each answer can be bent the way an attack would (another origin, a counter gone back).
 */
export class SoftPasskey {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly x: Uint8Array;
  private readonly y: Uint8Array;
  counter = 0;

  constructor(
    readonly publicUrl: string,
    readonly userHandle = 'user-0',
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.x = isoBase64URL.toBuffer(jwk.x!);
    this.y = isoBase64URL.toBuffer(jwk.y!);
  }

  get id(): string {
    return isoBase64URL.fromBuffer(bytes(this.credentialId));
  }

  private get rpId() {
    return new URL(this.publicUrl).hostname;
  }

  /** The COSE public key as the server keeps it (base64url). */
  publicKeyCose(): string {
    return isoBase64URL.fromBuffer(bytes(isoCBOR.encode(this.cose())));
  }

  private cose() {
    return new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, this.x],
      [-3, this.y],
    ]);
  }

  private authData(flags: number, counter: number, attested: boolean): Uint8Array {
    const rpIdHash = createHash('sha256').update(this.rpId).digest();
    const head = Buffer.alloc(37);
    rpIdHash.copy(head, 0);
    head[32] = flags;
    head.writeUInt32BE(counter, 33);
    if (!attested) return head;
    const cose = this.cose();
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    return Buffer.concat([
      head,
      Buffer.alloc(16), // AAGUID: none
      length,
      this.credentialId,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
  }

  private clientData(type: string, challenge: string, origin?: string): Buffer {
    const url = new URL(this.publicUrl);
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: origin ?? url.origin, crossOrigin: false }),
    );
  }

  /** The answer to registration options (`options.challenge`). */
  register(options: { challenge: string }, bend: { origin?: string } = {}) {
    const authData = this.authData(0x01 | 0x04 | 0x40, this.counter, true);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(
          bytes(this.clientData('webauthn.create', options.challenge, bend.origin)),
        ),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /**
   * The answer to sign-in options: the counter moves on by one unless `counter` says which
   * to send; `userVerified: false` is a device that only saw someone present.
   */
  assert(
    options: { challenge: string },
    bend: { origin?: string; counter?: number; userVerified?: boolean } = {},
  ) {
    const counter = bend.counter ?? ++this.counter;
    const flags = 0x01 | (bend.userVerified === false ? 0 : 0x04);
    const authData = this.authData(flags, counter, false);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, bend.origin);
    const signed = Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]);
    const signature = sign('sha256', signed, this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(bytes(clientDataJSON)),
        authenticatorData: isoBase64URL.fromBuffer(bytes(authData)),
        signature: isoBase64URL.fromBuffer(bytes(signature)),
        userHandle: isoBase64URL.fromUTF8String(this.userHandle),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
