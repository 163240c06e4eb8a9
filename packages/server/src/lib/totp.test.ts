import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { base32Encode, newTotpSecret, otpauthUri, totpCode, totpStep, verifyTotp } from './totp.js';

// RFC 6238 appendix B: the SHA-1 key is the ASCII string "12345678901234567890"; codes are 8 digits
// there, so the 6-digit code is their last six.
const RFC_KEY = Buffer.from('12345678901234567890');
const RFC_SECRET = base32Encode(RFC_KEY);
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('matches the RFC test vector at T=%i', (seconds, code) => {
    expect(totpCode(RFC_SECRET, totpStep(seconds * 1000), 8)).toBe(code);
    expect(totpCode(RFC_SECRET, totpStep(seconds * 1000))).toBe(code.slice(-6));
    // The check the login makes takes the RFC's code (its last six digits) at that moment.
    expect(verifyTotp(RFC_SECRET, code.slice(-6), seconds * 1000)).toBe(totpStep(seconds * 1000));
  });

  it('round-trips base32 (RFC 4648 vectors)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(Buffer.from(Secret.fromBase32('MZXW6YTBOI').bytes).toString()).toBe('foobar');
    expect(Buffer.from(Secret.fromBase32('mzxw 6ytb oi').bytes).toString()).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
  });

  it('accepts the current code and one step of drift either way, and says which step matched', () => {
    const secret = RFC_SECRET;
    const at = 1111111111 * 1000;
    const step = totpStep(at);
    expect(verifyTotp(secret, totpCode(RFC_SECRET, step), at)).toBe(step);
    expect(verifyTotp(secret, totpCode(RFC_SECRET, step - 1), at)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(RFC_SECRET, step + 1), at)).toBe(step + 1);
    expect(verifyTotp(secret, totpCode(RFC_SECRET, step + 2), at)).toBeNull();
    expect(verifyTotp(secret, '12345', at)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', at)).toBeNull();
  });

  it('refuses a code of a step already used (replay)', () => {
    const secret = RFC_SECRET;
    const at = 1234567890 * 1000;
    const step = totpStep(at);
    expect(verifyTotp(secret, totpCode(RFC_SECRET, step), at, step)).toBeNull();
    expect(verifyTotp(secret, totpCode(RFC_SECRET, step + 1), at, step)).toBe(step + 1);
  });

  it('builds the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('Cedar Grove', 'dr.lee@clinic.ca', 'MZXW6YTBOI')).toBe(
      'otpauth://totp/Cedar%20Grove%3Adr.lee%40clinic.ca?secret=MZXW6YTBOI&issuer=Cedar+Grove&algorithm=SHA1&digits=6&period=30',
    );
  });
});
