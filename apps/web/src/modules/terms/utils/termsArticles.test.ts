import { describe, expect, it } from 'vitest';
import { TERMS_ARTICLES } from './termsArticles.ts';

describe('terms of service', () => {
  it('has the 24 articles of talk §2, each with a title and text', () => {
    expect(TERMS_ARTICLES).toHaveLength(24);
    for (const article of TERMS_ARTICLES) {
      expect(article.title).not.toBe('');
      expect(article.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it('states the fees of talk §9', () => {
    const text = TERMS_ARTICLES.flatMap((article) => article.paragraphs).join('');
    for (const fee of ['13,200円', '16,500円', '142,560円', '178,200円', '6,600円'])
      expect(text).toContain(fee);
  });
});
