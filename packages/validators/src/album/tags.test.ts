import { describe, expect, it } from 'vitest';
import { NAME_MESSAGE } from '../project/names.ts';
import { folderFormSchema } from './rules.ts';
import { moveInOrder, sameTagName, TAG_OPERATION_LABEL, tagFormSchema, tagGroupFormSchema } from './tags.ts';

describe('tag master rules', () => {
  it('a tag name is required, trimmed and at most 32 characters', () => {
    expect(tagFormSchema.parse({ name: '  外壁  ' })).toEqual({ name: '外壁' });
    const blank = tagFormSchema.safeParse({ name: '   ' });
    expect(blank.error?.issues[0]?.message).toBe(NAME_MESSAGE.tagRequired);
    expect(tagFormSchema.safeParse({ name: 'あ'.repeat(32) }).success).toBe(true);
    expect(tagFormSchema.safeParse({ name: 'あ'.repeat(33) }).error?.issues[0]?.message).toBe(
      '32文字以下で入力してください',
    );
  });

  it('a tag group name is required and at most 20 characters', () => {
    expect(tagGroupFormSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(
      NAME_MESSAGE.tagGroupRequired,
    );
    expect(tagGroupFormSchema.safeParse({ name: 'a'.repeat(21) }).error?.issues[0]?.message).toBe(
      '20文字以下で入力してください',
    );
  });

  it('names that read the same are the same', () => {
    expect(sameTagName('ＡＢＣ ', 'abc')).toBe(true);
    expect(sameTagName('abc', ' ＡＢＣ')).toBe(true);
    expect(sameTagName('施工前', '施工後')).toBe(false);
  });

  it('moves an item up or down, never out of the list', () => {
    expect(moveInOrder([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveInOrder([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveInOrder([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveInOrder([1, 2, 3], -1, 1)).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 0, 5)).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 1, 2)).toEqual([1, 2, 3]);
  });

  it('trims a tag group name', () => {
    expect(tagGroupFormSchema.parse({ name: ' 外装 ' })).toEqual({ name: '外装' });
  });

  it('labels the two uses of a tag (talk §3)', () => {
    expect(TAG_OPERATION_LABEL).toEqual({ album: 'アルバム', board: '黒板' });
  });
});

describe('picture folders', () => {
  it('a folder name is required, trimmed and at most 50 characters', () => {
    expect(folderFormSchema.parse({ name: ' 施工前 ' })).toEqual({ name: '施工前' });
    expect(folderFormSchema.safeParse({ name: ' ' }).error?.issues.map((i) => i.message)).toEqual([
      'フォルダ名を入力してください',
    ]);
    expect(folderFormSchema.safeParse({ name: 'あ'.repeat(50) }).success).toBe(true);
    expect(folderFormSchema.safeParse({ name: 'あ'.repeat(51) }).error?.issues.map((i) => i.message)).toEqual(
      ['50文字以下で入力してください'],
    );
  });
});
