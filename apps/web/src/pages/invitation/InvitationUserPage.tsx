import type { ApiResult } from '@genba/api-client';
import { createQueryOptions, isApiError } from '@genba/api-client/query';
import { InvitationRegisterForm } from '@genba/forms';
import { Skeleton } from '@genba/ui';
import type { InvitationRegister } from '@genba/validators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { LoginScreen } from '../../modules/login/components/LoginScreen/index.ts';
import { OpenInvitationJoin } from '../../modules/organisation/components/OpenInvitationJoin.tsx';
import { TERMS_PATH } from '../../modules/session/utils/routeGuard.ts';
import { signedInHint } from '../../modules/session/utils/sessionQuery.ts';

/**
 * /invitation_user/{encoded} (public, phone-first): the invited worker sees
 * who invites them to which site, sets a name and a password, agrees to the
 * terms, and lands in the site's room. An open link (ADR 009) also asks for
 * the e-mail address to log in with, or registers by phone with an SMS code. A link that is unknown, withdrawn or
 * used says so instead of a form.
 */
export const Page = () => {
  const { encoded = '' } = useParams();
  const { client, expiry } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const invitation = useQuery(createQueryOptions(client, 'getInvitationByLink', { params: { encoded } }));

  const landIn = async <T extends { next_path: string }>(result: ApiResult<T>) => {
    if (result.ok) {
      // A new session: forget what was cached for anyone before, and let the guard read it.
      signedInHint.set(true);
      expiry.reset();
      queryClient.clear();
      await navigate(result.data.next_path, { replace: true });
    }
    return result;
  };
  const onSubmit = async (values: InvitationRegister) =>
    landIn(await client.call('registerInvitation', { params: { encoded }, body: values }));
  const termsLink = (
    <a href={TERMS_PATH} target="_blank" rel="noreferrer">
      利用規約を読む
    </a>
  );

  const data = invitation.data;
  return (
    <LoginScreen
      title="招待されたユーザーの登録"
      footer={<Link to="/login">すでにアカウントをお持ちの方はログイン</Link>}
    >
      {invitation.isPending ? (
        <div role="status" aria-label="招待の内容を読み込み中">
          <Skeleton shape="rect" height={120} />
        </div>
      ) : invitation.isError || !data ? (
        <p role="alert">
          {isApiError(invitation.error) && invitation.error.messages[0]
            ? invitation.error.messages[0]
            : '招待の内容を読み込めませんでした。時間をおいて再度お試しください。'}
        </p>
      ) : (
        <>
          <p>
            {data.company_name}から
            {data.field_name ? `現場「${data.field_name}」に` : ''}
            招待されています。
            {data.kind === 'open'
              ? 'お名前と、メールアドレス・パスワードまたは携帯電話番号を登録してください（無料）。'
              : 'お名前とパスワードを登録してください（無料）。'}
          </p>
          {data.kind === 'open' ? (
            <OpenInvitationJoin encoded={encoded} onJoined={landIn} termsLink={termsLink} />
          ) : (
            <InvitationRegisterForm
              onSubmit={onSubmit}
              defaultName1={data.name1 ?? ''}
              termsLink={termsLink}
            />
          )}
        </>
      )}
    </LoginScreen>
  );
};
