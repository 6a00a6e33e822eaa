import { Link, useLocation } from 'react-router';
import { LoginScreen } from '../../modules/login/components/LoginScreen/index.ts';
import { COMPLETE_MESSAGES, completeKind } from '../../modules/login/utils/completeMessages.ts';

/** /login/complete: the end of the password reset flows. */
export const Page = () => {
  const { title, body } = COMPLETE_MESSAGES[completeKind(useLocation().search)];
  return (
    <LoginScreen title={title} footer={<Link to="/login">ログイン画面へ</Link>}>
      <p role="status">{body}</p>
    </LoginScreen>
  );
};
