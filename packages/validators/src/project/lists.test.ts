import { describe, expect, it } from 'vitest';
import { AUTH_ID } from '../auth/authId.ts';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { CASE_KEYSET_SORTS, canWriteProjects, DEFAULT_CASE_COLUMNS } from './caseList.ts';
import { PROJECT_COMPLETION_STATUS_COLOR } from './completionStatus.ts';
import {
  CONSTRUCTION_TYPE_LABEL,
  constructionTypeLabel,
  constructionTypeSchema,
  isConstructionType,
} from './constructionType.ts';
import { EMPTY_PROJECT_FORM, projectFormSchema, protecProjectFormSchema } from './form.ts';
import { projectCompletionStatusSchema } from './names.ts';
import { caseNameSchema } from './rules.ts';

describe('case list settings', () => {
  it('shows these columns before a member chooses, the case name first', () => {
    expect(DEFAULT_CASE_COLUMNS).toEqual([
      'case_name',
      'case_status',
      'customer_name',
      'building_name',
      'office_id',
      'sale_man',
      'fore_man',
      'construction_start_date',
      'construction_end_date',
      'updated_at',
    ]);
  });
  it('pages by keyset only on the columns that are never null', () => {
    expect(CASE_KEYSET_SORTS).toEqual([
      'updated_at',
      'created_at',
      'case_name',
      'case_name_kana',
      'case_status',
      'team_names',
    ]);
  });
  it('lets managers, foremen, salesmen and paid accounts write projects, nobody else', () => {
    const writers: number[] = [
      AUTH_ID.companyManager,
      AUTH_ID.officeManager,
      AUTH_ID.officeSubManager,
      AUTH_ID.foreman,
      AUTH_ID.salesman,
      AUTH_ID.notFree,
    ];
    for (const id of Object.values(AUTH_ID))
      expect(canWriteProjects(id), String(id)).toBe(writers.includes(id));
  });
});

describe('project labels and colours', () => {
  it('labels the six construction types and reads only numbers as one', () => {
    expect(CONSTRUCTION_TYPE_LABEL).toEqual({
      1: '新築',
      2: 'リフォーム',
      3: '解体',
      4: '外構',
      5: '設備',
      6: 'その他',
    });
    expect(constructionTypeLabel(2)).toBe('リフォーム');
    expect(isConstructionType('2')).toBe(false);
    expect(constructionTypeSchema.safeParse('abc').error?.issues.map((i) => i.message)).toEqual([
      '工事種別を一覧から選択してください。',
    ]);
    expect(constructionTypeSchema.safeParse('2').success).toBe(true);
    expect(constructionTypeSchema.safeParse('7').error?.issues.map((i) => i.message)).toEqual([
      '工事種別を一覧から選択してください。',
    ]);
  });
  it('colours the ten statuses as the design tokens do', () => {
    expect(PROJECT_COMPLETION_STATUS_COLOR).toEqual({
      0: '#1559B0',
      1: '#2A7431',
      2: '#00756A',
      3: '#6A1B9A',
      4: '#A8134F',
      5: '#5D4037',
      6: '#A34B06',
      7: '#5F6368',
      8: '#B3261E',
      9: '#37474F',
    });
  });
  it('limits a completion status name to 10 characters and trims a case name', () => {
    expect(issuesOf(projectCompletionStatusSchema, { name: 'あ'.repeat(11) })).toEqual({
      name: ['10文字以下で入力してください'],
    });
    expect(caseNameSchema.parse(' 山田様邸 外壁塗装 ')).toBe('山田様邸 外壁塗装');
  });
});

