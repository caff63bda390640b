import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import OpportunitiesIcon from '@mui/icons-material/LocalShippingOutlined';
import TemplatesIcon from '@mui/icons-material/ArticleOutlined';
import SequencesIcon from '@mui/icons-material/AccountTreeOutlined';
import RunsIcon from '@mui/icons-material/PlayCircleOutline';
import QueueIcon from '@mui/icons-material/QueuePlayNextOutlined';
import DeliveriesIcon from '@mui/icons-material/MarkEmailReadOutlined';
import OutboxIcon from '@mui/icons-material/OutboxOutlined';
import MetricsIcon from '@mui/icons-material/QueryStatsOutlined';
import QueuesDashboardIcon from '@mui/icons-material/ViewKanbanOutlined';
import AnalyticsIcon from '@mui/icons-material/InsightsOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import type { UserRole } from '../types';

export interface NavItem {
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** Only built screens are shown. Flip to true when the screen lands. */
  built: boolean;
  /** Served by the backend outside the SPA; opened as a plain link in a new tab. */
  external?: boolean;
}

export type NavGroupId = 'core' | 'automation-build' | 'automation-run' | 'analytics' | 'settings';

export interface NavGroup {
  id: NavGroupId;
  heading: string;
  /** Only for admins, unless ops_for_all is true. */
  opsOnly?: boolean;
  items: NavItem[];
}

export const NAVIGATION: readonly NavGroup[] = [
  {
    id: 'core',
    heading: 'Core',
    items: [
      { label: 'Dashboard', path: '/', icon: DashboardIcon, built: true },
      { label: 'Opportunities', path: '/opportunities', icon: OpportunitiesIcon, built: true },
    ],
  },
  {
    id: 'automation-build',
    heading: 'Automation Build',
    items: [
      { label: 'Templates', path: '/automation/templates', icon: TemplatesIcon, built: false },
      { label: 'Sequences', path: '/automation/sequences', icon: SequencesIcon, built: false },
      { label: 'Active Runs', path: '/automation/runs', icon: RunsIcon, built: false },
    ],
  },
  {
    id: 'automation-run',
    heading: 'Automation Run',
    opsOnly: true,
    items: [
      { label: 'Live Queue', path: '/ops/queue', icon: QueueIcon, built: false },
      { label: 'Deliveries', path: '/ops/deliveries', icon: DeliveriesIcon, built: false },
      { label: 'Outbox', path: '/ops/outbox', icon: OutboxIcon, built: false },
      { label: 'Metrics', path: '/ops/metrics', icon: MetricsIcon, built: false },
      { label: 'Queues', path: '/admin/queues', icon: QueuesDashboardIcon, built: true, external: true },
    ],
  },
  {
    id: 'analytics',
    heading: 'Analytics',
    items: [{ label: 'Performance', path: '/analytics', icon: AnalyticsIcon, built: false }],
  },
  {
    id: 'settings',
    heading: 'Settings',
    items: [{ label: 'Settings', path: '/settings', icon: SettingsIcon, built: true }],
  },
];

export interface NavViewer {
  role: UserRole | null | undefined;
  opsForAll: boolean;
}

/** The Automation Run group is for admins, or for everyone when ops_for_all is true. */
export const canSeeOpsGroup = ({ role, opsForAll }: NavViewer): boolean => role === 'admin' || opsForAll;

/** Groups to render: built entries only, no empty group, ops group gated by role. */
export const visibleNavGroups = (viewer: NavViewer, groups: readonly NavGroup[] = NAVIGATION): NavGroup[] =>
  groups
    .filter((group) => !group.opsOnly || canSeeOpsGroup(viewer))
    .map((group) => ({ ...group, items: group.items.filter((item) => item.built) }))
    .filter((group) => group.items.length > 0);

/** Active when the path equals the link or starts with it plus '/'; '/' only on exactly '/'. */
export const isNavItemActive = (itemPath: string, currentPath: string): boolean => {
  if (itemPath === '/') return currentPath === '/';
  const base = itemPath.replace(/\/+$/, '');
  return currentPath === base || currentPath.startsWith(`${base}/`);
};
