import { Skeleton } from '@genba/ui';
import { lazy, Suspense } from 'react';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';

/*
 * The screen's widgets (table, dialog, selects, tabs) load in a chunk of their
 * own: the app's entry lists every page's preload files, and /login's first
 * load has no room for this page's (docs/adr/007).
 */
const MemberInformationContent = lazy(() =>
  import('../../modules/organisation/components/MemberInformationContent.tsx').then((m) => ({
    default: m.MemberInformationContent,
  })),
);

/** /member/information: the company's members, the 招待 dialog and the invitation lists (core §2). */
export const Page = () => {
  const { user, company } = useMember();
  return (
    <MemberLayout title="メンバー管理" userName={user.name} companyName={company.name}>
      <Suspense fallback={<Skeleton shape="rect" height={240} />}>
        <MemberInformationContent />
      </Suspense>
    </MemberLayout>
  );
};
