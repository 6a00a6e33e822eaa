import type { ReactNode } from 'react';
import type { NavItem, RenderLink, RenderLinkProps } from './nav-types.ts';

export const defaultRenderLink: RenderLink = ({ item, href, ...rest }: RenderLinkProps) => (
  <a href={href} {...(item.external ? { target: '_blank', rel: 'noreferrer' } : {})} {...rest} />
);

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
  const ariaLabel = labelHidden ? item.label : undefined;
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
