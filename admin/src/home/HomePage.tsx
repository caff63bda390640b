import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from 'react-router-dom';
import { appConfig } from '../config';
import { describeHealth, systemStateColor } from '../health/health-status';
import { HealthSummaryGrid } from '../health/HealthSummaryGrid';
import { useHealth } from '../health/use-health';
import { useAppIdentity } from '../layout/use-app-identity';
import { usePageTitle } from '../layout/use-page-title';

/** '/' until the Dashboard screen lands: a welcome, system health and links to what exists. */
const HomePage = () => {
  const { identity } = useAppIdentity();
  const { data, isPending, isError, error } = useHealth();
  const status = describeHealth(data, isError);
  const isAdmin = identity?.role === 'admin';
  usePageTitle('Home');

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome, {identity?.displayName || 'User'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Lead Automation turns inbound moving leads into booked moves: it ingests and enriches opportunities, syncs them
        to HubSpot, and runs multi-step email sequences that stop on replies, out-of-office answers and bounces.
      </Typography>

      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
            <Typography variant="h6" component="h2">
              System Health
            </Typography>
            {isPending ? (
              <Skeleton variant="rounded" width={80} height={24} />
            ) : (
              <Chip color={systemStateColor(status.state)} label={status.badge} size="small" />
            )}
          </Box>
          {isPending ? (
            <Skeleton variant="rounded" height={72} />
          ) : isError ? (
            <Alert severity="error">Failed to check API health: {error.message}</Alert>
          ) : (
            <Stack spacing={2}>
              <Typography>{status.message}</Typography>
              <HealthSummaryGrid summary={data.summary} />
            </Stack>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Available now
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            More screens (opportunities, templates, sequences, operations, analytics) appear in the sidebar as they are
            built.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={Link} to="/settings" variant="outlined" startIcon={<SettingsIcon />}>
              Settings
            </Button>
            {isAdmin ? (
              <Button
                component="a"
                href={appConfig.queuesDashboardUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                endIcon={<OpenInNewIcon />}
              >
                Queues dashboard
              </Button>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

export default HomePage;
