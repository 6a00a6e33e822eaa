import {
  FAX_MERGED_ATTACHMENT_NAME,
  FAX_MESSAGE,
  faxNumberForSend,
  isValidFaxNumber,
} from '@genba/validators';
import { type FaxAccount, type FaxJob, type FaxPayload, FaxRejectedError } from './types.ts';

/**
 * The number, its validity, the merged attachment's name and the messages are
 * rules of core §7 kept in @genba/validators; this module only builds the body.
 */
export const normaliseFaxNumber = faxNumberForSend;

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
  const faxno = faxNumberForSend(job.faxno);
  if (faxno === '') throw new FaxRejectedError('empty-destination', FAX_MESSAGE.emptyDestination);
  if (!isValidFaxNumber(faxno))
    throw new FaxRejectedError('invalid-destination', FAX_MESSAGE.invalidDestination);
  const data = toBase64(job.document);
  if (data === '') throw new FaxRejectedError('empty-document', FAX_MESSAGE.emptyDocument);
  return {
    sendto: [{ faxno }],
    userkey: account.userkey,
    retrynum: account.retrynum,
    resaddress: account.resaddress,
    subject: job.subject,
    body: job.body,
    Attachment: [{ name: FAX_MERGED_ATTACHMENT_NAME, data }],
  };
};
