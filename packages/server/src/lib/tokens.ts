import { hash, randomBytes, randomUUID } from 'node:crypto';

/** A URL-safe random secret; 32 bytes = 256 bits. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored only as their SHA-256 (one-shot `hash`: no Hash object on every signed-in call). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function newId(): string {
  return randomUUID();
}
