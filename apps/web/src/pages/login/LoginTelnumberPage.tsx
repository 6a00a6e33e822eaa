import { SmsRequestForm } from '@genba/forms';
import { normalizePhone, type SmsRequest } from '@genba/validators';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { LoginScreen } from '../../modules/login/components/LoginScreen/index.ts';
import { smsLoginStorage } from '../../modules/login/utils/smsLoginStorage.ts';

/** /login/telnumber: SMS login step 1, send the code (talk §4). */
export const Page = () => {
  const { client } = useApi();
  const navigate = useNavigate();
  const onSubmit = async ({ tel_number }: SmsRequest) => {
    const telNumber = normalizePhone(tel_number);
    const result = await client.call('sms_request', { body: { tel_number: telNumber } });
    if (result.ok) {
      smsLoginStorage.start(telNumber);
      await navigate('/login/code');
    }
    return result;
  };
  return (
    <LoginScreen title="電話番号でログイン" footer={<Link to="/login">ログイン方法の選択に戻る</Link>}>
      <SmsRequestForm onSubmit={onSubmit} />
    </LoginScreen>
  );
};
