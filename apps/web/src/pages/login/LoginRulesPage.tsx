import { TermsAgreementForm } from '@genba/forms';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { LoginScreen } from '../../modules/login/components/LoginScreen/index.ts';
import { useSession } from '../../modules/session/hooks/useSession.ts';
import { HOME_PATH, LOGOUT_PATH } from '../../modules/session/utils/routeGuard.ts';
import { SESSION_KEY } from '../../modules/session/utils/sessionQuery.ts';
import { TermsArticles } from '../../modules/terms/components/TermsArticles/index.ts';
import { TERMS_TITLE } from '../../modules/terms/utils/termsArticles.ts';

/**
 * /login/rules: the terms. A member who has not agreed reads them and agrees
 * here (the server sets agree_terms_flg and stamps last_access); anyone else
 * can read them.
 */
export const Page = () => {
  const session = useSession();
  const { client } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mustAgree = session.status === 'member' && !session.agreedToTerms;

  const onSubmit = async () => {
    if (session.status !== 'member') return undefined;
    const result = await client.call('agree_terms', {
      params: { id: session.init.user.user_id },
      body: { agree_terms_flg: 1 },
    });
    if (result.ok) {
      // The guard reads the session again on the way to /talk, now agreed.
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      await navigate(HOME_PATH, { replace: true });
    }
    return result;
  };

  return (
    <LoginScreen
      title={TERMS_TITLE}
      wide
      // A member who does not agree can still leave: /logout is always reachable.
      footer={mustAgree ? <Link to={LOGOUT_PATH}>ログアウト</Link> : <Link to="/login">ログイン画面へ</Link>}
    >
      {mustAgree ? <p>ご利用の前に利用規約をお読みいただき、同意してください。</p> : null}
      <TermsArticles />
      {mustAgree ? <TermsAgreementForm onSubmit={onSubmit} /> : null}
    </LoginScreen>
  );
};
