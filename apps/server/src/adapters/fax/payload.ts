import { type FaxAccount, type FaxJob, type FaxPayload, FaxRejectedError } from './types.ts';

/** The merged attachment's name the fax service expects (core §7). */
export const MERGED_ATTACHMENT_NAME = '0.pdf';

export const FAX_EMPTY_DESTINATION_MESSAGE = 'FAX番号が入力されていないため送信できません。';
export const FAX_INVALID_DESTINATION_MESSAGE = 'FAX番号に誤りがあります。';
export const FAX_EMPTY_DOCUMENT_MESSAGE = '送信する書類がありません。';

/**
 * '03-1234-5678', '０３－１２３４－５６７８' or '+81 3 1234 5678' → '0312345678'.
 * Hyphens are stripped as the spec says; full-width digits and +81 are
 * normalised as for every phone number (core §5, talk §5).
 */
export const normaliseFaxNumber = (input: string): string =>
  input
    .replace(/[０-９＋]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s\-‐－ー―()（）]/g, '')
    .replace(/^\+81/, '0');

const toBase64 = (document: Uint8Array | string): string =>
  typeof document === 'string'
    ? document.replace(/^data:[^,]*,/, '')
    : Buffer.from(document).toString('base64');

/**
 * Builds the proxy's body, refusing a job that must not be sent: an empty
 * destination blocks sending (core §7), so does a number that is not a
 * Japanese fixed or mobile number, or an empty document.
 */
export const buildFaxPayload = (job: FaxJob, account: FaxAccount): FaxPayload => {
  const faxno = normaliseFaxNumber(job.faxno);
  if (faxno === '') throw new FaxRejectedError('empty-destination', FAX_EMPTY_DESTINATION_MESSAGE);
  if (!/^0\d{9,10}$/.test(faxno))
    throw new FaxRejectedError('invalid-destination', FAX_INVALID_DESTINATION_MESSAGE);
  const data = toBase64(job.document);
  if (data === '') throw new FaxRejectedError('empty-document', FAX_EMPTY_DOCUMENT_MESSAGE);
  return {
    sendto: [{ faxno }],
    userkey: account.userkey,
    retrynum: account.retrynum,
    resaddress: account.resaddress,
    subject: job.subject,
    body: job.body,
    Attachment: [{ name: MERGED_ATTACHMENT_NAME, data }],
  };
};
