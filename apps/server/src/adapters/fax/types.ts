import { AdapterError } from '../internal/errors.ts';

/** What a caller asks to fax: one destination and one document (a PDF; several are merged before this point). */
export type FaxJob = {
  readonly faxno: string;
  readonly subject: string;
  readonly body: string;
  /** The merged PDF, raw bytes or base64. */
  readonly document: Uint8Array | string;
};

/** The proxy's JSON body of core §7 / talk §7, field names as the fax service spells them. */
export type FaxPayload = {
  readonly sendto: ReadonlyArray<{ readonly faxno: string }>;
  readonly userkey: string;
  readonly retrynum: number;
  readonly resaddress: string;
  readonly subject: string;
  readonly body: string;
  readonly Attachment: ReadonlyArray<{ readonly name: string; readonly data: string }>;
};

/** Account settings that come from configuration, not from the caller. */
export type FaxAccount = {
  readonly userkey: string;
  readonly retrynum: number;
  /** Where the service mails the delivery result. */
  readonly resaddress: string;
};

export type FaxReceipt = { readonly jobId: string; readonly faxno: string; readonly acceptedAt: string };

export type FaxAdapter = {
  readonly kind: string;
  send(job: FaxJob): Promise<FaxReceipt>;
};

/** A job refused before anything is sent; `message` is shown to the user as is. */
export class FaxRejectedError extends AdapterError {
  readonly reason: 'empty-destination' | 'invalid-destination' | 'empty-document';
  constructor(reason: FaxRejectedError['reason'], message: string) {
    super('fax', message, 'REJECTED');
    this.name = 'FaxRejectedError';
    this.reason = reason;
  }
}
