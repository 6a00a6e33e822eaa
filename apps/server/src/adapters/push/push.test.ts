import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutbox } from '../internal/outbox.ts';
import { createLocalPushSender } from './local.ts';
import type { PushMessage } from './types.ts';

describe('local push sender', () => {
  it('logs each notification and appends it to the outbox under the member it is for', async () => {
    const outbox = createOutbox<PushMessage>(
      path.join(mkdtempSync(path.join(tmpdir(), 'push-')), 'push.jsonl'),
    );
    const lines: string[] = [];
    const sender = createLocalPushSender(outbox, { info: (m) => void lines.push(m) });
    await sender.send({
      to: '7',
      title: 'アルバム',
      body: '山田 太郎さんがアルバムに写真を追加しました。',
      chatroomId: 3,
    });
    await sender.send({ to: '8', title: 'アルバム', body: '二通目', chatroomId: 3 });
    expect(lines).toEqual([
      '[push] to member 7: アルバム 山田 太郎さんがアルバムに写真を追加しました。',
      '[push] to member 8: アルバム 二通目',
    ]);
    expect(await outbox.latest('7')).toMatchObject({
      chatroomId: 3,
      body: '山田 太郎さんがアルバムに写真を追加しました。',
    });
    expect(await outbox.all('9')).toEqual([]);
  });

  it('without an outbox (production) only logs', async () => {
    const lines: string[] = [];
    await createLocalPushSender(undefined, { info: (m) => void lines.push(m) }).send({
      to: '1',
      title: 't',
      body: 'b',
      chatroomId: 1,
    });
    expect(lines).toHaveLength(1);
  });
});
