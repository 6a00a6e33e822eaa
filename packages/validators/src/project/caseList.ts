import { AUTH_ID } from '../auth/authId.ts';
import { labelKeys } from '../internal/labels.ts';

/**
 * The case list (案件一覧) of core §3: its columns in the spec's order with
 * their labels, which of them sort and which are date ranges. One table for
 * the column chooser, the server's sort whitelist and the filter form.
 */
export const CASE_COLUMN_LABEL = {
  case_name: '案件名',
  case_name_kana: '案件名カナ',
  case_status: '進捗状況',
  source: '発生源',
  launch_date: '発生日',
  construction_type_id: '工事種別',
  office_id: '営業所',
  sale_man: '営業担当',
  fore_man: '現場担当',
  contract_date: '契約日',
  customer_name: '顧客名',
  customer_address: '顧客住所',
  building_name: '物件名',
  building_address: '物件住所',
  case_type: '案件種別',
  partner_company: '協力会社',
  memo: 'メモ',
  survey_date: '現調日',
  business_date: '商談日',
  construction_start_date: '着工日',
  construction_end_date: '完工日',
  delivery_date: '引渡日',
  intermediate_date: '中間検査日',
  final_date: '完了検査日',
  reception_date: '受付日',
  created_at: '登録日',
  updated_at: '更新日',
  team_names: 'チーム',
} as const;
export type CaseColumn = keyof typeof CASE_COLUMN_LABEL;
export const CASE_COLUMNS = labelKeys(CASE_COLUMN_LABEL);

/** The columns shown before a member chooses (the case name always stays first). */
export const DEFAULT_CASE_COLUMNS: readonly CaseColumn[] = [
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
];

/** The date columns: each one is a range filter of the case list. */
export const CASE_DATE_COLUMNS = [
  'launch_date',
  'contract_date',
  'survey_date',
  'business_date',
  'construction_start_date',
  'construction_end_date',
  'delivery_date',
  'intermediate_date',
  'final_date',
  'reception_date',
  'created_at',
  'updated_at',
] as const satisfies readonly CaseColumn[];
export type CaseDateColumn = (typeof CASE_DATE_COLUMNS)[number];

/** Columns the server sorts by (team_names is a list and has no order of its own). */
export const CASE_SORT_COLUMNS = CASE_COLUMNS.filter((c) => c !== 'team_names') as [
  CaseColumn,
  ...CaseColumn[],
];

/**
 * The sorts whose column is never null, so a page can continue from the previous page's last
 * (value, id) (getCaseList's designed `after_id`); team_names orders by updated_at. The server
 * honours after_id only for these, and the page sends it only for these.
 */
export const CASE_KEYSET_SORTS: readonly CaseColumn[] = [
  'updated_at',
  'created_at',
  'case_name',
  'case_name_kana',
  'case_status',
  'team_names',
];

export const CASE_LIST_MESSAGE = {
  dateRange: '終了日は開始日以降の日付を入力してください',
  /** The empty list before any project exists (core §8's other empty states are EMPTY_STATE_MESSAGE). */
  noProjects: '案件が登録されていません',
  /** Core §1: project registration is a paid feature; a free account is told so. */
  paidFeature: '案件の登録は有料プランの機能です。有料プランへのお申し込み後にご利用ください。',
  noEditPermission: 'この案件を編集する権限がありません。',
  /** Core §8 delete confirmation. */
  deleteWarning: '案件のすべての情報が削除され、元に戻すことはできません。削除してもよろしいですか？',
  externalLocked: '外部システムから登録された案件のため、この項目は編集できません。',
} as const;

/** Roles that register and edit projects; partners, general members, constructors and free accounts do not. */
const PROJECT_WRITERS: readonly number[] = [
  AUTH_ID.companyManager,
  AUTH_ID.officeManager,
  AUTH_ID.officeSubManager,
  AUTH_ID.foreman,
  AUTH_ID.salesman,
  AUTH_ID.notFree,
];

/** Whether the role may register and edit projects (core §1 paid feature, §6 roles). */
export const canWriteProjects = (authId: number): boolean => PROJECT_WRITERS.includes(authId);

/**
 * Core §5: fields a linked external system owns; a project it registered
 * keeps them as sent (the rest of the form stays editable).
 */
export const EXTERNAL_LOCKED_FIELDS = ['case_name', 'case_name_kana', 'customer_id', 'building_id'] as const;
