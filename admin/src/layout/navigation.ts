import type { SvgIconComponent } from '@mui/icons-material';
import type { UserRole } from '../api/types';
import { isBuilt, SCREENS } from '../screens/screens';
import type { NavGroupId } from '../screens/screen-types';

export interface NavItem {
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** Only built screens are shown. */
  built: boolean;
  /** Served by the backend outside the SPA; opened as a plain link in a new tab. */
  external?: boolean;
  /** Only for admins, whatever ops_for_all says (the BullMQ dashboard admits admins only). */
  adminOnly?: boolean;
}

export interface NavGroup {
  id: NavGroupId;
  heading: string;
  /** Only for admins, unless ops_for_all is true. */
  opsOnly?: boolean;
  items: NavItem[];
}

const GROUPS: ReadonlyArray<Omit<NavGroup, 'items'>> = [
  { id: 'core', heading: 'Core' },
  { id: 'automation-build', heading: 'Automation Build' },
  { id: 'automation-run', heading: 'Automation Run', opsOnly: true },
  { id: 'analytics', heading: 'Analytics' },
  { id: 'settings', heading: 'Settings' },
];

/** The route map as the sidebar shows it: the screen registry grouped under the sidebar's headings. */
export const NAVIGATION: readonly NavGroup[] = GROUPS.map((group) => ({
  ...group,
  items: SCREENS.filter((screen) => screen.group === group.id).map((screen) => ({
    label: screen.label,
    path: screen.path,
    icon: screen.icon,
    built: isBuilt(screen),
    external: screen.external,
    adminOnly: screen.adminOnly,
  })),
}));

export interface NavViewer {
  role: UserRole | null | undefined;
  opsForAll: boolean;
}

/** The Automation Run group is for admins, or for everyone when ops_for_all is true. */
export const canSeeOpsGroup = ({ role, opsForAll }: NavViewer): boolean => role === 'admin' || opsForAll;

/** Groups to render: built entries only, no empty group, ops group gated by role, admin-only entries for admins. */
export const visibleNavGroups = (viewer: NavViewer, groups: readonly NavGroup[] = NAVIGATION): NavGroup[] =>
  groups
    .filter((group) => !group.opsOnly || canSeeOpsGroup(viewer))
    .map((group) => ({ ...group, items: group.items.filter((item) => item.built && (!item.adminOnly || viewer.role === 'admin')) }))
    .filter((group) => group.items.length > 0);

/** Active when the path equals the link or starts with it plus '/'; '/' only on exactly '/'. */
export const isNavItemActive = (itemPath: string, currentPath: string): boolean => {
  if (itemPath === '/') return currentPath === '/';
  const base = itemPath.replace(/\/+$/, '');
  return currentPath === base || currentPath.startsWith(`${base}/`);
};
