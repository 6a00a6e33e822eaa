import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { contractorFilterNameSchema } from './rules.ts';

describe("a contractor list's saved filter name", () => {
  it('is trimmed, required and at most 20 characters', () => {
    expect(contractorFilterNameSchema.parse(' 福岡の塗装店 ')).toBe('福岡の塗装店');
    expect(issuesOf(contractorFilterNameSchema, 'あ'.repeat(20))).toEqual({});
    expect(issuesOf(contractorFilterNameSchema, 'あ'.repeat(21))).toEqual({
      '': ['20文字以下で入力してください'],
    });
  });
});
