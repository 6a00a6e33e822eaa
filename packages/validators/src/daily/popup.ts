/** The posted daily's popup (issue 13): the words of its summary, loading and failure. */
export const DAILY_POPUP_TEXT = {
  title: (date: string) => `${date}の日報`,
  site: '現場',
  author: '作成者',
  proxy: (name: string) => `（${name}さんが代理登録）`,
  weather: '天気',
  times: '勤務時間',
  work: '作業内容',
  state: '状態',
  confirmed: '確認済み',
  unconfirmed: '未確認',
  confirmedBy: (name: string) => `確認者 ${name}`,
  detail: '詳細を見る',
  loading: '日報を読み込み中',
  failed: '日報を読み込めませんでした。',
  retry: '再読み込み',
} as const;
