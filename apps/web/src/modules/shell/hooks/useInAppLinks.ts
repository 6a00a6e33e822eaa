import { type RefObject, useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * The in-app links inside `container` (plain `<a href data-in-app-link>`) navigate in the app as a router
 * `Link` does, through one click listener instead of a `Link` each. For lists that draw many links at
 * once: the case list's 30 rows have two each, and each `Link` resolves its path and makes its click
 * handler as it renders (bench:projects). A click with a modifier key or another button, or on a link
 * with a target or download, is left to the browser (a new tab, a download), as `Link` leaves it.
 */
export const useInAppLinks = (container: RefObject<HTMLElement | null>) => {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[data-in-app-link]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !element.contains(anchor)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, navigate]);
};
