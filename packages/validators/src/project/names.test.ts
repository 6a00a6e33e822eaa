import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import {
  canPartiallyEditProject,
  fileNameSchema,
  projectCompletionStatusSchema,
  tagGroupSchema,
  tagSchema,
  taskStatusSchema,
} from './names.ts';

const boundary = (
  label: string,
  make: (s: string) => unknown,
  schema: Parameters<typeof issuesOf>[0],
  field: string,
  n: number,
) => {
  it(`${label}: ${n} characters pass, ${n + 1} fail`, () => {
    expect(issuesOf(schema, make('あ'.repeat(n)))).toEqual({});
    expect(issuesOf(schema, make('あ'.repeat(n + 1)))).toEqual({
      [field]: [`${n}文字以下で入力してください`],
    });
  });
};

describe('name limits', () => {
  boundary('tag', (name) => ({ name }), tagSchema, 'name', 32);
  boundary('tag group', (name) => ({ name }), tagGroupSchema, 'name', 20);
  boundary('task status name', (name) => ({ name }), taskStatusSchema, 'name', 10);
  boundary(
    'description',
    (description) => ({ name: '完了', description }),
    taskStatusSchema,
    'description',
    100,
  );
  boundary('status memo', (memo) => ({ name: '施工中', memo }), projectCompletionStatusSchema, 'memo', 100);
  boundary('file name', (filename) => ({ filename }), fileNameSchema, 'filename', 255);
  it('requires the names', () => {
    expect(issuesOf(tagSchema, { name: '' })).toEqual({ name: ['タグ名を入力してください。'] });
    expect(issuesOf(tagGroupSchema, { name: '' })).toEqual({ name: ['タググループ名を入力してください。'] });
    expect(issuesOf(taskStatusSchema, { name: '' })).toEqual({ name: ['ステータス名を入力してください。'] });
    expect(issuesOf(fileNameSchema, { filename: '' })).toEqual({
      filename: ['ファイル名を入力してください。'],
    });
  });
  it('takes a #RRGGBB colour', () => {
    expect(issuesOf(projectCompletionStatusSchema, { name: 'a', color: '#00AAff' })).toEqual({});
    expect(issuesOf(projectCompletionStatusSchema, { name: 'a', color: 'blue' })).toEqual({
      color: ['色を選択してください。'],
    });
  });
  it('locks partial edits of externally linked projects', () => {
    expect(canPartiallyEditProject({ fromExternalSystem: true })).toBe(false);
    expect(canPartiallyEditProject({ fromExternalSystem: false })).toBe(true);
  });
});
