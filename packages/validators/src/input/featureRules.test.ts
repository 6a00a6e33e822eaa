import { describe, expect, it } from 'vitest';
import { folderNameSchema } from '../album/rules.ts';
import { ADMIN_USER_MESSAGE, adminUserNameSchema } from '../auth/adminUser.ts';
import { CONTRACTOR_MESSAGE, contractorFilterNameSchema } from '../contractor/rules.ts';
import { DAILY_MESSAGE, workContentSchema } from '../daily/rules.ts';
import { NEWS_MESSAGE, newsTitleSchema, newsTypeSchema } from '../news/rules.ts';
import { caseNameSchema, completionStatusSchema, PROJECT_MESSAGE } from '../project/rules.ts';
import { clockTimeSchema, TALK_MESSAGE, talkMessageTextSchema } from '../talk/rules.ts';
import { INPUT_MESSAGE } from './bounds.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/** The feature rules moved here from the api-client keep their messages (one home for each rule). */
describe('feature rules with their messages', () => {
  it.each([
    [talkMessageTextSchema, '  ', TALK_MESSAGE.messageRequired],
    [folderNameSchema, ' ', 'フォルダ名を入力してください'],
    [workContentSchema, '', DAILY_MESSAGE.workContentRequired],
    [newsTitleSchema, ' ', NEWS_MESSAGE.titleRequired],
    [newsTitleSchema, 'あ'.repeat(101), NEWS_MESSAGE.titleMax],
    [caseNameSchema, '', PROJECT_MESSAGE.caseNameRequired],
    [caseNameSchema, 'あ'.repeat(101), '100文字以下で入力してください'],
    [contractorFilterNameSchema, '', CONTRACTOR_MESSAGE.filterNameRequired],
    [adminUserNameSchema, '', ADMIN_USER_MESSAGE.nameRequired],
    [clockTimeSchema, '24:00', INPUT_MESSAGE.time],
    [completionStatusSchema, 10, PROJECT_MESSAGE.completionStatus],
    [newsTypeSchema, 'other', NEWS_MESSAGE.type],
  ] as const)('%#: refuses %j with its message', (schema, value, message) => {
    expect(messages(schema.safeParse(value))).toEqual([message]);
  });

  it('message text keeps line breaks but refuses NUL', () => {
    expect(talkMessageTextSchema.parse('一行目\n二行目')).toBe('一行目\n二行目');
    expect(messages(talkMessageTextSchema.safeParse('a\u0000'))).toEqual([INPUT_MESSAGE.controlChars]);
  });

  it('names are single-line', () => {
    expect(messages(caseNameSchema.safeParse('現場\nA'))).toEqual([INPUT_MESSAGE.controlChars]);
  });
});
