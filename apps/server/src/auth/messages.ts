/**
 * Japanese messages of failed logins, sent in the catalogue's ZAuthFailure
 * body. Same text as the api-client's AUTH_FAILURE_MESSAGES, which its root
 * entry does not export yet; switch to the import once it does.
 */
export const AUTH_FAILURE_MESSAGES = {
  badCredentials: 'メールアドレスまたはパスワードに誤りがあります',
  badCode: '認証番号に誤りがあります',
  codeExpired: '認証番号の有効期限が切れています',
  telNotRegistered: 'この電話番号は登録されていません',
  tooManyAttempts: '試行回数が多すぎます。しばらくしてから再度お試しください',
  badResetToken: 'パスワード再設定のURLが無効か、有効期限が切れています',
} as const;
