import { ForgotPasswordForm } from '@genba/forms';
import type { PasswordResetRequest } from '@genba/validators';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { LoginScreen } from '../../modules/login/components/LoginScreen/index.ts';

/** /login/forgotpass: mail a one-time reset link. */
export const Page = () => {
  const { client } = useApi();
  const navigate = useNavigate();
  const onSubmit = async (values: PasswordResetRequest) => {
    const result = await client.call('password_reset_request', { body: values });
    if (result.ok) await navigate('/login/complete?type=mail');
    return result;
  };
  return (
    <LoginScreen title="パスワードをお忘れの方" footer={<Link to="/login/email">ログイン画面に戻る</Link>}>
      <ForgotPasswordForm onSubmit={onSubmit} />
    </LoginScreen>
  );
};
