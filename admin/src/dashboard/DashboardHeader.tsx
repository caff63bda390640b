import { Box, Button, Chip, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import type { DashboardRange } from '../api/types';
import { DASHBOARD_RANGES, formatUpdatedAt, isDashboardRange } from './dashboard-format';

export interface DashboardHeaderProps {
  range: DashboardRange;
  onRangeChange: (range: DashboardRange) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** worker_ok of the last summary; undefined while nothing is loaded. */
  workerOk: boolean | undefined;
  updatedAt: number;
}

/** Healthy when the worker's heartbeat is fresh (worker_ok), otherwise Issues. */
const HealthBadge = ({ workerOk }: { workerOk: boolean | undefined }) => {
  if (workerOk === undefined) return <Skeleton variant="rounded" width={84} height={24} />;
  return workerOk ? (
    <Chip icon={<CheckIcon />} label="Healthy" color="success" size="small" data-testid="health-badge" />
  ) : (
    <Chip icon={<WarningIcon />} label="Issues" color="error" size="small" data-testid="health-badge" />
  );
};

/** Title, subtitle, health badge, range selector and Refresh. */
export const DashboardHeader = ({ range, onRangeChange, onRefresh, refreshing, workerOk, updatedAt }: DashboardHeaderProps) => (
  <Box
    component="header"
    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: { xs: 'flex-start', md: 'center' }, justifyContent: 'space-between', gap: 2 }}
  >
    <Box sx={{ minWidth: 0 }}>
      {/* useFlexGap: a wrapped badge or time starts at the left edge instead of keeping a spacing margin. */}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="h4" component="h1">
          Lead Automation Dashboard
        </Typography>
        <HealthBadge workerOk={workerOk} />
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 0.5, alignItems: 'baseline', flexWrap: 'wrap', rowGap: 0 }}>
        <Typography color="text.secondary">Real-time monitoring of your automation system</Typography>
        <Typography variant="caption" color="text.secondary" data-testid="updated-at" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatUpdatedAt(updatedAt)}
        </Typography>
      </Stack>
    </Box>
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        variant="outlined"
        fullWidth={false}
        margin="none"
        label="Range"
        value={range}
        onChange={(event) => {
          if (isDashboardRange(event.target.value)) onRangeChange(event.target.value);
        }}
        sx={{ width: 176 }}
      >
        {DASHBOARD_RANGES.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
        Refresh
      </Button>
    </Stack>
  </Box>
);
