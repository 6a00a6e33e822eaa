/** Talk §5 login messages, verbatim. */
export const LOGIN_MESSAGE = {
  emailRequired: 'メールアドレスを入力してください',
  emailEmoji: '絵文字は入力できません',
  emailInvalid: 'メールアドレスに誤りがあります',
  passwordRequired: 'パスワードを入力してください',
  passwordMin: 'Min 6: 6文字以上を入力してください',
} as const;

/**
 * Messages of the SMS login and password reset screens. The spec describes
 * these flows without wording, so these follow the style of the login
 * messages above.
 */
export const LOGIN_FLOW_MESSAGE = {
  telRequired: '携帯電話番号を入力してください',
  telInvalid: '携帯電話番号に誤りがあります',
  authNumberRequired: '認証コードを入力してください',
  tokenInvalid: 'パスワード再設定用のURLが正しくありません。もう一度お手続きください。',
  passwordFormat: 'パスワードは6文字以上20文字以下の半角英数字で入力してください',
  passwordConfirmationRequired: '確認用パスワードを入力してください',
  passwordMismatch: 'パスワードと確認用パスワードが一致しません',
  /** QR login's typed code (docs/adr/011): the page's field when there is no camera. */
  qrCodeRequired: 'ログインコードを入力してください',
  qrCodeInvalid: 'ログインコードに誤りがあります',
} as const;

/** Japanese messages of failed logins; the server sends them in the body of a 401/429 (ZAuthFailure of @genba/api-client). */
export const AUTH_FAILURE_MESSAGES = {
  badCredentials: 'メールアドレスまたはパスワードに誤りがあります',
  badCode: '認証コードに誤りがあります',
  codeExpired: '認証コードの有効期限が切れています',
  telNotRegistered: 'この電話番号は登録されていません',
  tooManyAttempts: '試行回数が多すぎます。しばらくしてから再度お試しください',
  badResetToken: 'パスワード再設定のURLが無効か、有効期限が切れています',
  /** One answer for a wrong, expired, used or revoked QR login code (docs/adr/011). */
  badQrCode: 'QRコードが無効です。もう一度読み取ってください。',
} as const;
