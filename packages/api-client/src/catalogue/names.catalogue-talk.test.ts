import { describe, expect, it } from 'vitest';
import { albumEndpoints } from './album.ts';
import { bbsEndpoints } from './bbs.ts';
import { dailyEndpoints } from './daily.ts';
import { folderEndpoints } from './folder.ts';
import { endpoints } from './index.ts';
import { mentionEndpoints } from './mention.ts';
import { newsEndpoints } from './news.ts';
import { sendEndpoints } from './send.ts';
import { storageEndpoints } from './storage.ts';
import { talkEndpoints } from './talk.ts';

const TALK_SIDE = {
  talk: talkEndpoints,
  send: sendEndpoints,
  album: albumEndpoints,
  storage: storageEndpoints,
  folder: folderEndpoints,
  bbs: bbsEndpoints,
  daily: dailyEndpoints,
  news: newsEndpoints,
  mention: mentionEndpoints,
};

describe('talk-side catalogue names', () => {
  it('no call name is declared twice: a later family would silently replace the earlier entry', () => {
    const total = Object.values(TALK_SIDE).reduce((sum, family) => sum + Object.keys(family).length, 0);
    const merged = new Set(Object.values(TALK_SIDE).flatMap((family) => Object.keys(family)));
    expect(merged.size).toBe(total);
  });

  it('every talk-side entry survives in the merged catalogue unchanged', () => {
    for (const family of Object.values(TALK_SIDE)) {
      for (const [name, entry] of Object.entries(family)) {
        expect(endpoints[name as keyof typeof endpoints], name).toBe(entry);
      }
    }
  });

  it('no two entries share a method and path', () => {
    const routes = Object.values(endpoints).map((e) => `${e.method} ${e.path.replace(/\{\w+\}/g, '{}')}`);
    const duplicates = routes.filter((route, i) => routes.indexOf(route) !== i);
    expect(duplicates).toEqual([]);
  });

  it('every entry documents its design choice when the spec left the shape open', () => {
    for (const family of Object.values(TALK_SIDE)) {
      for (const [name, entry] of Object.entries(family))
        expect('design' in entry && entry.design, name).toBeTruthy();
    }
  });
});
