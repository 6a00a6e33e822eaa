import type { XhrLike } from '@genba/api-client';
import { mock } from '@genba/api-client/msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from '../../test/renderApp.tsx';

/** An upload whose body has gone up to `sent` (0..1) and whose answer never comes. */
class HeldUpload implements XhrLike {
  static sent: HeldUpload[] = [];
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
  constructor(sent: number) {
    this.sent = sent;
  }
  open() {}
  setRequestHeader() {}
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send(body?: unknown) {
    this.body = body;
    HeldUpload.sent.push(this);
    this.upload.onprogress?.(
      new ProgressEvent('progress', { lengthComputable: true, loaded: 1000 * this.sent, total: 1000 }),
    );
  }
  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }
}

const STORED = mock.fixture('storageFieldFile');

const chooseAndCancel = async (sent: number, overrides: Parameters<typeof renderApp>[1] = []) => {
  HeldUpload.sent = [];
  const rendered = await renderApp('/talk/field/5001', overrides, { createXhr: () => new HeldUpload(sent) });
  await expect
    .element(page.getByText('足場の設置が完了しました。明日から高圧洗浄に入ります。'))
    .toBeVisible();
  await userEvent.upload(
    page.getByLabelText('ファイルを送信'),
    new File(['%PDF-1.4 施工計画'], '施工計画書.pdf', { type: 'application/pdf' }),
  );
  await expect
    .element(page.getByRole('progressbar', { name: /ファイル送信中 1\/1：施工計画書.pdf/ }))
    .toBeVisible();
  await page.getByRole('button', { name: 'キャンセル' }).click();
  const upload = HeldUpload.sent.at(-1);
  if (!upload) throw new Error('no upload was sent');
  return { ...rendered, upload };
};

const log = () => page.getByRole('log', { name: 'メッセージ' });

/** The upload_id the upload carried, and the ids cancelUpload named. */
const ids = (upload: HeldUpload, calls: { method: string; path: string; body?: unknown }[]) => ({
  sent: upload.body instanceof FormData ? upload.body.get('upload_id') : null,
  cancelled: calls
    .filter((c) => c.method === 'POST' && c.path === '/api/storage/cancelUpload')
    .map((c) => (c.body as { upload_id?: string } | undefined)?.upload_id),
});

describe('キャンセル of a file sent in a room', () => {
  it('aborts the upload and names its id to the server, whatever the progress said', async () => {
    // Every byte reported sent: the server may already hold the file, so only the server can take it back.
    const { calls, upload } = await chooseAndCancel(1);
    expect(upload.aborted).toBe(true);
    await expect
      .element(page.getByText('アップロードをキャンセルしました。送信されなかったファイル：1件'))
      .toBeVisible();
    const { sent, cancelled } = ids(upload, calls);
    expect(sent).toMatch(/^[0-9a-f-]{36}$/);
    expect(cancelled).toEqual([sent]);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(log().getByText(STORED.file.building_file_upload_filename).query()).toBeNull();
  });

  it('aborts a file still going up the same way', async () => {
    const { calls, upload } = await chooseAndCancel(0.5);
    expect(upload.aborted).toBe(true);
    await expect
      .element(page.getByText('アップロードをキャンセルしました。送信されなかったファイル：1件'))
      .toBeVisible();
    expect(ids(upload, calls).cancelled).toHaveLength(1);
  });

  it('says the file may remain when the server could not be told of the cancel', async () => {
    await chooseAndCancel(1, [mock.network('cancelUpload')]);
    await expect
      .element(page.getByText(/キャンセルする前に送信済みのファイルを取り消せませんでした/))
      .toBeVisible();
  });
});
