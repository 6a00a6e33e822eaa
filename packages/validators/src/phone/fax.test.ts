import { describe, expect, it } from 'vitest';
import { canSendFax, faxNumberForSend } from './fax.ts';

describe('fax', () => {
  it('strips hyphens and blocks an empty destination', () => {
    expect(faxNumberForSend('092-123-4567')).toBe('0921234567');
    expect(canSendFax(' - ')).toBe(false);
    expect(canSendFax('092-123-4567')).toBe(true);
  });
});
