import { Avatar as RadixAvatar } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../internal/cx.ts';
import type { AvatarType } from '../tokens/tokens.ts';
import styles from './Avatar.module.css';
import { getInitials } from './initials.ts';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg';

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> & {
  name: string;
  /** Photo URL; the initials show while it loads or if it fails. */
  src?: string;
  /** The member's type (talk §6) sets the fallback colour. */
  type?: AvatarType;
  /** Invited members who have not joined yet get a dashed green border. */
  invited?: boolean;
  size?: AvatarSize;
};

/** A member's photo, or their initials on the colour of their type. */
export const Avatar = ({
  name,
  src,
  type = 'own',
  invited = false,
  size = 'md',
  className,
  ...rest
}: AvatarProps) => (
  <RadixAvatar.Root
    role="img"
    aria-label={invited ? `${name}（招待中）` : name}
    className={cx(styles.avatar, className)}
    data-type={type}
    data-size={size}
    data-invited={invited || undefined}
    {...rest}
  >
    {src && <RadixAvatar.Image className={styles.image} src={src} alt="" />}
    <RadixAvatar.Fallback className={styles.fallback} aria-hidden="true" delayMs={src ? 300 : 0}>
      {getInitials(name)}
    </RadixAvatar.Fallback>
  </RadixAvatar.Root>
);
