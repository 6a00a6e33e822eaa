/** Contract options (core §1): standard, whiteboard, attendance, office management, schedule board. */
export const CONTRACT_OPTIONS = ['standard', 'whiteboard', 'attendance', 'office', 'schedule_board'] as const;
export type ContractOption = (typeof CONTRACT_OPTIONS)[number];

/** Contract errors of core §8, in Japanese (the server sends them; the forms show them). */
export const CONTRACT_ERROR_MESSAGES = {
  optionTrialBeforeBasic:
    'オプションの試用期間終了日は基本プランの試用期間終了日と同じかそれ以降にしてください',
  optionPaidByCard: 'カード払いのオプションがあるため基本プランの試用期間は変更できません',
  generic: '処理中にエラーが発生しました。時間をおいて再度お試しください',
  cardRequired: 'カード情報を入力してください',
} as const;
