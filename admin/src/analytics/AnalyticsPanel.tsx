import type { ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { MetricCard } from '../dashboard/MetricCard';
import { AnalyticsError, AnalyticsSkeleton } from './AnalyticsStates';

/** A titled card section; the title names the region for screen readers and tests. */
export const AnalyticsPanel = ({ id, title, subheader, action, children }: { id: string; title: string; subheader?: string; action?: ReactNode; children: ReactNode }) => (
  <Card component="section" aria-labelledby={`${id}-title`} data-testid={id} sx={{ minWidth: 0 }}>
    <CardHeader
      title={title}
      subheader={subheader}
      action={action}
      slotProps={{ title: { variant: 'h6', component: 'h2', id: `${id}-title` } }}
      sx={{ pb: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
    />
    <CardContent sx={{ pt: 0 }}>{children}</CardContent>
  </Card>
);

export interface Metric {
  label: string;
  value: string;
  icon: ReactNode;
  hint?: string;
}

/** The tab's figures as metric cards, two a row on phones. */
export const MetricGrid = ({ metrics, columns = 4 }: { metrics: readonly Metric[]; columns?: number }) => (
  // Five figures get three columns below extra-wide screens, so long amounts keep their room.
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns > 4 ? 3 : columns}, minmax(0, 1fr))`, xl: `repeat(${columns}, minmax(0, 1fr))` },
    }}
  >
    {metrics.map((m) => (
      <MetricCard key={m.label} label={m.label} value={m.value} icon={m.icon} hint={m.hint} />
    ))}
  </Box>
);

/**
 * A read's states: the skeleton until the first answer, the error box (with Try Again) when the read fails — above
 * the last answer when there is one — and the answer through `children`.
 */
export function QueryView<T>({ query, loadingLabel, panels, children }: { query: UseQueryResult<T, Error>; loadingLabel: string; panels?: number; children: (data: T) => ReactNode }) {
  const retry = () => void query.refetch();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {query.error ? <AnalyticsError error={query.error} onRetry={retry} retrying={query.isFetching} /> : null}
      {query.data !== undefined ? children(query.data) : query.isPending && !query.error ? <AnalyticsSkeleton label={loadingLabel} panels={panels} /> : null}
    </Box>
  );
}
