import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutbox } from '../internal/outbox.ts';
import { createLocalSmsSender } from './local.ts';
import { createTwilioSmsSender, toE164Japan } from './twilio.ts';
import type { SmsMessage } from './types.ts';

describe('SMS senders', () => {
  it('the log sender writes the log line and appends to the JSON-lines outbox', async () => {
    const outbox = createOutbox<SmsMessage>(
      path.join(mkdtempSync(path.join(tmpdir(), 'sms-')), 'outbox', 'sms.jsonl'),
    );
    const lines: string[] = [];
    const sender = createLocalSmsSender(outbox, { info: (m) => void lines.push(m) });
    await sender.send({ to: '09000000001', body: '認証コードは 111111 です', code: '111111' });
    await sender.send({ to: '09000000002', body: '認証コードは 222222 です', code: '222222' });
    await sender.send({ to: '09000000001', body: '認証コードは 333333 です', code: '333333' });
    expect(lines).toHaveLength(3);
    expect((await outbox.latest('09000000001'))?.code).toBe('333333');
    expect((await outbox.latest('09000000002'))?.code).toBe('222222');
    expect(await outbox.latest('09000000003')).toBeUndefined();
  });

  it('the Twilio sender posts the message in E.164 with basic auth', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch: typeof fetch = async (url, init) => {
      calls.push({ url: String(url), init });
      return new Response('{}', { status: 201 });
    };
    const sender = createTwilioSmsSender(
      { accountSid: 'AC1', authToken: 'tok', from: '+15550001' },
      fakeFetch,
    );
    await sender.send({ to: '09000000001', body: 'こんにちは' });
    expect(calls[0]?.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json');
    const body = new URLSearchParams(String(calls[0]?.init?.body));
    expect(body.get('To')).toBe('+819000000001');
    expect(body.get('Body')).toBe('こんにちは');
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe(`Basic ${btoa('AC1:tok')}`);
  });

  it('the Twilio sender fails loudly when the provider refuses', async () => {
    const fakeFetch: typeof fetch = async () => new Response('bad number', { status: 400 });
    const sender = createTwilioSmsSender({ accountSid: 'AC1', authToken: 'tok', from: '+1' }, fakeFetch);
    await expect(sender.send({ to: '0900', body: 'x' })).rejects.toThrow(/400/);
  });

  it('converts domestic numbers to E.164', () => {
    expect(toE164Japan('09012345678')).toBe('+819012345678');
  });
});
