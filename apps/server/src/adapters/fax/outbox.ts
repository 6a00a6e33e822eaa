import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildFaxPayload } from './payload.ts';
import type { FaxAccount, FaxAdapter } from './types.ts';

export type OutboxOptions = {
  readonly directory: string;
  readonly account: FaxAccount;
  readonly now?: () => Date;
};

/**
 * Offline fax: each accepted job is written as `<jobId>.json` (exactly the
 * payload the proxy would receive) to an outbox directory, where a developer
 * or a test can read it. Nothing leaves the machine.
 */
export const createOutboxFaxAdapter = (options: OutboxOptions): FaxAdapter => ({
  kind: 'local',
  async send(job) {
    const payload = buildFaxPayload(job, options.account);
    const acceptedAt = (options.now ?? (() => new Date()))().toISOString();
    const jobId = `fax-${acceptedAt.replace(/[-:.TZ]/g, '')}-${randomUUID().slice(0, 8)}`;
    await mkdir(options.directory, { recursive: true });
    await writeFile(join(options.directory, `${jobId}.json`), `${JSON.stringify(payload, null, 2)}\n`);
    return { jobId, faxno: payload.sendto[0]?.faxno ?? '', acceptedAt };
  },
});
