import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidEmailStrict } from './email.ts';

describe('isValidEmail', () => {
  it.each(['user@example.com', 'yamada.taro+genba@mail.example.co.jp', 'a@b', "o'neil@example.jp"])(
    'accepts %s',
    (s) => expect(isValidEmail(s)).toBe(true),
  );
  it.each([
    '',
    'user',
    'user@',
    '@example.com',
    'user@@example.com',
    'user@exa mple.com',
    'ユーザー@example.com',
    '山田 user@example.com',
    'user@-example.com',
  ])('refuses %s', (s) => expect(isValidEmail(s)).toBe(false));
  it('allows a 64-character local part but not 65', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });
  it('allows 256 characters in all but not 257', () => {
    const domain = (n: number) => `${'b'.repeat(60)}.`.repeat(Math.floor(n / 61)) + 'c'.repeat(n % 61 || 1);
    const at256 = `${'a'.repeat(10)}@${domain(245)}`;
    expect(at256.length).toBe(256);
    expect(isValidEmail(at256)).toBe(true);
    expect(isValidEmail(`a${at256}`)).toBe(false);
  });
});

describe('isValidEmailStrict', () => {
  it('needs a dot and an alphabetic top-level domain', () => {
    expect(isValidEmailStrict('user@example.jp')).toBe(true);
    expect(isValidEmailStrict('user@localhost')).toBe(false);
    expect(isValidEmailStrict('user@example.c')).toBe(false);
    expect(isValidEmailStrict('user@example.123')).toBe(false);
  });
});

describe('isValidEmail properties', () => {
  it('never accepts more than 256 characters or a local part over 64 (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat({ max: 300 }), (email, pad) => {
        const long = `${'a'.repeat(pad)}${email}`;
        const local = long.slice(0, long.lastIndexOf('@'));
        return !isValidEmail(long) || (long.length <= 256 && local.length <= 64);
      }),
    );
  });
  it('accepts generated addresses within the limits (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress({ size: 'small' }), (email) => {
        const local = email.slice(0, email.lastIndexOf('@'));
        return local.length > 64 || email.length > 256 || isValidEmail(email);
      }),
    );
  });
});
