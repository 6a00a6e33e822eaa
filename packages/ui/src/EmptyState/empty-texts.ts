/**
 * The spec's empty states. 'データがありません' is quoted verbatim (talk §8);
 * the others are described in core §8 and worded here in natural Japanese.
 */
export const emptyStateTexts = {
  noData: { title: 'データがありません' },
  noSearchResult: {
    title: '検索結果がありません',
    description: '条件を変えて、もう一度検索してください。',
  },
  fetchFailed: {
    title: 'データを取得できませんでした',
    description: '通信環境をご確認のうえ、時間をおいて再度お試しください。',
  },
  enterKeyword: {
    title: 'キーワードを入力してください',
    description: '名前や住所の一部で検索できます。',
  },
  noCustomers: { title: '顧客が登録されていません' },
} as const satisfies Record<string, { title: string; description?: string }>;

export type EmptyStatePreset = keyof typeof emptyStateTexts;
