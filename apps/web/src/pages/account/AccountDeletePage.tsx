import { AccountDeleteForm } from '@genba/forms';
import { Skeleton } from '@genba/ui';
import { ACCOUNT_DONE_MESSAGE } from '@genba/validators';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { useHasPassword } from '../../modules/account/hooks/useAccount.ts';
import { LoginScreen } from '../../modules/login/components/LoginScreen/index.ts';
import { useSession } from '../../modules/session/hooks/useSession.ts';
import { SESSION_KEY, signedInHint } from '../../modules/session/utils/sessionQuery.ts';
import { QueryState } from '../../modules/shell/components/QueryState/index.ts';

type Member = Extract<ReturnType<typeof useSession>, { status: 'member' }>;

/** The signed-in part: which proof the account has, then the form with its confirmation. */
const DeleteAccount = ({ session, onDeleted }: { session: Member; onDeleted: () => Promise<void> }) => {
  const { client } = useApi();
  const hasPassword = useHasPassword();
  const tel = session.init.member.tel_number;
  return (
    <QueryState query={hasPassword} pending={<Skeleton shape="rect" height={160} />}>
      {({ has_password }) => (
        <AccountDeleteForm
          proof={has_password ? 'password' : 'sms'}
          onRequestCode={tel ? () => client.call('sms_request', { body: { tel_number: tel } }) : undefined}
          onSubmit={async (body) => {
            const result = await client.call('deleteAccount', { body });
            if (result.ok) await onDeleted();
            return result;
          }}
        />
      )}
    </QueryState>
  );
};

/**
 * /accountdelete (talk §2, public so that it can be linked from outside the
 * app): a signed-in visitor deletes their own account after proving it is
 * them and confirming; the server ends every session of the account. Anyone
 * else is asked to log in first.
 */
export const Page = () => {
  const session = useSession();
  const queryClient = useQueryClient();
  const [deleted, setDeleted] = useState(false);

  const onDeleted = async () => {
    signedInHint.set(false);
    setDeleted(true);
    queryClient.removeQueries({ queryKey: SESSION_KEY });
  };

  let body = (
    <>
      <p>アカウントを削除するには、ログインしてからこのページを開いてください。</p>
      <Link to="/login">ログイン画面へ</Link>
    </>
  );
  if (deleted) body = <p role="status">{ACCOUNT_DONE_MESSAGE.deleted}</p>;
  else if (session.status === 'member')
    body = (
      <>
        <p>
          {session.init.user.name}
          さんのアカウントを削除します。削除すると、所属しているすべての会社から退出し、ログイン中のすべての端末からログアウトします。トークや写真などの投稿は残ります。
        </p>
        <DeleteAccount session={session} onDeleted={onDeleted} />
      </>
    );

  return (
    <LoginScreen
      title="アカウントの削除"
      footer={deleted ? <Link to="/login">ログイン画面へ</Link> : <Link to="/talk">トークへ戻る</Link>}
    >
      {body}
    </LoginScreen>
  );
};
