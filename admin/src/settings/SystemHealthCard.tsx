import { Alert, Button, Card, CardContent, CardHeader, Skeleton, Stack } from '@mui/material';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeartOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { HealthSummaryGrid } from '../health/HealthSummaryGrid';
import { useHealth } from '../health/use-health';
import { HealthEndpointTable } from './HealthEndpointTable';

/** 'System Health': runs GET /api-health on open and on 'Check Health'. */
export const SystemHealthCard = () => {
  const { data, isPending, isError, error, isFetching, refetch } = useHealth({ refetchOnMount: true });
  return (
    <Card>
      <CardHeader
        avatar={<MonitorHeartIcon color="primary" />}
        title="System Health"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void refetch()}
            disabled={isFetching}
            sx={{ mt: 1, mr: 1 }}
          >
            {isFetching ? 'Checking...' : 'Check Health'}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {isError ? (
          <Alert severity="error">Failed to check API health: {error.message}</Alert>
        ) : isPending ? (
          <Stack spacing={1.5} data-testid="health-skeleton">
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        ) : (
          <Stack spacing={2}>
            <HealthSummaryGrid summary={data.summary} />
            <HealthEndpointTable endpoints={data.endpoints} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
