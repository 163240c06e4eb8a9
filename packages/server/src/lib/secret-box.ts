import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Seals small secrets the server must read back (staff TOTP keys) with AES-256-GCM, so a copy of the
 * database alone does not give them away. Sealed text: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}

const SEALED = /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** Whether a text has the form SecretBox.seal gives (no plain text a person writes has it). */
export function isSealed(text: string): boolean {
  return SEALED.test(text);
}

/**
 * A key of its own for one use of the server's key (HKDF-SHA256 with the use's name), so no two uses
 * (mail bodies, address hashes, device cookies) share a key, and none shares the TOTP keys' one.
 */
export function deriveKey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `wellpath ${purpose}`, 32));
}

/**
 * The key from APP_SECRET_KEY (32 bytes, base64), or else from `secret.key` in the data folder,
 * created on first start (readable by the server's user only). Several copies of the server must
 * share one key: set APP_SECRET_KEY for them.
 */
export function loadSecretKey(fromEnv: string | undefined, dataDir: string): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'base64');
  const file = path.join(dataDir, 'secret.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}
