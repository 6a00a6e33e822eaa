import { normalizePhone } from './phone.ts';

/** Core §7: the fax number as sent (hyphens and spaces removed). */
export const faxNumberForSend = (s: string): string => normalizePhone(s);

/** Core §7: an empty destination blocks sending. */
export const canSendFax = (destination: string): boolean => faxNumberForSend(destination) !== '';

/** Core §7: merged fax attachments are sent under this name. */
export const FAX_MERGED_ATTACHMENT_NAME = '0.pdf';
