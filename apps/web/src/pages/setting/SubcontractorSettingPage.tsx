import { Skeleton } from '@genba/ui';
import { lazy, Suspense } from 'react';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';

// The forms and the list load in a chunk of their own, so the app's entry does not grow (docs/adr/007).
const SubcontractorSettingContent = lazy(() =>
  import('../../modules/subcontractor/components/SubcontractorSettingContent.tsx').then((m) => ({
    default: m.SubcontractorSettingContent,
  })),
);

/** /setting/subcontractor: 協力会社設定 (core §2/§7, access by core §6 on the server, docs/adr/010). */
export const Page = () => {
  const { user, company } = useMember();
  return (
    <MemberLayout title="協力会社設定" userName={user.name} companyName={company.name}>
      <Suspense fallback={<Skeleton shape="rect" height={240} />}>
        <SubcontractorSettingContent />
      </Suspense>
    </MemberLayout>
  );
};
