import { Box, Typography } from '@mui/material';
import type { HealthReport } from '../api/types';

const Stat = ({ label, value, color }: { label: string; value: string; color?: string }) => (
  <Box sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography variant="h6" component="p" sx={{ color }}>
      {value}
    </Typography>
  </Box>
);

/** Healthy / timeouts / errors / average response time, from the /api-health summary. */
export const HealthSummaryGrid = ({ summary }: { summary: HealthReport['summary'] }) => (
  <Box
    aria-label="Health summary"
    sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
  >
    <Stat label="Healthy" value={String(summary.healthy)} color="success.main" />
    <Stat label="Timeouts" value={String(summary.timeouts)} color={summary.timeouts ? 'warning.main' : undefined} />
    <Stat label="Errors" value={String(summary.errors)} color={summary.errors ? 'error.main' : undefined} />
    <Stat label="Average response time" value={`${Math.round(summary.average_response_time_ms)} ms`} />
  </Box>
);
