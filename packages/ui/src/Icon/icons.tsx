import type { SVGProps } from 'react';

/**
 * The few line icons the primitives and layouts need, drawn on a 24 px grid
 * with `currentColor`. They are decorative (`aria-hidden`): the control that
 * holds one carries the accessible name.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export const Svg = ({ size = 20, paths, ...rest }: IconProps & { paths: readonly string[] }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...rest}
  >
    {paths.map((d) => (
      <path key={d} d={d} />
    ))}
  </svg>
);

export const CloseIcon = (props: IconProps) => <Svg paths={['M6 6l12 12', 'M18 6L6 18']} {...props} />;
export const CheckIcon = (props: IconProps) => <Svg paths={['M5 12.5l4.5 4.5L19 7.5']} {...props} />;
export const MinusIcon = (props: IconProps) => <Svg paths={['M6 12h12']} {...props} />;
export const ChevronDownIcon = (props: IconProps) => <Svg paths={['M6 9l6 6 6-6']} {...props} />;
export const ChevronLeftIcon = (props: IconProps) => <Svg paths={['M15 6l-6 6 6 6']} {...props} />;
export const ChevronRightIcon = (props: IconProps) => <Svg paths={['M9 6l6 6-6 6']} {...props} />;
export const MenuIcon = (props: IconProps) => <Svg paths={['M4 6h16', 'M4 12h16', 'M4 18h16']} {...props} />;
export const EyeIcon = (props: IconProps) => (
  <Svg
    paths={['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z']}
    {...props}
  />
);
export const EyeOffIcon = (props: IconProps) => (
  <Svg
    paths={[
      'M3 3l18 18',
      'M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1',
      'M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
      'M9.9 9.9a3 3 0 0 0 4.2 4.2',
    ]}
    {...props}
  />
);
export const InfoIcon = (props: IconProps) => (
  <Svg paths={['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 16v-4', 'M12 8h.01']} {...props} />
);
export const AlertIcon = (props: IconProps) => (
  <Svg paths={['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 8v4', 'M12 16h.01']} {...props} />
);
export const SearchIcon = (props: IconProps) => (
  <Svg paths={['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'M21 21l-4.3-4.3']} {...props} />
);
export const InboxIcon = (props: IconProps) => (
  <Svg
    paths={[
      'M22 12h-6l-2 3h-4l-2-3H2',
      'M5.5 5.1L2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1z',
    ]}
    {...props}
  />
);
export const CloudOffIcon = (props: IconProps) => (
  <Svg
    paths={['M3 3l18 18', 'M18.5 18H7a5 5 0 0 1-1.2-9.9', 'M9.3 5.3A7 7 0 0 1 19 10a4 4 0 0 1 2.5 6.9']}
    {...props}
  />
);
export const UsersIcon = (props: IconProps) => (
  <Svg
    paths={[
      'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
      'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
      'M22 21v-2a4 4 0 0 0-3-3.9',
      'M16 3.1a4 4 0 0 1 0 7.8',
    ]}
    {...props}
  />
);
export const ChatIcon = (props: IconProps) => (
  <Svg paths={['M21 12a8 8 0 0 1-11.8 7L3 21l2-6.2A8 8 0 1 1 21 12z']} {...props} />
);
export const HomeIcon = (props: IconProps) => (
  <Svg paths={['M3 10.5L12 3l9 7.5', 'M5 9v11h14V9']} {...props} />
);
export const BellIcon = (props: IconProps) => (
  <Svg paths={['M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9', 'M13.7 21a2 2 0 0 1-3.4 0']} {...props} />
);
export const ListIcon = (props: IconProps) => (
  <Svg paths={['M9 6h12', 'M9 12h12', 'M9 18h12', 'M4 6h.01', 'M4 12h.01', 'M4 18h.01']} {...props} />
);
export const BuildingIcon = (props: IconProps) => (
  <Svg paths={['M4 21V3h10v18', 'M14 9h6v12', 'M2 21h20', 'M8 7h2', 'M8 11h2', 'M8 15h2']} {...props} />
);
export const FolderIcon = (props: IconProps) => (
  <Svg paths={['M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z']} {...props} />
);
export const FileIcon = (props: IconProps) => (
  <Svg paths={['M14 3H6v18h12V7z', 'M14 3v4h4', 'M9 13h6', 'M9 17h6']} {...props} />
);
export const CalendarIcon = (props: IconProps) => (
  <Svg paths={['M4 5h16v16H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4']} {...props} />
);
export const ImageIcon = (props: IconProps) => (
  <Svg paths={['M3 5h18v14H3z', 'M3 16l5-5 4 4 3-3 6 6', 'M15.5 9.5h.01']} {...props} />
);
export const ScheduleIcon = (props: IconProps) => (
  <Svg paths={['M3 5h10', 'M7 12h12', 'M5 19h8']} {...props} />
);
export const ClockIcon = (props: IconProps) => (
  <Svg paths={['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2']} {...props} />
);
export const SlidersIcon = (props: IconProps) => (
  <Svg
    paths={[
      'M4 21v-7',
      'M4 10V3',
      'M12 21v-9',
      'M12 8V3',
      'M20 21v-5',
      'M20 12V3',
      'M1 14h6',
      'M9 8h6',
      'M17 16h6',
    ]}
    {...props}
  />
);
export const BriefcaseIcon = (props: IconProps) => (
  <Svg paths={['M3 7h18v13H3z', 'M8 7V4h8v3', 'M3 13h18']} {...props} />
);
export const ContractIcon = (props: IconProps) => (
  <Svg paths={['M6 3h12v18H6z', 'M9 8h6', 'M9 12h6', 'M9 16h3']} {...props} />
);
export const BookIcon = (props: IconProps) => (
  <Svg paths={['M4 19V5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h14']} {...props} />
);
export const ShieldIcon = (props: IconProps) => (
  <Svg paths={['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z']} {...props} />
);
export const HelpIcon = (props: IconProps) => (
  <Svg
    paths={['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3', 'M12 17h.01']}
    {...props}
  />
);
export const LogoutIcon = (props: IconProps) => (
  <Svg paths={['M9 21H5V3h4', 'M16 17l5-5-5-5', 'M21 12H9']} {...props} />
);
export const UserIcon = (props: IconProps) => (
  <Svg paths={['M20 21a8 8 0 0 0-16 0', 'M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z']} {...props} />
);
