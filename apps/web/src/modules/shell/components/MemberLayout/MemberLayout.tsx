import {
  AppLayout,
  Avatar,
  BellIcon,
  CalendarIcon,
  ChatIcon,
  createSideMenu,
  defaultRenderLink,
  ImageIcon,
  MenuIcon,
  type NavItem,
  type RenderLink,
} from '@genba/ui';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { LOGOUT_PATH, TERMS_PATH } from '../../../session/utils/routeGuard.ts';
import styles from './MemberLayout.module.css';

export type MemberLayoutProps = {
  /** The page title (smartphone header, document title). */
  title: string;
  userName: string;
  companyName: string;
  /** Which bottom-navigation entry is the current page. */
  current: 'talk' | 'album' | 'daily' | 'news';
  children: ReactNode;
};

/** The ui layouts take links as data; the router's Link renders internal ones, so navigation stays client-side. */
const renderLink: RenderLink = (props) => {
  if (props.item.external) return defaultRenderLink(props);
  const { item, href, ...rest } = props;
  return <Link to={href} {...rest} />;
};

const spNavigation = (current: MemberLayoutProps['current']): NavItem[] => [
  { id: 'talk', label: 'トーク', href: '/talk', icon: <ChatIcon />, current: current === 'talk' },
  { id: 'album', label: 'アルバム', href: '/album', icon: <ImageIcon />, current: current === 'album' },
  { id: 'daily', label: '日報', href: '/daily', icon: <CalendarIcon />, current: current === 'daily' },
  { id: 'news', label: 'お知らせ', href: '/news', icon: <BellIcon />, current: current === 'news' },
  { id: 'menu', label: 'メニュー', href: '/menu', icon: <MenuIcon /> },
];

/**
 * Every member page's frame: the PC layout (header, the sidebar of core §2)
 * from 992 px, the smartphone layout (title header, bottom navigation) below.
 */
export const MemberLayout = ({ title, userName, companyName, current, children }: MemberLayoutProps) => {
  const navigate = useNavigate();
  const sideMenu = createSideMenu({
    hrefs: { terms: TERMS_PATH },
    onLogout: () => void navigate(LOGOUT_PATH),
  });
  const me = <Avatar name={userName} type="own" size="sm" />;
  return (
    <>
      <title>{`${title} | Genba`}</title>
      <AppLayout
        renderLink={renderLink}
        pc={{
          brand: (
            <Link to="/talk" className={styles.brand}>
              Genba
            </Link>
          ),
          headerCenter: <span className={styles.company}>{companyName}</span>,
          headerEnd: (
            <span className={styles.me}>
              {me}
              <span>{userName}</span>
            </span>
          ),
          sideMenu,
        }}
        sp={{ title, headerEnd: me, navigation: spNavigation(current) }}
      >
        {children}
      </AppLayout>
    </>
  );
};
