import { needsTermsAgreement } from '@genba/validators';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '../../../app/ApiContext.tsx';
import { HOME_PATH, TERMS_PATH } from '../../session/utils/routeGuard.ts';
import { signedInHint } from '../../session/utils/sessionQuery.ts';
import { smsLoginStorage } from '../utils/smsLoginStorage.ts';

/**
 * After a successful login (e-mail or SMS): forget everything cached for the
 * previous visitor, clear the 419 flag, and go to /talk, or to the terms
 * first when the member has not agreed to them (talk §4).
 */
export const useFinishLogin = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { expiry } = useApi();
  return async (user: Parameters<typeof needsTermsAgreement>[0]) => {
    smsLoginStorage.clear();
    // /login/rules is a public screen: the hint makes its loader read the new session.
    signedInHint.set(true);
    expiry.reset();
    queryClient.clear();
    await navigate(needsTermsAgreement(user) ? TERMS_PATH : HOME_PATH, { replace: true });
  };
};
