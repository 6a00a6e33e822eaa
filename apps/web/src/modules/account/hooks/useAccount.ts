import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiContext.tsx';
import { SESSION_KEY } from '../../session/utils/sessionQuery.ts';

/** The session user and their member record (names, e-mail, phone) as the account screen shows them. */
export const useUserData = () => useQuery(createQueryOptions(useApi().client, 'getUserData', {}));

/** Whether the account logs in with an e-mail and a password (else it has no password to change). */
export const useHasPassword = () => useQuery(createQueryOptions(useApi().client, 'check_password', {}));

/** The newest e-mail change with its core §4 status. */
export const useEmailChange = () =>
  useQuery(createQueryOptions(useApi().client, 'getAccountEmailChange', {}));

/** After an account write: the account reads and the session (the header shows the name). */
export const useRefreshAccount = () => {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      ...(['getUserData', 'getAccountEmailChange'] as const).map((name) =>
        queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor(name) }),
      ),
      queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
    ]);
  };
};
