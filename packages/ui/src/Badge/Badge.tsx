import type { ComponentProps, CSSProperties } from 'react';
import { cx } from '../internal/cx.ts';
import { color, type ProjectStatusCode } from '../tokens/tokens.ts';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

export type BadgeProps = ComponentProps<'span'> & {
  tone?: BadgeTone;
  /** `solid` for counts and statuses, `subtle` for labels inside lists. */
  variant?: 'solid' | 'subtle';
  /** Paints the badge in a project completion status colour (core §4, 0–9); wins over `tone`. */
  projectStatus?: ProjectStatusCode | number;
};

/** A short label: a status, a count, a tag. */
export const Badge = ({
  tone = 'neutral',
  variant = 'subtle',
  projectStatus,
  className,
  style,
  ...rest
}: BadgeProps) => {
  const statusColour =
    projectStatus === undefined ? undefined : color.projectStatus[String(projectStatus) as ProjectStatusCode];
  return (
    <span
      className={cx(styles.badge, className)}
      data-tone={tone}
      data-variant={statusColour ? 'solid' : variant}
      data-project-status={statusColour ? projectStatus : undefined}
      style={
        statusColour
          ? ({
              '--badge-solid-bg': `var(--genba-color-project-status-${projectStatus})`,
              ...style,
            } as CSSProperties)
          : style
      }
      {...rest}
    />
  );
};
