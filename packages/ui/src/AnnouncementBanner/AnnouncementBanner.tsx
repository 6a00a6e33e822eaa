import type { ComponentProps, ReactNode } from 'react';
import { CloseIcon, InfoIcon } from '../Icon/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../internal/cx.ts';
import styles from './AnnouncementBanner.module.css';

export type AnnouncementBannerProps = Omit<ComponentProps<'div'>, 'children'> & {
  children: ReactNode;
  /** Shows a × button. */
  onDismiss?: () => void;
};

/**
 * The 44 px announcement bar above the header (talk §9). The layouts place it
 * in normal flow, so it pushes the whole page down by its height.
 */
export const AnnouncementBanner = ({ children, onDismiss, className, ...rest }: AnnouncementBannerProps) => (
  // biome-ignore lint/a11y/useSemanticElements: a region landmark is what screen-reader users jump to; <section> needs a name anyway.
  <div role="region" aria-label="お知らせ" className={cx(styles.banner, className)} {...rest}>
    <InfoIcon size={18} className={styles.icon} />
    <div className={styles.text}>{children}</div>
    {onDismiss && (
      <IconButton
        aria-label="お知らせを閉じる"
        size="sm"
        icon={<CloseIcon size={16} />}
        className={styles.close}
        onClick={onDismiss}
      />
    )}
  </div>
);
