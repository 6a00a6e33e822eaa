import type { ReactNode } from 'react';
import type { RenderLink } from '../navigation/nav-types.ts';
import { PcLayout, type PcLayoutProps } from '../PcLayout/PcLayout.tsx';
import { SpLayout, type SpLayoutProps } from '../SpLayout/SpLayout.tsx';
import { type LayoutVariant, useLayoutVariant } from './use-layout-variant.ts';

export type AppLayoutProps = {
  pc: Omit<PcLayoutProps, 'children' | 'renderLink' | 'announcement' | 'onAnnouncementDismiss'>;
  sp: Omit<SpLayoutProps, 'children' | 'renderLink' | 'announcement' | 'onAnnouncementDismiss'>;
  announcement?: ReactNode;
  onAnnouncementDismiss?: () => void;
  renderLink?: RenderLink;
  /** Forces one layout (tests, the embedded mobile app); otherwise chosen by window width. */
  variant?: LayoutVariant;
  children: ReactNode;
};

/** Chooses the PC or the smartphone layout by the 992 px breakpoint. */
export const AppLayout = ({ pc, sp, variant, children, ...shared }: AppLayoutProps) => {
  const byWidth = useLayoutVariant();
  return (variant ?? byWidth) === 'pc' ? (
    <PcLayout {...pc} {...shared}>
      {children}
    </PcLayout>
  ) : (
    <SpLayout {...sp} {...shared}>
      {children}
    </SpLayout>
  );
};
