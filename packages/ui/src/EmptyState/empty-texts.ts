import { EMPTY_STATE_MESSAGE } from '@genba/validators';

/**
 * The spec's empty states: the titles are `EMPTY_STATE_MESSAGE` of
 * @genba/validators ('データがありません' is quoted verbatim, talk §8); the
 * descriptions are worded here in natural Japanese.
 */
export const emptyStateTexts = {
  noData: { title: EMPTY_STATE_MESSAGE.noData },
  noSearchResult: {
    title: EMPTY_STATE_MESSAGE.noSearchResult,
    description: '条件を変えて、もう一度検索してください。',
  },
  fetchFailed: {
    title: EMPTY_STATE_MESSAGE.fetchFailed,
    description: '通信環境をご確認のうえ、時間をおいて再度お試しください。',
  },
  enterKeyword: {
    title: EMPTY_STATE_MESSAGE.enterKeyword,
    description: '名前や住所の一部で検索できます。',
  },
  noCustomers: { title: EMPTY_STATE_MESSAGE.noCustomers },
} as const satisfies Record<string, { title: string; description?: string }>;

export type EmptyStatePreset = keyof typeof emptyStateTexts;
