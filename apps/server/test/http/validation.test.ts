import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addNestedError,
  decodeForm,
  decodeQuery,
  parseForm,
  REQUIRED_MESSAGE,
} from '../../src/http/validation.ts';

describe('nested 422 errors', () => {
  it('nests messages by field path, array indexes included', () => {
    const errors = {};
    addNestedError(errors, ['rows', 0, 'name1'], 'お名前(姓)を入力してください。');
    addNestedError(errors, ['rows', 0, 'name1'], '20文字以下で入力してください');
    addNestedError(errors, ['rows', 2, 'tel_number'], '正しい電話番号を入力してください。');
    addNestedError(errors, [], '全体のエラー');
    expect(errors).toEqual({
      rows: {
        0: { name1: ['お名前(姓)を入力してください。', '20文字以下で入力してください'] },
        2: { tel_number: ['正しい電話番号を入力してください。'] },
      },
      _: ['全体のエラー'],
    });
  });
});

describe('request decoding', () => {
  it('turns repeated and x[] query keys into arrays', () => {
    expect(decodeQuery({ a: ['1'], b: ['1', '2'], 'c[]': ['x'] })).toEqual({
      a: '1',
      b: ['1', '2'],
      c: ['x'],
    });
  });

  it('turns x[] form keys into arrays and keeps files', () => {
    const file = new File(['x'], 'a.jpg');
    expect(decodeForm({ 'tag_setting_ids[]': ['1', '2'], file, single: '3' })).toEqual({
      tag_setting_ids: ['1', '2'],
      file,
      single: '3',
    });
  });

  it('decodes JSON-encoded object and array fields only where the schema wants them', async () => {
    const schema = z.object({
      message: z.string(),
      worker_list_data: z.object({ blood_type: z.string() }),
      ids: z.array(z.number()),
    });
    const outcome = await parseForm(schema, {
      message: '[本文] そのまま',
      worker_list_data: '{"blood_type":"A"}',
      ids: '[1,2]',
    });
    expect(outcome).toEqual({
      ok: true,
      value: { message: '[本文] そのまま', worker_list_data: { blood_type: 'A' }, ids: [1, 2] },
    });
  });

  it('reports a missing field as required in Japanese', async () => {
    const outcome = await parseForm(z.object({ name1: z.string() }), {});
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.issues[0]?.message).toBe(REQUIRED_MESSAGE);
  });
});
