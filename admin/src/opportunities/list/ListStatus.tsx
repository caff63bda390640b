import { useListContext } from 'react-admin';
import { Alert, Button, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';

/** Load failure: the list-load message and "Try again". */
export const ListError = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <Alert
    severity="error"
    variant="outlined"
    sx={{ m: 2 }}
    action={
      <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
        Try again
      </Button>
    }
  >
    {message}
  </Alert>
);

const ms = (value: number): string => `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')} ms`;

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The performance line, shown only when the list answer's meta has the server's execution_time_ms. Server is the
 * server's own figure, total the browser's round trip, client the difference (network, transfer, parsing); ops/sec
 * is the server's opportunities_per_second when the meta carries it, else rows per second of the round trip. An
 * empty page has no rate to speak of, so the rate is left out rather than shown as "0 ops/sec".
 */
export const PerformanceLine = () => {
  const { meta, data, error } = useListContext();
  const serverMs = finite(meta?.execution_time_ms);
  if (error || !data || serverMs === null) return null;
  const rows = data.length;
  const total = Math.max(finite(meta?.round_trip_ms) ?? 0, serverMs);
  const ops = Math.round(finite(meta?.opportunities_per_second) ?? (total > 0 ? rows / (total / 1000) : rows));
  const parts = [`Server: ${ms(serverMs)}`, `Client: ${ms(total - serverMs)}`, `Total: ${ms(total)}`];
  if (rows > 0 && ops > 0) parts.push(`${ops.toLocaleString('en-US')} ops/sec`);
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, textAlign: 'right' }} data-testid="performance-line">
      {parts.join(' · ')}
    </Typography>
  );
};
