import { Skeleton } from '@genba/ui';
import { lazy, Suspense } from 'react';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';

// The form and its widgets load in a chunk of their own, so the app's entry does not grow (docs/adr/007).
const CompanySettingContent = lazy(() =>
  import('../../modules/organisation/components/CompanySettingContent.tsx').then((m) => ({
    default: m.CompanySettingContent,
  })),
);

/** /setting/company: 会社情報 (core §2, access by core §6 on the server). */
export const Page = () => {
  const { user, company } = useMember();
  return (
    <MemberLayout title="会社情報" userName={user.name} companyName={company.name}>
      <Suspense fallback={<Skeleton shape="rect" height={240} />}>
        <CompanySettingContent />
      </Suspense>
    </MemberLayout>
  );
};
