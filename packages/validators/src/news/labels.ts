/** Labels of the news kinds and targets for lists and the administration form. */
export const NEWS_TYPE_LABEL = {
  notice: 'お知らせ',
  invitation: '招待',
  maintenance: 'メンテナンス',
} as const;
export const NEWS_TARGET_LABEL = { all: 'すべて', pc: 'PCのみ', sp: 'スマートフォンのみ' } as const;
