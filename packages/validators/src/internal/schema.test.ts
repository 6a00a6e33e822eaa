import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGE } from '../input/bounds.ts';
import { TEXT_MESSAGE } from '../text/messages.ts';
import { prefectureField } from './fields.ts';
import { issuesOf } from './issues.test-utils.ts';
import { optionalText, type Rule, requiredText } from './schema.ts';

const REQUIRED = '名前を入力してください';
const TOO_LONG = '10文字以下で入力してください';
const atMostTen: Rule = [(v) => v.length <= 10, TOO_LONG];

describe('requiredText', () => {
  it('keeps surrounding spaces unless asked to trim', () => {
    expect(requiredText(REQUIRED).parse(' 山田 ')).toBe(' 山田 ');
    expect(requiredText(REQUIRED, [], { trim: true }).parse(' 山田 ')).toBe('山田');
  });

  it('allows tab and line breaks unless the field is single-line, and never other control characters', () => {
    expect(requiredText(REQUIRED).parse('一行目\n二行目\tタブ')).toBe('一行目\n二行目\tタブ');
    const singleLine = requiredText(REQUIRED, [], { singleLine: true });
    for (const value of ['一行目\n二行目', 'タブ\t', '改行\r'])
      expect(issuesOf(singleLine, value), JSON.stringify(value)).toEqual({
        '': [INPUT_MESSAGE.controlChars],
      });
    expect(issuesOf(requiredText(REQUIRED), 'NUL\u0000')).toEqual({ '': [INPUT_MESSAGE.controlChars] });
  });

  it('reports one custom issue: the first rule that fails', () => {
    const result = requiredText(REQUIRED, [atMostTen]).safeParse('');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ code: 'custom', message: REQUIRED }]);
  });
});

describe('optionalText', () => {
  const schema = optionalText([atMostTen]);

  it('accepts absent, null and blank, and checks anything else', () => {
    for (const value of [undefined, null, '', '　 ']) expect(issuesOf(schema, value)).toEqual({});
    expect(issuesOf(schema, 'あいうえおかきくけこさ')).toEqual({ '': [TOO_LONG] });
  });

  it('keeps surrounding spaces unless asked to trim, then applies the rules to the trimmed value', () => {
    expect(schema.parse(' あ ')).toBe(' あ ');
    const trimmed = optionalText([atMostTen], { trim: true });
    expect(trimmed.parse(' あ ')).toBe('あ');
    // Ten characters once trimmed: within the rule only when the spaces go first.
    expect(issuesOf(trimmed, '  あいうえおかきくけこ  ')).toEqual({});
    expect(issuesOf(schema, '  あいうえおかきくけこ  ')).toEqual({ '': [TOO_LONG] });
  });

  it('answers a value that is not a string with its first rule’s message, or the generic one without rules', () => {
    expect(issuesOf(schema, 42)).toEqual({ '': [TOO_LONG] });
    expect(issuesOf(optionalText([]), 42)).toEqual({ '': [INPUT_MESSAGE.text] });
  });

  it('refuses tab and line breaks only when single-line', () => {
    expect(schema.parse('一行目\n二行目')).toBe('一行目\n二行目');
    expect(issuesOf(optionalText([], { singleLine: true }), '一行目\n二行目')).toEqual({
      '': [INPUT_MESSAGE.controlChars],
    });
  });

  it('stops at the raw bound with its own message alone, before the rules run', () => {
    const bounded = optionalText([atMostTen], { maxRaw: 20 });
    expect(issuesOf(bounded, 'あ'.repeat(21))).toEqual({ '': [TEXT_MESSAGE.maxLength(20)] });
    expect(issuesOf(bounded, 'あ'.repeat(20))).toEqual({ '': [TOO_LONG] });
  });

  it('reports a failed rule as a custom issue', () => {
    expect(schema.safeParse('あ'.repeat(11)).error?.issues).toMatchObject([
      { code: 'custom', message: TOO_LONG },
    ]);
  });
});

describe('prefectureField', () => {
  const PREFECTURE = '都道府県を選択してください';

  it('accepts the codes 1-47 and answers anything else with the field’s message', () => {
    const schema = prefectureField(PREFECTURE);
    expect(schema.parse(1)).toBe(1);
    expect(schema.parse(47)).toBe(47);
    for (const value of [0, 48, 1.5, '13', null])
      expect(issuesOf(schema, value), JSON.stringify(value)).toEqual({ '': [PREFECTURE] });
  });
});
