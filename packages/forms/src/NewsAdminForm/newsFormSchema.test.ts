import { NEWS_MESSAGE } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import {
  NEWS_FORM_MESSAGE,
  newsFormSchema,
  newsFormToRequest,
  wireToLocalDateTime,
} from './newsFormSchema.ts';

const valid = {
  news_title: ' 休業日のお知らせ ',
  news_type: 'notice',
  target: 'all',
  popup: true,
  news_content: '<p>本文</p>',
  news_file_path: '',
  publish_start: '2026-11-23T09:00',
  publish_end: '',
};

const messages = (input: unknown) =>
  (newsFormSchema.safeParse(input).error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('newsFormSchema', () => {
  it('turns valid input into the admin request', () => {
    expect(newsFormToRequest(newsFormSchema.parse(valid))).toEqual({
      news_title: '休業日のお知らせ',
      news_type: 'notice',
      target: 'all',
      popup_flg: 1,
      news_content: '<p>本文</p>',
      news_file_path: null,
      publish_start: '2026-11-23 09:00:00',
      publish_end: null,
    });
    expect(wireToLocalDateTime('2026-11-23 09:00:00')).toBe('2026-11-23T09:00');
  });

  it('asks for a body or a file, a start, and an end after the start', () => {
    expect(messages({ ...valid, news_content: ' ', news_file_path: '' })).toEqual([
      `news_content:${NEWS_MESSAGE.bodyOrFile}`,
    ]);
    expect(messages({ ...valid, publish_start: '' })).toEqual([
      `publish_start:${NEWS_FORM_MESSAGE.publishStart}`,
    ]);
    expect(messages({ ...valid, publish_end: '2026-11-23T08:00' })).toEqual([
      `publish_end:${NEWS_MESSAGE.endAfterStart}`,
    ]);
    expect(messages({ ...valid, news_file_path: 'guide.pdf' })).toEqual([
      `news_file_path:${NEWS_FORM_MESSAGE.filePath}`,
    ]);
    expect(messages({ ...valid, news_title: '' })).toEqual([`news_title:${NEWS_MESSAGE.titleRequired}`]);
  });
});
