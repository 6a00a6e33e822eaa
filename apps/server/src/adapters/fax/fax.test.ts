import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubServer, startStubServer } from '../testing/stubServer.ts';
import { createOutboxFaxAdapter } from './outbox.ts';
import { buildFaxPayload, normaliseFaxNumber } from './payload.ts';
import { createProxyFaxAdapter } from './proxy.ts';
import { FaxRejectedError } from './types.ts';

const account = { userkey: 'user-1', retrynum: 3, resaddress: 'fax-result@example.com' };
const pdf = new TextEncoder().encode('%PDF-1.4 test');
const job = { faxno: '03-1234-5678', subject: '見積書', body: 'ご確認ください。', document: pdf };

describe('fax payload', () => {
  it('strips hyphens and names the merged attachment 0.pdf', () => {
    expect(buildFaxPayload(job, account)).toEqual({
      sendto: [{ faxno: '0312345678' }],
      userkey: 'user-1',
      retrynum: 3,
      resaddress: 'fax-result@example.com',
      subject: '見積書',
      body: 'ご確認ください。',
      Attachment: [{ name: '0.pdf', data: Buffer.from(pdf).toString('base64') }],
    });
  });

  it('normalises full-width digits and +81', () => {
    expect(normaliseFaxNumber('０９２－７１１－１１１１')).toBe('0927111111');
    expect(normaliseFaxNumber('+81 92 711 1111')).toBe('0927111111');
  });

  it('blocks an empty destination, a malformed one and an empty document', () => {
    const reason = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error instanceof FaxRejectedError ? [error.reason, error.message] : error;
      }
      return 'sent';
    };
    expect(reason(() => buildFaxPayload({ ...job, faxno: ' - ' }, account))).toEqual([
      'empty-destination',
      'FAX番号が入力されていないため送信できません。',
    ]);
    expect(reason(() => buildFaxPayload({ ...job, faxno: '12-34' }, account))).toEqual([
      'invalid-destination',
      'FAX番号に誤りがあります。',
    ]);
    expect(reason(() => buildFaxPayload({ ...job, document: '' }, account))).toEqual([
      'empty-document',
      '送信する書類がありません。',
    ]);
  });
});

describe('outbox fax adapter', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'genba-fax-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('writes the payload as one JSON file per job', async () => {
    const adapter = createOutboxFaxAdapter({ directory: join(directory, 'outbox'), account });
    const receipt = await adapter.send(job);
    expect(receipt.faxno).toBe('0312345678');
    const files = await readdir(join(directory, 'outbox'));
    expect(files).toEqual([`${receipt.jobId}.json`]);
    const written = JSON.parse(await readFile(join(directory, 'outbox', files[0] ?? ''), 'utf8'));
    expect(written).toEqual(JSON.parse(JSON.stringify(buildFaxPayload(job, account))));
  });

  it('writes nothing for a blocked job', async () => {
    const adapter = createOutboxFaxAdapter({ directory: join(directory, 'blocked'), account });
    await expect(adapter.send({ ...job, faxno: '' })).rejects.toBeInstanceOf(FaxRejectedError);
    await expect(readdir(join(directory, 'blocked'))).rejects.toThrow();
  });
});

describe('proxy fax adapter against a local stub', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer();
  });
  afterAll(() => stub.close());

  it('posts the payload as JSON and keeps the proxy’s job id', async () => {
    stub.reply(() => ({ json: { jobId: 'J-42' } }));
    const adapter = createProxyFaxAdapter({ url: `${stub.url}/fax/send`, account, timeoutMs: 500 });
    const receipt = await adapter.send(job);
    const sent = stub.requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.url.pathname).toBe('/fax/send');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent?.body ?? '')).toEqual(JSON.parse(JSON.stringify(buildFaxPayload(job, account))));
    expect(receipt.jobId).toBe('J-42');
  });

  it('never calls the proxy for an empty destination', async () => {
    const before = stub.requests.length;
    const adapter = createProxyFaxAdapter({ url: `${stub.url}/fax/send`, account, timeoutMs: 500 });
    await expect(adapter.send({ ...job, faxno: '---' })).rejects.toMatchObject({
      reason: 'empty-destination',
    });
    expect(stub.requests.length).toBe(before);
  });

  it('reports a proxy failure with its HTTP status', async () => {
    stub.reply(() => ({ status: 502 }));
    const adapter = createProxyFaxAdapter({ url: `${stub.url}/fax/send`, account, timeoutMs: 500 });
    await expect(adapter.send(job)).rejects.toMatchObject({ service: 'fax', status: 502 });
  });
});
