import { Skeleton } from '@genba/ui';
import { lazy, Suspense } from 'react';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';

// The forms load in a chunk of their own, so the app's entry does not grow (docs/adr/007).
const AccountContent = lazy(() =>
  import('../../modules/account/components/AccountContent.tsx').then((m) => ({ default: m.AccountContent })),
);

/** /account: プロフィール編集 of the core §2 sidebar (the spec names no route for it; this one is ours). */
export const Page = () => {
  const { user, company } = useMember();
  return (
    <MemberLayout title="アカウント設定" userName={user.name} companyName={company.name}>
      <Suspense fallback={<Skeleton shape="rect" height={240} />}>
        <AccountContent />
      </Suspense>
    </MemberLayout>
  );
};
