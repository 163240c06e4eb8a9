import { HOTP, Secret, TOTP } from 'otpauth';

// Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) from the `otpauth` library (decision
// 0078): HMAC-SHA1, 30-second steps, 6 digits, what every authenticator app uses by default. The
// library compares codes in constant time (crypto.timingSafeEqual); what stays here is the policy:
// which steps a code may match, and that a step already used never matches again.

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

/** RFC 4648 base32, without padding: how authenticator apps take the key. */
export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;
}

/** A new 160-bit key (RFC 4226 recommends at least 128), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The step (RFC 6238's T) a moment falls in. */
export function totpStep(atMs: number): number {
  return TOTP.counter({ period: TOTP_STEP_SECONDS, timestamp: atMs });
}

/** The code of a base32 key for one step: what an authenticator app shows during it. */
export function totpCode(secret: string, step: number, digits = TOTP_DIGITS): string {
  return HOTP.generate({ secret: Secret.fromBase32(secret), counter: step, digits });
}

/**
 * Checks a code against the steps around `atMs` (one step either side, for clock drift) and returns
 * the step it matched, so a caller can refuse the same code twice (replay): steps up to `notAfterStep`
 * are not tried. Null when it matches none.
 */
export function verifyTotp(secret: string, code: string, atMs: number, notAfterStep?: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = Secret.fromBase32(secret);
  const now = totpStep(atMs);
  for (const step of [now - 1, now, now + 1]) {
    if (notAfterStep !== undefined && notAfterStep !== null && step <= notAfterStep) continue;
    // window 0: exactly this step, compared in constant time by the library.
    if (HOTP.validate({ token: code, secret: key, counter: step, digits: TOTP_DIGITS, window: 0 }) === 0) return step;
  }
  return null;
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${params.toString()}`;
}
