import { describe, expect, it } from 'vitest';
import { previewStateOf, siteLabelOf } from './linkPreviewState.ts';

const base = { url: 'https://example.com/a', title: null, description: null, image: null, siteName: null };

describe('previewStateOf', () => {
  it('draws a card only when the page has a title or a description', () => {
    expect(previewStateOf(null)).toEqual({ status: 'none' });
    expect(previewStateOf({ ...base, image: 'https://example.com/i.png' })).toEqual({ status: 'none' });
    expect(previewStateOf({ ...base, title: '工程表' }).status).toBe('ready');
    expect(previewStateOf({ ...base, description: '説明' }).status).toBe('ready');
  });
});

describe('siteLabelOf', () => {
  it('names the site, else the host', () => {
    expect(siteLabelOf({ ...base, siteName: '現場ポケット' })).toBe('現場ポケット');
    expect(siteLabelOf(base)).toBe('example.com');
  });
});
