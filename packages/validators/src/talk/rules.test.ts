import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import {
  chatRoomTypeSchema,
  clockTimeSchema,
  emergencyContactNameSchema,
  stampIdSchema,
  talkKeywordSchema,
} from './rules.ts';

describe('talk request rules', () => {
  it('takes the three room types of talk §1 and names a wrong one', () => {
    for (const type of ['project', 'group', 'private']) expect(chatRoomTypeSchema.parse(type)).toBe(type);
    expect(issuesOf(chatRoomTypeSchema, 'board')).toEqual({ '': ['トークの種類に誤りがあります。'] });
  });

  it('bounds a search keyword at 100 characters', () => {
    expect(issuesOf(talkKeywordSchema, 'あ'.repeat(100))).toEqual({});
    expect(issuesOf(talkKeywordSchema, 'あ'.repeat(101))).toEqual({ '': ['100文字以下で入力してください'] });
  });

  it("takes a clock time 'HH:mm' from 00:00 to 23:59", () => {
    for (const t of ['00:00', '09:30', '12:45', '19:05', '23:59']) expect(clockTimeSchema.parse(t)).toBe(t);
    for (const t of ['24:00', '9:30', '12:60', '1a:00', '12:3x', '12-30', ''])
      expect(issuesOf(clockTimeSchema, t)).toEqual({ '': ['時刻の形式に誤りがあります'] });
  });

  it('gives one message for a long value or a value that is not a string', () => {
    expect(issuesOf(clockTimeSchema, '12:00:00')).toEqual({ '': ['時刻の形式に誤りがあります'] });
    expect(issuesOf(clockTimeSchema, 930)).toEqual({ '': ['時刻の形式に誤りがあります'] });
  });

  it('takes a stamp id from 1 to 9999', () => {
    expect(stampIdSchema.parse(1)).toBe(1);
    expect(stampIdSchema.parse(9999)).toBe(9999);
    for (const id of [0, 10000, 1.5, '1', null])
      expect(issuesOf(stampIdSchema, id)).toEqual({ '': ['スタンプに誤りがあります。'] });
  });

  it("needs an emergency contact's name: trimmed, at most 50 characters", () => {
    expect(emergencyContactNameSchema.parse(' 消防署 ')).toBe('消防署');
    expect(issuesOf(emergencyContactNameSchema, '　')).toEqual({ '': ['名称を入力してください'] });
    expect(issuesOf(emergencyContactNameSchema, 'あ'.repeat(50))).toEqual({});
    expect(issuesOf(emergencyContactNameSchema, 'あ'.repeat(51))).toEqual({
      '': ['50文字以下で入力してください'],
    });
  });
});
