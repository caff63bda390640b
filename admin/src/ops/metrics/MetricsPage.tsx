import { Box, Button, Card, CardContent, CardHeader, Grid, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { usePageTitle } from '../../layout/use-page-title';
import type { AppDataProvider } from '../../providers/data-provider';
import { logListFailure, METRICS_POLL_MS } from '../shared/ops-format';
import { ErrorBox, OpsHeader } from '../shared/OpsParts';

export const METRIC_CARDS = [
  { label: 'Deliveries Committed', key: 'deliveries_committed_total', from: 'engine' },
  { label: 'Ready Enrollments', key: 'sequence_ready_enrollments', from: 'engine' },
  { label: 'Pending Outbox', key: 'pending_outbox', from: 'debug' },
  { label: 'Failed Outbox', key: 'failed_outbox', from: 'debug' },
] as const;
export const ENGINE_COUNTERS = ['deliveries_committed_total', 'sequence_ready_enrollments', 'sequence_advancer_processed_total', 'sequence_errors_total'] as const;
export const DEBUG_COUNTERS = ['pending_outbox', 'failed_outbox', 'processed_outbox', 'active_enrollments'] as const;

const count = (value: number | undefined): string => (value === undefined ? '—' : value.toLocaleString('en-US'));

const CounterList = ({ title, names, figures, loading }: { title: string; names: readonly string[]; figures?: Record<string, number>; loading: boolean }) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <List dense aria-label={title} sx={{ pt: 0 }}>
      {names.map((name) => (
        <ListItem key={name} divider secondaryAction={loading ? <Skeleton width={48} /> : <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>{count(figures?.[name])}</Typography>}>
          <ListItemText primary={name} slotProps={{ primary: { sx: { fontFamily: 'monospace', fontSize: 13 } } }} />
        </ListItem>
      ))}
    </List>
  </Card>
);

const RawPanel = ({ title, text, loading }: { title: string; text?: string; loading: boolean }) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <CardContent sx={{ pt: 0 }}>
      {loading ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <Box component="pre" aria-label={title} sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 12, overflow: 'auto', maxHeight: 320 }}>
          {text ?? '—'}
        </Box>
      )}
    </CardContent>
  </Card>
);

/** /ops/metrics: the engine's counters and the debug figures, read again every 10 s. */
const MetricsPage = () => {
  usePageTitle('System Metrics');
  const dataProvider = useDataProvider<AppDataProvider>();
  const options = { refetchInterval: METRICS_POLL_MS, refetchOnWindowFocus: false, retry: false } as const;
  const engine = useQuery({ queryKey: ['ops', 'metrics'], queryFn: () => dataProvider.getEngineMetrics().catch(rethrowLogged), ...options });
  const debug = useQuery({ queryKey: ['ops', 'metrics', 'debug'], queryFn: () => dataProvider.getDebugMetrics().catch(rethrowLogged), ...options });
  const updatedAt = Math.max(engine.dataUpdatedAt, debug.dataUpdatedAt);
  const refresh = () => {
    void engine.refetch();
    void debug.refetch();
  };
  const figures: Record<'engine' | 'debug', Record<string, number> | undefined> = { engine: engine.data?.figures, debug: debug.data?.figures };
  const loading = engine.isPending || debug.isPending;

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <OpsHeader title="System Metrics" subtitle="The sending engine's counters, read every 10 seconds">
        <Typography variant="body2" color="text.secondary" data-testid="metrics-updated">
          {/* Until a first answer: 'Loading…' while reading; nothing once both reads failed (the error boxes say why). */}
          {updatedAt ? `Last updated: ${format(updatedAt, 'h:mm:ss a')}` : loading ? 'Loading…' : ''}
        </Typography>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={engine.isFetching || debug.isFetching}>Refresh</Button>
      </OpsHeader>
      {engine.error ? <ErrorBox text="Failed to load metrics" error={engine.error} onRetry={refresh} /> : null}
      {debug.error ? <ErrorBox text="Failed to load debug metrics" error={debug.error} onRetry={refresh} /> : null}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {METRIC_CARDS.map((card) => (
          <Grid key={card.key} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card variant="outlined" data-testid="metric-card" aria-label={card.label}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">{card.label}</Typography>
                {loading ? (
                  <Skeleton width={80} height={44} />
                ) : (
                  <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums', mt: 0.5 }}>{count(figures[card.from]?.[card.key])}</Typography>
                )}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <CounterList title="Prometheus Metrics" names={ENGINE_COUNTERS} figures={figures.engine} loading={engine.isPending} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CounterList title="Debug Metrics" names={DEBUG_COUNTERS} figures={figures.debug} loading={debug.isPending} />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <RawPanel title={engine.data?.source === 'text' ? 'Raw Metrics (/metrics)' : 'Raw Metrics (/metrics.json)'} text={engine.data?.raw} loading={engine.isPending && !engine.error} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RawPanel title="Raw Debug Metrics (/metrics/debug)" text={debug.data?.raw} loading={debug.isPending && !debug.error} />
        </Grid>
      </Grid>
    </Box>
  );
};

const logFailure = logListFailure('System Metrics');
const rethrowLogged = (error: unknown): never => {
  logFailure(error);
  throw error;
};

export default MetricsPage;
