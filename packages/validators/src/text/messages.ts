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
