/**
 * Messages of the account screens (profile edit, e-mail change by
 * /account-change/{token}, account deletion at /accountdelete). The spec names
 * the routes, chekUserPassword and the account-change statuses but gives no
 * wording: these follow the style of the login messages (talk §5).
 */
export const ACCOUNT_MESSAGE = {
  currentPasswordRequired: '現在のパスワードを入力してください',
  currentPasswordWrong: '現在のパスワードが正しくありません',
  samePassword: '現在のパスワードと異なるパスワードを入力してください',
  emailUnchanged: '現在のメールアドレスと異なるメールアドレスを入力してください',
  emailTaken: 'このメールアドレスは既に使われています',
  telTaken: 'この電話番号は既に使われています',
  noPcLogin: 'このアカウントはメールアドレスとパスワードでログインしないため変更できません',
  contractHolder: '契約者のアカウントは削除できません。契約管理から解約のお手続きをしてください',
  lastManager: '会社管理者がほかにいないため削除できません。先にほかのメンバーを会社管理者にしてください',
  changeLinkInvalid: 'メールアドレス変更のURLが正しくありません',
} as const;

/** What the screens say once a change is done (shown in a status region). */
export const ACCOUNT_DONE_MESSAGE = {
  profile: 'アカウント情報を保存しました。',
  password: 'パスワードを変更しました。ほかの端末はログアウトしました。',
  emailSent: (email: string): string =>
    `${email} に確認メールを送信しました。メールに記載のURLを開くと変更が完了します。`,
  emailChanged: 'メールアドレスを変更しました。',
  deleted: 'アカウントを削除しました。ご利用ありがとうございました。',
} as const;

/** What the deletion's confirmation says happens (talk §2 /accountdelete; the spec gives no wording). */
export const ACCOUNT_DELETE_CONFIRM =
  'アカウントを削除すると、所属しているすべての会社から退出し、ログイン中のすべての端末からログアウトします。この操作は取り消せません。';
