import { LoginEmailForm } from '@genba/forms';
import type { LoginEmail } from '@genba/validators';
import { Link } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { LoginScreen } from '../../modules/login/components/LoginScreen/index.ts';
import { useFinishLogin } from '../../modules/login/hooks/useFinishLogin.ts';
import { currentDevice } from '../../modules/session/utils/sessionQuery.ts';

/** /login/email: e-mail and password (PC and smartphone call different endpoints, talk §7). */
export const Page = () => {
  const { client } = useApi();
  const finishLogin = useFinishLogin();
  const onSubmit = async (values: LoginEmail) => {
    const result =
      currentDevice() === 'sp'
        ? await client.call('login_sp', { body: values })
        : await client.call('login_pc', { body: values });
    if (result.ok) await finishLogin(result.data.user);
    return result;
  };
  return (
    <LoginScreen
      title="メールアドレスでログイン"
      footer={
        <>
          <Link to="/login/forgotpass">パスワードをお忘れの方</Link>
          <Link to="/login">ログイン方法の選択に戻る</Link>
        </>
      }
    >
      <LoginEmailForm onSubmit={onSubmit} />
    </LoginScreen>
  );
};