describe('projectFormSchema field bounds', () => {
  const form = { ...EMPTY_PROJECT_FORM, case_name: '山田様邸', office_id: '1' };

  it('starts from an empty form', () => {
    expect(EMPTY_PROJECT_FORM).toEqual({
      case_name: '',
      case_name_kana: '',
      case_status: '2',
      office_id: '',
      customer_id: '',
      building_id: '',
      sale_man: '',
      fore_man: '',
      case_type: '',
      construction_type_id: '',
      source: '',
      postcode: '',
      address: '',
      memo: '',
      construction_start_date: '',
      construction_end_date: '',
      contract_date: '',
      team_names: [],
      member_ids: [],
      sub_manager_ids: [],
      reception_date: '',
      reception_number: '',
      prime_relation_id: '',
      prime_contractor_office_id: '',
      prime_contractor_member: '',
      m_construction_type_id: '',
    });
    expect(issuesOf(projectFormSchema, form)).toEqual({});
  });

  it.each([
    ['case_name_kana', 100],
    ['case_type', 50],
    ['source', 50],
    ['postcode', 8],
    ['address', 255],
    ['memo', 1000],
    ['reception_number', 50],
  ])('bounds %s at %i characters', (field, max) => {
    expect(issuesOf(projectFormSchema, { ...form, [field]: 'あ'.repeat(max) })).toEqual({});
    expect(issuesOf(projectFormSchema, { ...form, [field]: 'あ'.repeat(max + 1) })).toEqual({
      [field]: [`${max}文字以下で入力してください`],
    });
  });

  it('keeps line breaks in the memo only', () => {
    expect(issuesOf(projectFormSchema, { ...form, memo: '一行目\n二行目' })).toEqual({});
    expect(issuesOf(projectFormSchema, { ...form, source: '紹介\n知人' })).toEqual({
      source: ['制御文字は使用できません。'],
    });
  });

  it('takes up to 20 teams of up to 50 characters', () => {
    const teams = Array.from({ length: 20 }, (_, i) => `班${i}`);
    expect(issuesOf(projectFormSchema, { ...form, team_names: teams })).toEqual({});
    expect(issuesOf(projectFormSchema, { ...form, team_names: [...teams, '班20'] })).toEqual({
      team_names: ['20件以下で指定してください。'],
    });
    expect(issuesOf(projectFormSchema, { ...form, team_names: ['あ'.repeat(51)] })).toEqual({
      'team_names.0': ['50文字以下で入力してください'],
    });
  });

  it('takes member and sub-manager ids of one to ten digits only', () => {
    expect(
      issuesOf(projectFormSchema, { ...form, member_ids: ['1', '1234567890'], sub_manager_ids: ['12'] }),
    ).toEqual({});
    for (const bad of ['x1', '1x', '12345678901'])
      expect(
        issuesOf(projectFormSchema, { ...form, member_ids: [bad], sub_manager_ids: [bad] }),
        bad,
      ).toEqual({
        'member_ids.0': ['メンバーの選択に誤りがあります。'],
        'sub_manager_ids.0': ['副担当者には自社のメンバーを選択してください。'],
      });
  });

  it('takes a one-digit status and a numeric office', () => {
    expect(issuesOf(projectFormSchema, { ...form, case_status: '9', office_id: '123' })).toEqual({});
    for (const [case_status, office_id] of [
      ['12', 'x1'],
      ['x2', '1x'],
    ])
      expect(issuesOf(projectFormSchema, { ...form, case_status, office_id })).toEqual({
        case_status: ['進捗状況を選択してください。'],
        office_id: ['営業所を選択してください。'],
      });
  });

  it('takes a date as YYYY-MM-DD or nothing, a construction type from the list, and optional ids of up to ten digits', () => {
    expect(
      issuesOf(projectFormSchema, {
        ...form,
        contract_date: '2026-11-25',
        construction_type_id: '2',
        prime_relation_id: '12',
        prime_contractor_office_id: '1234567890',
      }),
    ).toEqual({});
    expect(
      issuesOf(projectFormSchema, {
        ...form,
        contract_date: '2026-11-25x',
        construction_start_date: 'x2026-11-25',
        construction_type_id: '12345678901',
        prime_relation_id: '1x',
        prime_contractor_office_id: '12345678901',
        prime_contractor_member: 'x',
      }),
    ).toEqual({
      contract_date: ['日付の形式に誤りがあります', '日付の形式に誤りがあります'],
      construction_start_date: ['日付の形式に誤りがあります', '日付の形式に誤りがあります'],
      construction_type_id: ['工事種別を一覧から選択してください。', '工事種別を一覧から選択してください。'],
      prime_relation_id: ['元請会社は、自社を協力会社として登録している会社から選択してください。'],
      prime_contractor_office_id: ['元請営業所は、選択した元請会社の営業所から選択してください。'],
      prime_contractor_member: ['元請担当者は、選択した元請会社のメンバーから選択してください。'],
    });
  });

  it('needs the prime contractor in the installer variant, by an id of up to ten digits', () => {
    expect(issuesOf(protecProjectFormSchema, { ...form, prime_relation_id: '12' })).toEqual({});
    for (const bad of ['', '1x', 'x1', '12345678901'])
      expect(issuesOf(protecProjectFormSchema, { ...form, prime_relation_id: bad }), bad).toEqual({
        prime_relation_id: ['元請会社を選択してください。'],
      });
  });
});
