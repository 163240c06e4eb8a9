import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSecretKey, SecretBox } from './secret-box.js';

describe('secret box', () => {
  it('seals and opens, and a sealed text reveals nothing and cannot be altered', () => {
    const box = new SecretBox(randomBytes(32));
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('creates the key file once, readable by its owner only, and reads it back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-key-'));
    const first = loadSecretKey(undefined, dir);
    expect(first).toHaveLength(32);
    expect(loadSecretKey(undefined, dir).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o077).toBe(0);
    const fromEnv = randomBytes(32);
    expect(loadSecretKey(fromEnv.toString('base64'), dir).equals(fromEnv)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
