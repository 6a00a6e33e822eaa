import type { TAccountChange } from '@genba/api-client/schemas';
import { ACCOUNT_CHANGE_STATUS } from '@genba/validators';

/** What the screens say about an e-mail change in each core §4 status (1 auth waiting, 2 expired, 3 completed). */
export const accountChangeText = (change: Pick<TAccountChange, 'status' | 'email'>): string => {
  switch (change.status) {
    case ACCOUNT_CHANGE_STATUS.authWaiting:
      return `${change.email} への変更は認証待ちです。メールに記載のURLを開くと変更が完了します。`;
    case ACCOUNT_CHANGE_STATUS.expired:
      return `${change.email} への変更URLは有効期限が切れました。もう一度お申し込みください。`;
    case ACCOUNT_CHANGE_STATUS.completed:
      return `メールアドレスを ${change.email} に変更しました。`;
  }
};

/** The status label of the account-change page's heading area. */
export const ACCOUNT_CHANGE_LABEL = {
  [ACCOUNT_CHANGE_STATUS.authWaiting]: '認証待ち',
  [ACCOUNT_CHANGE_STATUS.expired]: '有効期限切れ',
  [ACCOUNT_CHANGE_STATUS.completed]: '変更完了',
} as const;
