import { Box } from '@mui/material';
import SpeedIcon from '@mui/icons-material/Speed';
import QueueIcon from '@mui/icons-material/QueueOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import NewIcon from '@mui/icons-material/FiberNewOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import SyncIcon from '@mui/icons-material/CloudSyncOutlined';
import DuplicatesIcon from '@mui/icons-material/ContentCopyOutlined';
import type { DashboardRange, DashboardSummary } from '../api/types';
import { POSSIBLE_DUPLICATES_PATH } from '../opportunities/shared/paths';
import { duplicatesNewHint, duplicatesOpenValue, formatCount, formatMilliseconds, rangeLabel, shareOfTotal } from './dashboard-format';
import { MetricCard } from './MetricCard';

const grid = (columns: Record<string, string>) => ({ display: 'grid', gap: 2, gridTemplateColumns: columns });

export type HealthCardsProps = Pick<DashboardSummary, 'health' | 'last24h' | 'duplicates_open' | 'duplicates_open_exact'>;

/** API Status, Queue Depth, Failed Jobs, Last 24h, and Possible duplicates (a link to the list showing them). */
export const HealthCards = ({ health, last24h, duplicates_open, duplicates_open_exact }: HealthCardsProps) => (
  <Box
    component="section"
    aria-label="System health"
    sx={grid({ xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' })}
  >
    <MetricCard
      label="API Status"
      value={formatMilliseconds(health.api_ms)}
      icon={<SpeedIcon />}
      hint="Summary response time"
      tone={health.api_ms > 2000 ? 'warning' : 'default'}
    />
    <MetricCard label="Queue Depth" value={formatCount(health.queue_depth)} icon={<QueueIcon />} hint="Jobs waiting or running" />
    <MetricCard
      label="Failed Jobs"
      value={formatCount(health.failed_jobs)}
      icon={<ErrorIcon />}
      hint="In the job queue"
      tone={health.failed_jobs > 0 ? 'error' : 'default'}
    />
    <MetricCard label="Last 24h" value={formatCount(last24h.new)} icon={<NewIcon />} hint="New opportunities" />
    <MetricCard
      label="Possible duplicates"
      value={duplicatesOpenValue(duplicates_open, duplicates_open_exact)}
      icon={<DuplicatesIcon />}
      hint={duplicatesNewHint(last24h.duplicates)}
      tone={duplicates_open > 0 ? 'warning' : 'default'}
      to={POSSIBLE_DUPLICATES_PATH}
    />
  </Box>
);

export interface StatCardsProps {
  totals: DashboardSummary['totals'];
  /** The range these totals count (not necessarily the one selected, while that one loads). */
  range: DashboardRange;
  /** The totals are another range's, shown until the selected range arrives: dimmed and marked busy. */
  stale?: boolean;
}

/** Total Opportunities, Q2G Enriched, With Phone, With Move Date, HubSpot Synced for the range. */
export const StatCards = ({ totals, range, stale = false }: StatCardsProps) => (
  <Box
    component="section"
    aria-label="Opportunity totals"
    aria-busy={stale}
    data-stale={stale}
    sx={{
      ...grid({ xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' }),
      opacity: stale ? 0.6 : 1,
      transition: 'opacity 150ms',
    }}
  >
    <MetricCard label="Total Opportunities" value={formatCount(totals.total)} icon={<InventoryIcon />} hint={rangeLabel(range)} />
    <MetricCard
      label="Q2G Enriched"
      value={formatCount(totals.enriched)}
      icon={<AutoAwesomeIcon />}
      hint={shareOfTotal(totals.enriched, totals.total)}
    />
    <MetricCard
      label="With Phone"
      value={formatCount(totals.with_phone)}
      icon={<PhoneIcon />}
      hint={shareOfTotal(totals.with_phone, totals.total)}
    />
    <MetricCard
      label="With Move Date"
      value={formatCount(totals.with_move_date)}
      icon={<EventIcon />}
      hint={shareOfTotal(totals.with_move_date, totals.total)}
    />
    <MetricCard
      label="HubSpot Synced"
      value={formatCount(totals.synced)}
      icon={<SyncIcon />}
      hint={shareOfTotal(totals.synced, totals.total)}
    />
  </Box>
);
