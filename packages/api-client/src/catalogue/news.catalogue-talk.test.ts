import { newsOpenAction } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import { makeNewsList, newsFixtures } from '../fixtures/news.ts';
import { newsOpenInput } from '../schemas/news.ts';
import { newsEndpoints } from './news.ts';

const SPEC: Record<keyof typeof newsEndpoints, [string, string]> = {
  update_unpopup: ['POST', '/api/news/update_unpopup'],
  update_read_news: ['POST', '/api/news/update_read_news'],
  pc_news: ['GET', '/api/news/pc_news'],
  sp_news: ['GET', '/api/news/sp_news'],
  admin_news: ['GET', '/api/news/admin_news'],
  delete_news: ['DELETE', '/api/news/{id}'],
  admin_news_create: ['POST', '/api/news/admin_news'],
  admin_news_save: ['PUT', '/api/news/admin_news'],
  admin_news_update: ['PUT', '/api/news/admin_news/{id}'],
  update_read_all: ['PUT', '/api/news/update_read_all'],
};
const ADMIN = ['admin_news', 'delete_news', 'admin_news_create', 'admin_news_save', 'admin_news_update'];

const draft = {
  news_title: 'メンテナンスのお知らせ',
  news_type: 'maintenance',
  news_content: '<p>11月30日 2:00〜4:00</p>',
  news_file_path: null,
  target: 'all',
  popup_flg: 1,
  publish_start: '2026-11-25 09:00:00',
  publish_end: null,
};

describe('news catalogue', () => {
  it.each(Object.entries(newsEndpoints))('%s parses its default fixture and matches talk §7', (name, def) => {
    const key = name as keyof typeof newsEndpoints;
    expect(def.response.safeParse(newsFixtures[key]()).error).toBeUndefined();
    expect([def.method, def.path]).toEqual(SPEC[key]);
  });

  it('admin news calls take 30000 ms; member calls the default', () => {
    for (const [name, def] of Object.entries(newsEndpoints)) {
      expect(def.timeout, name).toBe(ADMIN.includes(name) ? 30_000 : 120_000);
    }
  });

  it('admin create and update fail as status false with errors (talk §8)', () => {
    for (const name of ['admin_news_create', 'admin_news_save', 'admin_news_update'] as const) {
      expect(newsEndpoints[name].failure).toBe('status-errors');
    }
    expect(newsEndpoints.pc_news.failure).toBe('false');
  });

  it('validates the admin form in Japanese', () => {
    const body = newsEndpoints.admin_news_create.body;
    expect(body.safeParse(draft).success).toBe(true);
    const messages = (value: object) => body.safeParse(value).error?.issues.map((i) => i.message);
    expect(messages({ ...draft, news_title: '' })).toEqual(['タイトルを入力してください']);
    expect(messages({ ...draft, news_content: null })).toEqual(['本文またはファイルを指定してください']);
    expect(messages({ ...draft, publish_end: '2026-11-24 09:00:00' })).toEqual([
      '掲載終了日時は掲載開始日時より後にしてください',
    ]);
    expect(newsEndpoints.admin_news_save.body.safeParse({ ...draft, id: 501 }).success).toBe(true);
    expect(newsEndpoints.admin_news_save.body.safeParse(draft).success).toBe(false);
  });

  it('the default list covers each way of opening an item (talk §4)', () => {
    const actions = makeNewsList().map((news) => newsOpenAction(newsOpenInput(news), false));
    expect(actions).toEqual(['detail', 'download', 'detail']);
    expect(
      newsOpenAction(newsOpenInput({ news_type: 'notice', news_file_path: 'news/1/料金表.xlsx' }), true),
    ).toBe('nativeViewer');
  });
});
