import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export type MetricTone = 'default' | 'success' | 'warning' | 'error';

const TONE_COLOR: Record<MetricTone, string> = {
  default: 'text.primary',
  success: 'success.main',
  warning: 'warning.main',
  error: 'error.main',
};

export interface MetricCardProps {
  label: string;
  value: string;
  icon: ReactNode;
  hint?: string | null;
  tone?: MetricTone;
  /** An app path the whole card links to (e.g. the list filtered to what it counts). */
  to?: string;
}

/**
 * One figure: label, big value, optional hint. The region is named by its label so tests and screen readers find it;
 * with `to`, the card's content is one link there.
 */
export const MetricCard = ({ label, value, icon, hint, tone = 'default', to }: MetricCardProps) => {
  const labelId = `metric-${label.replace(/\W+/g, '-').toLowerCase()}`;
  const content = (
    <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
      {/* Labels and hints wrap rather than truncate: two cards a row leave ~150 px each on a phone. */}
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
        <Typography
          variant="h5"
          component="p"
          data-testid="metric-value"
          sx={{ fontWeight: 700, color: TONE_COLOR[tone], fontVariantNumeric: 'tabular-nums' }}
        >
          {value}
        </Typography>
        <Box aria-hidden sx={{ color: 'text.disabled', display: 'flex', '& svg': { fontSize: 22 } }}>
          {icon}
        </Box>
      </Box>
      {hint ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {hint}
        </Typography>
      ) : null}
    </CardContent>
  );
  return (
    <Card role="group" aria-labelledby={labelId} sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
};
