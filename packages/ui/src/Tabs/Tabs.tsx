import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../internal/cx.ts';
import styles from './Tabs.module.css';

export type TabsProps = ComponentProps<typeof RadixTabs.Root>;
export type TabsListProps = ComponentProps<typeof RadixTabs.List> & {
  /** Stretch the tabs over the full width (phone tab bars). */
  fullWidth?: boolean;
};
export type TabsTriggerProps = ComponentProps<typeof RadixTabs.Trigger>;
export type TabsContentProps = ComponentProps<typeof RadixTabs.Content>;

const List = ({ className, fullWidth, ...rest }: TabsListProps) => (
  <RadixTabs.List className={cx(styles.list, className)} data-full-width={fullWidth || undefined} {...rest} />
);

const Trigger = ({ className, ...rest }: TabsTriggerProps) => (
  <RadixTabs.Trigger className={cx(styles.trigger, className)} {...rest} />
);

const Content = ({ className, ...rest }: TabsContentProps) => (
  <RadixTabs.Content className={cx(styles.content, className)} {...rest} />
);

/**
 * Tabs (Radix): `Tabs.List` of `Tabs.Trigger`s and one `Tabs.Content` per
 * value. Arrow keys move between tabs; the talk page's tabs use it.
 */
export const Tabs = Object.assign(
  ({ className, ...rest }: TabsProps) => <RadixTabs.Root className={cx(styles.root, className)} {...rest} />,
  { List, Trigger, Content },
);
