import { createQueryOptions, isApiError } from '@genba/api-client/query';
import { Button, Skeleton } from '@genba/ui';
import { ACCOUNT_CHANGE_STATUS, ACCOUNT_MESSAGE } from '@genba/validators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { accountChangeText } from '../../modules/account/utils/accountChangeText.ts';
import { LoginScreen } from '../../modules/login/components/LoginScreen/index.ts';
import { FetchFailed } from '../../modules/shell/components/QueryState/FetchFailed.tsx';

/**
 * /account-change/{token} (talk §2, public): the link mailed to the new
 * address. Opening it only reads the change (a mail scanner's visit confirms
 * nothing); the button confirms it. Statuses of core §4: 1 auth waiting,
 * 2 expired, 3 completed.
 */
export const Page = () => {
  const { token = '' } = useParams();
  const { client } = useApi();
  const queryClient = useQueryClient();
  const options = createQueryOptions(client, 'getAccountChange', { params: { token } });
  const change = useQuery({ ...options, retry: false });
  const [messages, setMessages] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    setSending(true);
    setMessages([]);
    const result = await client.call('completeAccountChange', { params: { token } });
    setSending(false);
    if (result.ok) queryClient.setQueryData(options.queryKey, result.data);
    else setMessages(result.messages.length > 0 ? [...result.messages] : [ACCOUNT_MESSAGE.changeLinkInvalid]);
  };

  const body = () => {
    if (change.isPending) return <Skeleton shape="rect" height={120} />;
    if (change.isError) {
      const badLink = isApiError(change.error) && [404, 422].includes(change.error.status);
      return badLink ? (
        <p role="alert">{ACCOUNT_MESSAGE.changeLinkInvalid}</p>
      ) : (
        <FetchFailed onRetry={() => void change.refetch()} />
      );
    }
    const data = change.data;
    return (
      <>
        <p role="status">{accountChangeText(data)}</p>
        {messages.length > 0 ? <p role="alert">{messages.join(' ')}</p> : null}
        {data.status === ACCOUNT_CHANGE_STATUS.authWaiting ? (
          <Button size="lg" fullWidth loading={sending} onClick={() => void confirm()}>
            メールアドレスの変更を確定
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <LoginScreen title="メールアドレスの変更" footer={<Link to="/login">ログイン画面へ</Link>}>
      {body()}
    </LoginScreen>
  );
};
