import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets kept in the database (a camera's username, password and stream address) are
 * sealed with AES-256-GCM under a key from SECRET_KEY: a copy of the database, a backup or a
 * log line of a row shows nothing usable, and a sealed value that was tampered with fails
 * to open rather than opening to something else. Decision 026.
 *
 * Sealed text: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export type SecretBox = {
  seal(plain: string): string;
  /** Null when the value was sealed under another key (or is not a sealed value). */
  open(sealed: string): string | null;
  /**
   * An HMAC-SHA256 of `message` under a key of its own for `purpose`, derived from SECRET_KEY
   * (the kiosk's rotating codes: decision 070). Never the sealing key.
   */
  mac(purpose: string, message: string): Buffer;
};

const version = 'v1';
const tagBytes = 16;
/** SECRET_KEY's own minimum (config.ts): a key file holding less is damaged, not a key. */
const minKeyLength = 32;

export function createSecretBox(secretKey: string): SecretBox {
  // SECRET_KEY is at least 32 random characters (config.ts): its SHA-256 is the AES key.
  const key = createHash('sha256').update(secretKey, 'utf8').digest();
  return {
    mac(purpose, message) {
      const macKey = createHmac('sha256', secretKey).update(`mac:${purpose}`).digest();
      return createHmac('sha256', macKey).update(message, 'utf8').digest();
    },
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [version, ...parts].join('.');
    },
    open(sealed) {
      const [v, iv, tag, body, ...rest] = sealed.split('.');
      if (v !== version || !iv || !tag || body === undefined || rest.length > 0) return null;
      const authTag = Buffer.from(tag, 'base64url');
      // GCM would accept a tag cut down to 4 bytes: forging one would then take 2^32 tries.
      if (authTag.length !== tagBytes) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: tagBytes,
        });
        decipher.setAuthTag(authTag);
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/**
 * Without SECRET_KEY (the embedded database, development): the key made on first start in
 * the data folder, readable by this user only. Production refuses to start without
 * SECRET_KEY instead (config.ts), so a key is never silently made where it must be managed.
 */
export function dataDirSecretKey(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  const existing = readKeyFile(file);
  if (existing !== null) return existing;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Written whole to a file of its own, then linked into place: a crash never leaves an
  // empty key behind, and of two processes starting at once the first one's key stands.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return readKeyFile(file)!;
}

function readKeyFile(file: string): string | null {
  let key: string;
  try {
    key = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (key.length < minKeyLength) {
    throw new Error(
      `${file} holds no usable key (it is empty or damaged). Restore it from a backup of the ` +
        'data folder, or set SECRET_KEY; a new key means entering camera credentials again.',
    );
  }
  return key;
}
