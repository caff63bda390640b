import { Box, Typography } from '@mui/material';
import { formatCount, funnelWidths, percentOf, type FunnelStage } from './analytics-format';

const COLORS = ['primary.main', 'info.main', 'success.main'] as const;

/** New → Enriched → Synced as bars sized against the largest stage (never under the minimum width). */
export const VelocityFunnel = ({ stages }: { stages: readonly FunnelStage[] }) => {
  const widths = funnelWidths(stages);
  const total = stages[0]?.value ?? 0;
  return (
    <Box component="ol" aria-label="Opportunity funnel" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {stages.map((stage, i) => (
        <Box component="li" key={stage.label} data-testid="funnel-stage" aria-label={`${stage.label}: ${formatCount(stage.value)} (${percentOf(stage.value, total)})`}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5, gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {stage.label}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCount(stage.value)} · {percentOf(stage.value, total)}
            </Typography>
          </Box>
          <Box
            data-testid="funnel-bar"
            style={{ width: `${widths[i]}%` }}
            sx={{ height: 28, borderRadius: 1, bgcolor: COLORS[i % COLORS.length], transition: 'width 300ms ease' }}
          />
        </Box>
      ))}
    </Box>
  );
};
