import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '../../../app/ApiContext.tsx';
import { HOME_PATH, TERMS_PATH } from '../../session/utils/routeGuard.ts';
import { smsLoginStorage } from '../utils/smsLoginStorage.ts';

type LoggedInUser = { agree_terms_flg: 0 | 1 };

/**
 * After a successful login (e-mail or SMS): forget everything cached for the
 * previous visitor, clear the 419 flag, and go to /talk, or to the terms
 * first when the member has not agreed to them (talk §4).
 */
export const useFinishLogin = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { expiry } = useApi();
  return async (user: LoggedInUser) => {
    smsLoginStorage.clear();
    expiry.reset();
    queryClient.clear();
    await navigate(user.agree_terms_flg === 1 ? HOME_PATH : TERMS_PATH, { replace: true });
  };
};
