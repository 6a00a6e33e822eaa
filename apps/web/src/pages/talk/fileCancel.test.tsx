import type { XhrLike } from '@genba/api-client';
import { mock } from '@genba/api-client/msw';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from '../../test/renderApp.tsx';

/** An upload whose body has gone up to `sent` (0..1) and whose answer waits for the test. */
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
  readonly sent: number;
  constructor(sent: number) {
    this.sent = sent;
  }
  open() {}
  setRequestHeader() {}
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send() {
    HeldUpload.sent.push(this);
    this.upload.onprogress?.(
      new ProgressEvent('progress', { lengthComputable: true, loaded: 1000 * this.sent, total: 1000 }),
    );
  }
  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }
  /** The server's answer: the file it stored and the message it posted. */
  answer() {
    this.status = 200;
    this.statusText = 'OK';
    this.response = new Blob([JSON.stringify(mock.fixture('storageFieldFile'))], {
      type: 'application/json',
    });
    this.onload?.(new ProgressEvent('load'));
  }
}

const STORED = mock.fixture('storageFieldFile');

const chooseAndCancel = async (sent: number) => {
  HeldUpload.sent = [];
  const rendered = await renderApp('/talk/field/5001', [], { createXhr: () => new HeldUpload(sent) });
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

describe('キャンセル of a file sent in a room', () => {
  it('takes back a file whose bytes had all reached the server: the answer is awaited and the file deleted', async () => {
    const { calls, upload } = await chooseAndCancel(1);
    // Aborting now would lose the answer naming what the server stored.
    expect(upload.aborted).toBe(false);
    upload.answer();
    await expect
      .element(page.getByText('アップロードをキャンセルしました。送信されなかったファイル：1件'))
      .toBeVisible();
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/bbs/file/${STORED.file.id}`)).toBe(
        true,
      ),
    );
    expect(log().getByText(STORED.file.building_file_upload_filename).query()).toBeNull();
  });

  it('aborts a file still going up, and deletes nothing', async () => {
    const { calls, upload } = await chooseAndCancel(0.5);
    expect(upload.aborted).toBe(true);
    await expect
      .element(page.getByText('アップロードをキャンセルしました。送信されなかったファイル：1件'))
      .toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });
});
