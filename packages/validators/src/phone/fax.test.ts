import { describe, expect, it } from 'vitest';
import {
  canSendFax,
  FAX_MERGED_ATTACHMENT_NAME,
  FAX_MESSAGE,
  faxNumberForSend,
  isValidFaxNumber,
} from './fax.ts';

describe('fax', () => {
  it('strips hyphens and blocks an empty destination', () => {
    expect(faxNumberForSend('092-123-4567')).toBe('0921234567');
    expect(canSendFax(' - ')).toBe(false);
    expect(canSendFax('092-123-4567')).toBe(true);
  });

  it('prepares full-width, +81 and bracketed spellings the same way', () => {
    expect(faxNumberForSend('０３（１２３４）５６７８')).toBe('0312345678');
    expect(faxNumberForSend('+81 3-1234-5678')).toBe('0312345678');
  });

  it('accepts a dialable number only (9 vs 10 digits)', () => {
    expect(isValidFaxNumber('03-1234-5678')).toBe(true);
    expect(isValidFaxNumber('03-1234-567')).toBe(false);
    expect(isValidFaxNumber('12-34')).toBe(false);
  });

  it('has a Japanese message for each refusal', () => {
    expect(FAX_MESSAGE).toEqual({
      emptyDestination: 'FAX番号が入力されていないため送信できません。',
      invalidDestination: 'FAX番号に誤りがあります。',
      emptyDocument: '送信する書類がありません。',
    });
  });
});

describe('FAX_MERGED_ATTACHMENT_NAME', () => {
  it('is the name the fax service is sent the merged document under (core §7: 0.pdf)', () => {
    expect(FAX_MERGED_ATTACHMENT_NAME).toBe('0.pdf');
  });
});
