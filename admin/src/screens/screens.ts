import { lazy } from 'react';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import RunsIcon from '@mui/icons-material/PlayCircleOutline';
import QueueIcon from '@mui/icons-material/QueuePlayNextOutlined';
import DeliveriesIcon from '@mui/icons-material/MarkEmailReadOutlined';
import OutboxIcon from '@mui/icons-material/OutboxOutlined';
import MetricsIcon from '@mui/icons-material/QueryStatsOutlined';
import QueuesDashboardIcon from '@mui/icons-material/ViewKanbanOutlined';
import AnalyticsIcon from '@mui/icons-material/InsightsOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import SentMailIcon from '@mui/icons-material/ForwardToInboxOutlined';
import DesignerIcon from '@mui/icons-material/DesignServicesOutlined';
import RefundsIcon from '@mui/icons-material/ReceiptLongOutlined';
import { opportunities } from '../opportunities';
import { replies } from '../replies';
import { sequences } from '../sequences';
import { suppressions } from '../suppressions';
import { templates } from '../templates';
import type { ScreenEntry } from './screen-types';

/**
 * Every screen of the admin, in sidebar order: the one place that registers a screen. The sidebar (and the phone
 * drawer) list the built entries, and <App> turns each into routes — a resource through react-admin's <Resource>,
 * a page as a custom route. Pages and resource screens are lazy, so each screen is its own chunk.
 * To add a screen: build its folder (a resource folder's index.ts exports its ResourceScreens), then give its
 * entry a `resource` or a `page` (and `hidden` when only links on other screens lead to it).
 */
export const SCREENS: readonly ScreenEntry[] = [
  { group: 'core', label: 'Dashboard', path: '/', icon: DashboardIcon, page: lazy(() => import('../dashboard/DashboardPage')) },
  { group: 'core', label: 'Opportunities', path: '/opportunities', icon: opportunities.icon, resource: opportunities },
  { group: 'automation-build', label: 'Templates', path: '/automation/templates', icon: templates.icon, resource: templates },
  { group: 'automation-build', label: 'Sequences', path: '/automation/sequences', icon: sequences.icon, resource: sequences },
  { group: 'automation-build', label: 'Active Runs', path: '/automation/runs', icon: RunsIcon, page: lazy(() => import('../ops/runs/ActiveRunsPage')) },
  { group: 'automation-run', label: 'Live Queue', path: '/ops/queue', icon: QueueIcon, page: lazy(() => import('../ops/queue/LiveQueuePage')) },
  { group: 'automation-run', label: 'Deliveries', path: '/ops/deliveries', icon: DeliveriesIcon, page: lazy(() => import('../ops/deliveries/DeliveriesPage')) },
  { group: 'automation-run', label: 'Outbox', path: '/ops/outbox', icon: OutboxIcon, page: lazy(() => import('../ops/outbox/OutboxPage')) },
  { group: 'automation-run', label: 'Metrics', path: '/ops/metrics', icon: MetricsIcon, page: lazy(() => import('../ops/metrics/MetricsPage')) },
  { group: 'automation-run', label: 'Recent Replies', path: '/ops/replies', icon: replies.icon, resource: replies },
  { group: 'automation-run', label: 'Suppression List', path: '/ops/suppressions', icon: suppressions.icon, resource: suppressions },
  { group: 'automation-run', label: 'Designer', path: '/ops/designer', icon: DesignerIcon, page: lazy(() => import('../sequences/designer/LegacyDesignerPage')), hidden: true },
  { group: 'automation-run', label: 'Queues', path: '/admin/queues', icon: QueuesDashboardIcon, external: true, adminOnly: true },
  { group: 'analytics', label: 'Performance', path: '/analytics', icon: AnalyticsIcon, page: lazy(() => import('../analytics/AnalyticsPage')) },
  { group: 'analytics', label: 'Lead refunds', path: '/reports/lead-refunds', icon: RefundsIcon, page: lazy(() => import('../reports/lead-refunds/LeadRefundsPage')) },
  { group: 'settings', label: 'Settings', path: '/settings', icon: SettingsIcon, page: lazy(() => import('../settings/SettingsPage')) },
  { group: 'settings', label: 'Sent mail', path: '/sent-mail', icon: SentMailIcon, page: lazy(() => import('../sent-mail/SentMailPage')), hidden: true },
];

/** Built: it has something to show (a resource, a page, or a backend screen); a hidden entry is routed but never listed. */
export const isBuilt = (screen: ScreenEntry): boolean => !screen.hidden && Boolean(screen.resource || screen.page || screen.external);
