import { AccountEmailForm, AccountPasswordForm, AccountProfileForm } from '@genba/forms';
import { Skeleton } from '@genba/ui';
import { ACCOUNT_DONE_MESSAGE, formatPhone } from '@genba/validators';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../../app/ApiContext.tsx';
import { QueryState } from '../../shell/components/QueryState/index.ts';
import { useEmailChange, useHasPassword, useRefreshAccount, useUserData } from '../hooks/useAccount.ts';
import { accountChangeText } from '../utils/accountChangeText.ts';
import styles from './AccountContent.module.css';
import { AccountSection } from './AccountSection.tsx';

/**
 * /account: the user's own account (issue 10 item 5). The name is edited
 * here; the password and the e-mail need the current password; the e-mail
 * changes once the mailed /account-change/{token} link is opened; deletion
 * has its own screen (/accountdelete).
 */
export const AccountContent = () => {
  const { client } = useApi();
  const userData = useUserData();
  const hasPassword = useHasPassword();
  const emailChange = useEmailChange();
  const refresh = useRefreshAccount();
  const [done, setDone] = useState<string | null>(null);

  return (
    <div className={styles.page}>
      <p role="status">{done}</p>
      <QueryState query={userData} pending={<Skeleton shape="rect" height={320} />}>
        {({ member }) => (
          <>
            <AccountSection id="account-login" title="ログイン情報">
              <dl className={styles.facts}>
                <dt>メールアドレス</dt>
                <dd>{member.email ?? '未設定'}</dd>
                <dt>携帯電話番号</dt>
                <dd>{member.tel_number ? formatPhone(member.tel_number) : '未設定'}</dd>
              </dl>
            </AccountSection>

            <AccountSection id="account-name" title="氏名">
              <AccountProfileForm
                defaultValues={{
                  name1: member.name1,
                  name2: member.name2 ?? '',
                  kana1: member.kana1 ?? '',
                  kana2: member.kana2 ?? '',
                }}
                onSubmit={async (body) => {
                  setDone(null);
                  const result = await client.call('updateAccountProfile', { body });
                  if (result.ok) {
                    setDone(ACCOUNT_DONE_MESSAGE.profile);
                    await refresh();
                  }
                  return result;
                }}
              />
            </AccountSection>

            <QueryState query={hasPassword} pending={<Skeleton shape="rect" height={200} />}>
              {({ has_password }) =>
                has_password ? (
                  <>
                    <AccountSection id="account-password" title="パスワード">
                      <AccountPasswordForm
                        onSubmit={async (body) => {
                          setDone(null);
                          const result = await client.call('changeAccountPassword', { body });
                          if (result.ok) setDone(ACCOUNT_DONE_MESSAGE.password);
                          return result;
                        }}
                      />
                    </AccountSection>
                    <AccountSection id="account-email" title="メールアドレスの変更">
                      {emailChange.data?.change ? (
                        <p className={styles.note}>{accountChangeText(emailChange.data.change)}</p>
                      ) : null}
                      <AccountEmailForm
                        onSubmit={async (body) => {
                          setDone(null);
                          const result = await client.call('requestAccountEmailChange', { body });
                          if (result.ok) {
                            setDone(ACCOUNT_DONE_MESSAGE.emailSent(result.data.email));
                            await refresh();
                          }
                          return result;
                        }}
                      />
                    </AccountSection>
                  </>
                ) : (
                  <p className={styles.note}>
                    このアカウントは携帯電話番号（SMS認証）でログインするため、パスワードとメールアドレスはありません。
                  </p>
                )
              }
            </QueryState>

            <AccountSection id="account-delete" title="アカウントの削除">
              <p className={styles.note}>削除すると、所属しているすべての会社から退出します。</p>
              <Link to="/accountdelete">アカウントを削除する</Link>
            </AccountSection>
          </>
        )}
      </QueryState>
    </div>
  );
};
