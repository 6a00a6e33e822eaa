import { randomUUID } from 'node:crypto';
import { requestJson } from '../internal/http.ts';
import { buildFaxPayload } from './payload.ts';
import type { FaxAccount, FaxAdapter } from './types.ts';

export type ProxyOptions = {
  /** The fax proxy's send URL; it receives the payload as JSON. */
  readonly url: string;
  readonly account: FaxAccount;
  readonly timeoutMs: number;
};

/**
 * Real fax: posts the payload to the configured proxy. The proxy's answer is
 * not specified; a 2xx is acceptance, and its `jobId` or `id`, if it sends
 * one, becomes the receipt's id so a delivery report can be matched later.
 */
export const createProxyFaxAdapter = (options: ProxyOptions): FaxAdapter => ({
  kind: 'proxy',
  async send(job) {
    const payload = buildFaxPayload(job, options.account);
    const answer = (await requestJson({
      service: 'fax',
      url: options.url,
      method: 'POST',
      body: payload,
      timeoutMs: options.timeoutMs,
      failureMessage: 'Fax request failed',
    })) as { jobId?: unknown; id?: unknown } | null;
    const remoteId = answer?.jobId ?? answer?.id;
    return {
      jobId:
        typeof remoteId === 'string' || typeof remoteId === 'number'
          ? String(remoteId)
          : `fax-${randomUUID()}`,
      faxno: payload.sendto[0]?.faxno ?? '',
      acceptedAt: new Date().toISOString(),
    };
  },
});
