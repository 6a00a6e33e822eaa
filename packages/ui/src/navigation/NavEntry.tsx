import type { ReactNode } from 'react';
import type { NavItem, RenderLink, RenderLinkProps } from './nav-types.ts';

export const defaultRenderLink: RenderLink = ({ item, href, ...rest }: RenderLinkProps) => (
  <a href={href} {...(item.external ? { target: '_blank', rel: 'noreferrer' } : {})} {...rest} />
);

/** The text of an unread count, capped at 99+; undefined when there is none. */
const badgeText = (count: number | undefined) =>
  count === undefined || count <= 0 ? undefined : count > 99 ? '99+' : String(count);

/** An entry's unread count (`NavItem.badge`), capped at 99+; nothing when there is none. */
export const NavBadge = ({
  count,
  className,
}: {
  count: number | undefined;
  className: string | undefined;
}) => {
  const text = badgeText(count);
  return text === undefined ? null : <span className={className}>{text}</span>;
};

type NavEntryProps = {
  item: NavItem;
  className: string | undefined;
  renderLink: RenderLink;
  /** When the label is not visible (collapsed menu), it becomes the accessible name. */
  labelHidden?: boolean;
  children: ReactNode;
};

/** A link when the item has an href, otherwise a button (logout). */
export const NavEntry = ({ item, className, renderLink, labelHidden = false, children }: NavEntryProps) => {
  // A hidden label becomes the name; a visible badge stays part of it (WCAG 2.5.3, label in name).
  const badge = badgeText(item.badge);
  const ariaLabel = labelHidden ? (badge === undefined ? item.label : `${item.label} ${badge}`) : undefined;
  if (item.href === undefined) {
    return (
      <button
        type="button"
        className={className}
        onClick={item.onSelect}
        aria-label={ariaLabel}
        title={ariaLabel}
      >
        {children}
      </button>
    );
  }
  return renderLink({
    item,
    href: item.href,
    className,
    'aria-current': item.current ? 'page' : undefined,
    'aria-label': ariaLabel,
    children,
  });
};
