import { Skeleton } from '@genba/ui';
import { lazy, Suspense } from 'react';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';

// The form and its widgets load in a chunk of their own, so the app's entry does not grow (docs/adr/007).
const OfficeSettingContent = lazy(() =>
  import('../../modules/organisation/components/OfficeSettingContent.tsx').then((m) => ({
    default: m.OfficeSettingContent,
  })),
);

/** /setting/office: 営業所設定 (core §2, access by core §6 on the server). */
export const Page = () => {
  const { user, company } = useMember();
  return (
    <MemberLayout title="営業所設定" userName={user.name} companyName={company.name}>
      <Suspense fallback={<Skeleton shape="rect" height={240} />}>
        <OfficeSettingContent />
      </Suspense>
    </MemberLayout>
  );
};
