import { LoginChoice } from '../../modules/login/components/LoginChoice/index.ts';
import { LoginScreen } from '../../modules/login/components/LoginScreen/index.ts';

/** /login: choose e-mail or phone. */
export const Page = () => (
  <LoginScreen title="ログイン">
    <LoginChoice />
  </LoginScreen>
);
