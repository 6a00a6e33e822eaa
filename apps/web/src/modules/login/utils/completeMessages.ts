/** /login/complete closes two flows: the reset mail was sent, or the new password was saved. */
export const COMPLETE_MESSAGES = {
  mail: {
    title: '送信完了',
    body: 'パスワード再設定用のURLをメールでお送りしました。メールに記載のURLから新しいパスワードを設定してください。',
  },
  reset: {
    title: 'パスワード再設定完了',
    body: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
  },
} as const;

export type CompleteKind = keyof typeof COMPLETE_MESSAGES;

export const completeKind = (search: string): CompleteKind =>
  new URLSearchParams(search).get('type') === 'reset' ? 'reset' : 'mail';
