import { describe, expect, it } from 'vitest';
import { isValidEmailStrict } from './email.ts';

describe('isValidEmailStrict', () => {
  it('needs the alphabetic top-level domain at the very end', () => {
    expect(isValidEmailStrict('user@example.jp')).toBe(true);
    expect(isValidEmailStrict('user@example.jp1')).toBe(false);
    expect(isValidEmailStrict('user@example.c')).toBe(false);
    expect(isValidEmailStrict('user@localhost')).toBe(false);
  });
});
