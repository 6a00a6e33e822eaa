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
            <section className={styles.section} aria-labelledby="account-login">
              <h2 id="account-login" className={styles.heading}>
                ログイン情報
              </h2>
              <dl className={styles.facts}>
                <dt>メールアドレス</dt>
                <dd>{member.email ?? '未設定'}</dd>
                <dt>携帯電話番号</dt>
                <dd>{member.tel_number ? formatPhone(member.tel_number) : '未設定'}</dd>
              </dl>
            </section>

            <section className={styles.section} aria-labelledby="account-name">
              <h2 id="account-name" className={styles.heading}>
                氏名
              </h2>
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
            </section>

            <QueryState query={hasPassword} pending={<Skeleton shape="rect" height={200} />}>
              {({ has_password }) =>
                has_password ? (
                  <>
                    <section className={styles.section} aria-labelledby="account-password">
                      <h2 id="account-password" className={styles.heading}>
                        パスワード
                      </h2>
                      <AccountPasswordForm
                        onSubmit={async (body) => {
                          setDone(null);
                          const result = await client.call('changeAccountPassword', { body });
                          if (result.ok) setDone(ACCOUNT_DONE_MESSAGE.password);
                          return result;
                        }}
                      />
                    </section>
                    <section className={styles.section} aria-labelledby="account-email">
                      <h2 id="account-email" className={styles.heading}>
                        メールアドレスの変更
                      </h2>
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
                    </section>
                  </>
                ) : (
                  <p className={styles.note}>
                    このアカウントは携帯電話番号（SMS認証）でログインするため、パスワードとメールアドレスはありません。
                  </p>
                )
              }
            </QueryState>

            <section className={styles.section} aria-labelledby="account-delete">
              <h2 id="account-delete" className={styles.heading}>
                アカウントの削除
              </h2>
              <p className={styles.note}>削除すると、所属しているすべての会社から退出します。</p>
              <Link to="/accountdelete">アカウントを削除する</Link>
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
};
