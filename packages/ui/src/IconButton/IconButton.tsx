import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import styles from './IconButton.module.css';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary' | 'danger';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  /** Required: an icon has no text, so this is the button's only name. */
  'aria-label': string;
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
};

export const IconButton = ({
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) => (
  <button
    type={type}
    className={cx(styles.iconButton, className)}
    data-variant={variant}
    data-size={size}
    title={rest['aria-label']}
    {...rest}
  >
    {icon}
  </button>
);
