import { AppLayout, Avatar, defaultRenderLink, type RenderLink } from '@genba/ui';
import { type ComponentType, type ReactNode, useContext, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../session/hooks/useSession.ts';
import { HOME_PATH } from '../../../session/utils/routeGuard.ts';
import { bottomNavigationAt, sideMenuAt } from '../../navigation.tsx';
import { AccountMenuSlot } from './AccountMenuSlot.tsx';
import { EmbeddedInFrame } from './embedded.ts';
import styles from './MemberLayout.module.css';

export type MemberLayoutProps = {
  /** The page title (smartphone header, document title). */
  title: string;
  userName: string;
  companyName: string;
  children: ReactNode;
};

// News pages show the items themselves, and /admin must not be covered while news is being written.
const NO_POPUP_PATH = /^\/(news|admin)(\/|$)/;

/**
 * The news pop-up after login (TalkNews) is its own chunk, fetched once the page has been idle
 * for a moment; nothing of it is in a page's first load (/talk's budget).
 */
const useNewsPopup = (enabled: boolean): ComponentType | undefined => {
  const [popup, setPopup] = useState<ComponentType>();
  useEffect(() => {
    if (!enabled) return;
    const id = setTimeout(
      () => void import('../../../news/components/NewsPopup.tsx').then((m) => setPopup(() => m.NewsPopup)),
      1500,
    );
    return () => clearTimeout(id);
  }, [enabled]);
  return popup;
};

/** The ui layouts take links as data; the router's Link renders internal ones, so navigation stays client-side. */
const renderLink: RenderLink = (props) => {
  if (props.item.external) return defaultRenderLink(props);
  const { item, href, ...rest } = props;
  return <Link to={href} {...rest} />;
};

/**
 * Every member page's frame: the PC layout (header, the sidebar of core §2)
 * from 992 px, the smartphone layout (title header, bottom navigation) below.
 * Both menus come from the app's one navigation table (../../navigation.tsx);
 * the entry of the current route is marked.
 */
export const MemberLayout = ({ title, userName, companyName, children }: MemberLayoutProps) => {
  const { pathname } = useLocation();
  const embedded = useContext(EmbeddedInFrame);
  const session = useSession();
  // The menu hides what the server's access rule refuses this member (core §6).
  const denied = session.status === 'member' ? (session.init.denied_routes ?? []) : [];
  const me = <Avatar name={userName} type="own" size="sm" />;
  // An embedded page is inside a frame whose own layout already offers the pop-up.
  const NewsPopup = useNewsPopup(!embedded && session.status === 'member' && !NO_POPUP_PATH.test(pathname));
  if (embedded) return children;
  return (
    <>
      <title>{`${title} | Genba`}</title>
      <AppLayout
        renderLink={renderLink}
        pc={{
          brand: (
            <Link to={HOME_PATH} className={styles.brand}>
              Genba
            </Link>
          ),
          headerCenter: <span className={styles.company}>{companyName}</span>,
          headerEnd: (
            <AccountMenuSlot>
              {/* The name beside it already says who: the avatar would say it twice. */}
              <span aria-hidden="true" className={styles.avatar}>
                {me}
              </span>
              <span>{userName}</span>
            </AccountMenuSlot>
          ),
          sideMenu: sideMenuAt(pathname, undefined, denied),
        }}
        sp={{
          title,
          headerEnd: <AccountMenuSlot>{me}</AccountMenuSlot>,
          navigation: bottomNavigationAt(pathname, undefined, denied),
        }}
      >
        {children}
      </AppLayout>
      {NewsPopup ? <NewsPopup /> : null}
    </>
  );
};
