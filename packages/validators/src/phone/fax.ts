import { isValidJapanesePhone, normalizePhone } from './phone.ts';

/** The fax messages (not quoted by the spec; polite Japanese in the style of its others). */
export const FAX_MESSAGE = {
  emptyDestination: 'FAX番号が入力されていないため送信できません。',
  invalidDestination: 'FAX番号に誤りがあります。',
  emptyDocument: '送信する書類がありません。',
} as const;

/**
 * Core §7: the fax number as sent: normalised as every phone (full-width to
 * half-width, +81 to 0, hyphens and spaces removed), and without the brackets
 * of the Japanese '03(1234)5678' spelling.
 */
export const faxNumberForSend = (s: string): string => normalizePhone(s).replace(/[()]/g, '');

/** Core §7: an empty destination blocks sending. */
export const canSendFax = (destination: string): boolean => faxNumberForSend(destination) !== '';

/** A destination the fax service can dial: a Japanese number once prepared for sending. */
export const isValidFaxNumber = (destination: string): boolean =>
  isValidJapanesePhone(faxNumberForSend(destination));

/** Core §7: merged fax attachments are sent under this name. */
export const FAX_MERGED_ATTACHMENT_NAME = '0.pdf';
