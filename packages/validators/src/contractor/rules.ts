import { boundedText } from '../input/bounds.ts';

/** Rules of the partner-company (協力会社) list requests of core §3/§4: saved filters, columns, representatives. */
export const CONTRACTOR_MESSAGE = {
  filterNameRequired: 'フィルター名を入力してください',
  columnsRequired: '表示する項目を1つ以上選択してください',
  representativeRequired: '担当者を選択してください',
  contactRequired: '携帯電話番号またはメールアドレスを入力してください',
} as const;

export const CONTRACTOR_FILTER_NAME_MAX = 20;

/** A saved filter's name: trimmed, required, at most 20 characters. */
export const contractorFilterNameSchema = boundedText({
  trim: true,
  required: CONTRACTOR_MESSAGE.filterNameRequired,
  max: CONTRACTOR_FILTER_NAME_MAX,
});
