import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { dailyTextSchema, weatherLabelSchema, workContentSchema } from './rules.ts';

describe('daily text rules', () => {
  it('takes a free text of up to 1000 characters with line breaks', () => {
    expect(issuesOf(dailyTextSchema, '足場設置\n養生')).toEqual({});
    expect(issuesOf(dailyTextSchema, 'あ'.repeat(1000))).toEqual({});
    expect(issuesOf(dailyTextSchema, 'あ'.repeat(1001))).toEqual({ '': ['1000文字以下で入力してください'] });
  });
  it('needs a trimmed work content, line breaks allowed', () => {
    expect(workContentSchema.parse(' 足場設置\n養生 ')).toBe('足場設置\n養生');
    expect(issuesOf(workContentSchema, ' ')).toEqual({ '': ['作業内容を入力してください'] });
  });
  it('bounds a weather label at 20 characters', () => {
    expect(issuesOf(weatherLabelSchema, 'あ'.repeat(20))).toEqual({});
    expect(issuesOf(weatherLabelSchema, 'あ'.repeat(21))).toEqual({ '': ['20文字以下で入力してください'] });
  });
});
