import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, newSmsCode, newToken, sameSecret } from '../../src/auth/tokens.ts';

describe('sameSecret', () => {
  it('is true only for identical secrets', () => {
    expect(sameSecret('abc123', 'abc123')).toBe(true);
    expect(sameSecret('abc123', 'abc124')).toBe(false);
    expect(sameSecret('', '')).toBe(true);
  });

  it('answers false for secrets of unequal length instead of throwing', () => {
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('abcd', 'abc')).toBe(false);
    expect(sameSecret('', 'a')).toBe(false);
    // Equal in characters, unequal in bytes.
    expect(sameSecret('é', 'ee')).toBe(false);
  });
});

describe('newSmsCode', () => {
  it('always has six digits, zero-padded', () => {
    // One code in ten is below 100000; 3000 draws all missing one has probability 0.9^3000.
    const codes = Array.from({ length: 3000 }, newSmsCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(2900);
  });
});

describe('newToken and hashToken', () => {
  it('makes 32 random bytes, URL-safe', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });

  it('stores the SHA-256 of a secret in hex', () => {
    expect(hashToken('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
