import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret (session ids, reset tokens): 32 bytes of entropy. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only hashes of secrets are stored, so a copy of the database hands out nothing usable. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A 6-digit SMS code (認証コード), uniformly drawn. */
export const newSmsCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Compares two secrets (or their hashes) in constant time. */
export const sameSecret = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
