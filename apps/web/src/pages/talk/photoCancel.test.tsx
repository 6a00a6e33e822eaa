import type { XhrLike } from '@genba/api-client';
import { mock } from '@genba/api-client/msw';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from '../../test/renderApp.tsx';

/**
 * A photo send whose body has gone up to `sent` (0..1); it answers the stored photo when `answered`,
 * else the answer never comes (a weak connection).
 */
class PhotoUpload implements XhrLike {
  static sent: PhotoUpload[] = [];
  /** What a stored photo answers: a site photo's by default. */
  static answer: unknown = mock.fixture('sendFieldPhoto');
  withCredentials = false;
  responseType: XMLHttpRequestResponseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: ((event: ProgressEvent) => void) | null = null;
  onerror: ((event: ProgressEvent) => void) | null = null;
  onabort: ((event: ProgressEvent) => void) | null = null;
  aborted = false;
  body: unknown = null;
  readonly sent: number;
  readonly answered: boolean;
  constructor(sent: number, answered: boolean) {
    this.sent = sent;
    this.answered = answered;
  }
  open() {}
  setRequestHeader() {}
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send(body?: unknown) {
    this.body = body;
    PhotoUpload.sent.push(this);
    this.upload.onprogress?.(
      new ProgressEvent('progress', { lengthComputable: true, loaded: 1000 * this.sent, total: 1000 }),
    );
    if (!this.answered) return;
    this.status = 200;
    this.response = new Blob([JSON.stringify(PhotoUpload.answer)]);
    setTimeout(() => this.onload?.(new ProgressEvent('load')), 0);
  }
  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }
}

/** A real image the album's worker can resize. */
const photo = async (name: string) => {
  const canvas = new OffscreenCanvas(64, 48);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#3a6';
  context.fillRect(0, 0, 64, 48);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, { type: 'image/png' });
};

/** Chooses three photos; the first `answered` uploads are stored, the next one hangs at `sent`. */
const chooseAndCancel = async (
  sent: number,
  { answered = 0, overrides = [] }: { answered?: number; overrides?: Parameters<typeof renderApp>[1] } = {},
) => {
  PhotoUpload.sent = [];
  PhotoUpload.answer = mock.fixture('sendFieldPhoto');
  const rendered = await renderApp('/talk/field/5001', overrides, {
    createXhr: () => new PhotoUpload(sent, PhotoUpload.sent.length < answered),
  });
  await expect
    .element(page.getByText('足場の設置が完了しました。明日から高圧洗浄に入ります。'))
    .toBeVisible();
  await userEvent.upload(page.getByLabelText('写真を送信'), [
    await photo('北面.png'),
    await photo('南面.png'),
    await photo('東面.png'),
  ]);
  const hanging = ['北面.png', '南面.png', '東面.png'][answered];
  await expect
    .element(page.getByRole('progressbar', { name: `写真送信中 ${answered + 1}/3：${hanging}` }))
    .toBeVisible();
  await expect.poll(() => PhotoUpload.sent.length).toBe(answered + 1);
  await page.getByRole('button', { name: 'キャンセル' }).click();
  const upload = PhotoUpload.sent.at(-1);
  if (!upload) throw new Error('no photo was sent');
  return { ...rendered, upload };
};

/** The upload_id the photo carried, and the ids cancelUpload named. */
const ids = (upload: PhotoUpload, calls: { method: string; path: string; body?: unknown }[]) => ({
  sent: upload.body instanceof FormData ? upload.body.get('upload_id') : null,
  cancelled: calls
    .filter((c) => c.method === 'POST' && c.path === '/api/storage/cancelUpload')
    .map((c) => (c.body as { upload_id?: string } | undefined)?.upload_id),
});

describe('キャンセル of photos sent in a room', () => {
  it('aborts the photo in flight, names its id to the server and sends none of the rest', async () => {
    // Every byte reported sent: the server may already hold the photo, so only the server can take it back.
    const { calls, upload } = await chooseAndCancel(1);
    expect(upload.aborted).toBe(true);
    await expect
      .element(page.getByText('アップロードをキャンセルしました。送信されなかったファイル：3件'))
      .toBeVisible();
    const { sent, cancelled } = ids(upload, calls);
    expect(sent).toMatch(/^[0-9a-f-]{36}$/);
    expect(cancelled).toEqual([sent]);
    expect(PhotoUpload.sent).toHaveLength(1);
    expect(page.getByRole('progressbar').query()).toBeNull();
  });

  it('keeps the photos already sent and counts the cancelled one and the rest', async () => {
    const { calls, upload } = await chooseAndCancel(0.5, { answered: 1 });
    expect(upload.aborted).toBe(true);
    await expect
      .element(page.getByText('アップロードをキャンセルしました。送信されなかったファイル：2件'))
      .toBeVisible();
    // The second photo names the first one's message and carries an id of its own.
    const [first, second] = PhotoUpload.sent;
    const form = (u: PhotoUpload | undefined) => (u?.body instanceof FormData ? u.body : new FormData());
    expect(form(second).get('message_id')).toBe(String(mock.fixture('sendFieldPhoto').message.id));
    expect(form(second).get('upload_id')).not.toBe(form(first).get('upload_id'));
    expect(ids(upload, calls).cancelled).toEqual([form(second).get('upload_id')]);
    expect(PhotoUpload.sent).toHaveLength(2);
  });

  it('says the photo may remain when the server could not be told of the cancel', async () => {
    await chooseAndCancel(1, { overrides: [mock.network('cancelUpload')] });
    await expect
      .element(page.getByText(/キャンセルする前に送信済みのファイルを取り消せませんでした/))
      .toBeVisible();
    await expect.element(page.getByText(/送信されなかったファイル：2件/)).toBeVisible();
  });

  it('keeps the progress and キャンセル in view when the first photo of a private chat creates the room', async () => {
    PhotoUpload.sent = [];
    PhotoUpload.answer = mock.fixture('sendMemberFirstPhoto');
    const before = mock.fixture('getInitPrivateChatData');
    // No room until the first photo is stored; the page then reloads and shows the room.
    await renderApp(
      '/talk/member/14',
      [
        mock.override('getInitPrivateChatData', () =>
          HttpResponse.json(PhotoUpload.sent.length > 0 ? before : { ...before, room: null, messages: [] }),
        ),
      ],
      { createXhr: () => new PhotoUpload(0.5, PhotoUpload.sent.length < 1) },
    );
    await expect.element(page.getByText(/最初のメッセージを送りましょう/)).toBeVisible();
    await userEvent.upload(page.getByLabelText('写真を送信'), [
      await photo('北面.png'),
      await photo('南面.png'),
      await photo('東面.png'),
    ]);
    await expect.element(page.getByRole('log', { name: 'メッセージ' })).toBeVisible();
    await expect.element(page.getByRole('progressbar', { name: '写真送信中 2/3：南面.png' })).toBeVisible();
    await page.getByRole('button', { name: 'キャンセル' }).click();
    await expect
      .element(page.getByText('アップロードをキャンセルしました。送信されなかったファイル：2件'))
      .toBeVisible();
    expect(PhotoUpload.sent.at(-1)?.aborted).toBe(true);
  });
});
