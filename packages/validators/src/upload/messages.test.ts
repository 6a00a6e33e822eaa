import { describe, expect, it } from 'vitest';
import {
  fileTooLargeMessage,
  partitionUploadFiles,
  photoLimitConfirmMessage,
  taggedUploadOrder,
  UPLOAD_MESSAGE,
  unsupportedFilesMessage,
  uploadIdSchema,
  uploadsCanceledMessage,
} from './messages.ts';

describe('cancelled uploads', () => {
  it('counts the files a cancel stopped', () => {
    expect(uploadsCanceledMessage(3)).toBe('アップロードをキャンセルしました。送信されなかったファイル：3件');
  });
  it('takes a UUID as the upload id and says so in Japanese otherwise', () => {
    expect(uploadIdSchema.parse('0b6f2a4e-5c1d-4e8a-9f3b-2d7c6a1e8b90')).toBe(
      '0b6f2a4e-5c1d-4e8a-9f3b-2d7c6a1e8b90',
    );
    const r = uploadIdSchema.safeParse('upload-1');
    expect(r.error?.issues.map((i) => i.message)).toEqual(['アップロードIDの形式が正しくありません。']);
  });
});

describe('upload messages', () => {
  it('quotes talk §4/§5 verbatim', () => {
    expect(UPLOAD_MESSAGE.unsupported).toBe('未サポートのファイルが含まれています。');
    expect(UPLOAD_MESSAGE.noValidFiles).toBe('有効なファイルがアップロードされていません。');
    expect(UPLOAD_MESSAGE.failedTitle).toBe('アップロード失敗');
    expect(UPLOAD_MESSAGE.malwareFound).toBe('ウイルスが検出されたため、アップロードできません。');
    expect(unsupportedFilesMessage()).toBe(
      '未サポートのファイルが含まれています。\nアップロードできるファイル形式：jpg、jpeg、png、bmp、gif、pdf、xls、xlsx、doc、docx',
    );
  });
  it('fills in limits and sizes', () => {
    expect(photoLimitConfirmMessage(100)).toBe(
      '一度に選択できる写真は100枚までです。101枚目以降の写真はアップロードされません。よろしいですか？',
    );
    expect(fileTooLargeMessage('現場.pdf', 10 * 1024 * 1024)).toBe(
      '「現場.pdf」はファイルサイズが大きすぎます。10MB以下のファイルを選択してください。',
    );
  });
  it('partitions chosen files', () => {
    const r = partitionUploadFiles([{ name: 'a.jpg' }, { name: 'b.heic' }]);
    expect(r.supported).toEqual([{ name: 'a.jpg' }]);
    expect(r.unsupported).toEqual([{ name: 'b.heic' }]);
    expect(r.message).toBe(unsupportedFilesMessage());
    expect(partitionUploadFiles([{ name: 'b.heic' }]).message).toBe(
      '有効なファイルがアップロードされていません。',
    );
    expect(partitionUploadFiles([]).message).toBe('有効なファイルがアップロードされていません。');
    expect(partitionUploadFiles([{ name: 'a.PDF' }]).message).toBeNull();
  });
  it('uploads the first tagged file last with is_latest', () => {
    expect(taggedUploadOrder(['a', 'b', 'c'])).toEqual([
      { file: 'b', is_latest: false },
      { file: 'c', is_latest: false },
      { file: 'a', is_latest: true },
    ]);
    expect(taggedUploadOrder([])).toEqual([]);
  });
});
