import { ResetPasswordForm, type ResetPasswordValues } from '@genba/forms';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useApi } from '../app/ApiContext.tsx';
import { LoginScreen } from '../modules/login/components/LoginScreen/index.ts';

/** /password/reset/{token}: set a new password with the one-time token from the mail. */
export const Page = () => {
  const { client } = useApi();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const [search] = useSearchParams();
  const onSubmit = async (values: ResetPasswordValues) => {
    const result = await client.call('password_reset', { body: values });
    if (result.ok) await navigate('/login/complete?type=reset', { replace: true });
    return result;
  };
  return (
    <LoginScreen title="パスワードの再設定" footer={<Link to="/login">ログイン画面に戻る</Link>}>
      <ResetPasswordForm token={token} email={search.get('email') ?? ''} onSubmit={onSubmit} />
    </LoginScreen>
  );
};
