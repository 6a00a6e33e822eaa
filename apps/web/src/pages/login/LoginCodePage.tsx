import { SmsCodeForm } from '@genba/forms';
import { formatPhone, type SmsLogin } from '@genba/validators';
import { Link, Navigate } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { LoginScreen } from '../../modules/login/components/LoginScreen/index.ts';
import { useFinishLogin } from '../../modules/login/hooks/useFinishLogin.ts';
import { smsLoginStorage } from '../../modules/login/utils/smsLoginStorage.ts';

/** /login/code: SMS login step 2, the code or a new one (talk §4). */
export const Page = () => {
  const { client } = useApi();
  const finishLogin = useFinishLogin();
  const inProgress = smsLoginStorage.read();
  // Without a number there is nothing to confirm: start the SMS login again.
  if (!inProgress) return <Navigate to="/login/telnumber" replace />;
  const { telNumber } = inProgress;

  const onSubmit = async ({ auth_number }: SmsLogin) => {
    const result = await client.call('sms_login', { body: { tel_number: telNumber, auth_number } });
    if (result.ok) await finishLogin(result.data.user);
    return result;
  };
  const onRequestAgain = () => client.call('sms_request_again', { body: { tel_number: telNumber } });

  return (
    <LoginScreen title="認証コードの入力" footer={<Link to="/login/telnumber">電話番号を入力し直す</Link>}>
      <SmsCodeForm telNumber={formatPhone(telNumber)} onSubmit={onSubmit} onRequestAgain={onRequestAgain} />
    </LoginScreen>
  );
};
