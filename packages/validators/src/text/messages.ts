/**
 * The text-helper messages of talk §5, verbatim (including which ones end in
 * '。'), as functions so the number is filled in the same way everywhere.
 */
export const TEXT_MESSAGE = {
  /** '{n}文字以下で入力してください' */
  maxLength: (n: number): string => `${n}文字以下で入力してください`,
  /** '半角数字で入力してください。' */
  halfWidthDigits: (): string => '半角数字で入力してください。',
  /** '半角数字以外は使用できません。' */
  onlyHalfWidthDigits: (): string => '半角数字以外は使用できません。',
  /** '{n}桁の数字で入力してください。' */
  digitCount: (n: number): string => `${n}桁の数字で入力してください。`,
} as const;

/**
 * Empty states (core §8: no search result, data cannot be fetched, enter a
 * keyword, no customers registered). `noData` is talk §8's wording for an
 * empty contractor list, verbatim; the others are in the same style.
 */
export const EMPTY_STATE_MESSAGE = {
  noData: 'データがありません',
  noSearchResult: '検索結果がありません',
  fetchFailed: 'データを取得できませんでした',
  enterKeyword: 'キーワードを入力してください',
  noCustomers: '顧客が登録されていません',
} as const;
