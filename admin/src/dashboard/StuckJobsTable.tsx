import {
  Box,
  Button,
  Card,
  CardHeader,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { StuckJob } from '../opportunities/opportunity-types';
import { opportunityPath } from '../opportunities/shared/paths';
import { describeAge, failedStuckJobs, formatCount, stuckCaption } from './dashboard-format';
import type { RequeueActions } from './use-requeue';

const StuckRow = ({ job, actions }: { job: StuckJob; actions: RequeueActions }) => {
  const rowBusy = actions.busy === job.id;
  return (
    <TableRow hover data-testid="stuck-job" data-tracking={job.tracking}>
      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        <Link component={RouterLink} to={opportunityPath(job.tracking)} underline="hover">
          {job.tracking}
        </Link>
      </TableCell>
      <TableCell>
        <Chip size="small" label={job.status} color={job.status === 'failed' ? 'error' : 'warning'} data-status={job.status} />
      </TableCell>
      <TableCell sx={{ maxWidth: 360 }}>
        {job.last_error ? (
          <Tooltip title={job.last_error}>
            <Typography variant="body2" noWrap>
              {job.last_error}
            </Typography>
          </Tooltip>
        ) : (
          <Typography variant="body2" color="text.secondary">
            —
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCount(job.attempts)}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        <Tooltip title={describeAge(job.age_minutes)}>
          <span>{formatCount(job.age_minutes)}</span>
        </Tooltip>
      </TableCell>
      <TableCell align="right">
        <Button
          size="small"
          variant="outlined"
          startIcon={<ReplayIcon />}
          aria-label={`Re-queue ${job.tracking}`}
          disabled={actions.busy !== null}
          onClick={() => actions.requeueOne(job)}
        >
          {rowBusy ? 'Re-queueing...' : 'Re-queue'}
        </Button>
      </TableCell>
    </TableRow>
  );
};

/** "Stuck or Failing Jobs": failed syncs and syncs queued too long, with per-row and bulk re-queue. */
export const StuckJobsTable = ({ jobs, actions }: { jobs: StuckJob[]; actions: RequeueActions }) => {
  const failed = failedStuckJobs(jobs);
  return (
    <Card component="section" aria-labelledby="stuck-jobs-title" sx={{ borderColor: 'error.main' }}>
      <CardHeader
        avatar={<WarningIcon color="error" />}
        title="Stuck or Failing Jobs"
        subheader={stuckCaption(jobs.length)}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'stuck-jobs-title' } }}
        action={
          <Button
            variant="contained"
            color="error"
            startIcon={<ReplayIcon />}
            disabled={failed.length === 0 || actions.busy !== null}
            onClick={() => actions.requeueFailed(failed)}
            sx={{ mt: 1, mr: 1 }}
          >
            {actions.busy === 'all' ? 'Re-queueing...' : 'Re-queue All Failed'}
          </Button>
        }
      />
      <TableContainer sx={{ maxHeight: 440 }}>
        <Table size="small" stickyHeader aria-labelledby="stuck-jobs-title">
          <TableHead>
            <TableRow>
              <TableCell>Tracking</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Error</TableCell>
              <TableCell align="right">Attempts</TableCell>
              <TableCell align="right">Age in minutes</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((job) => (
              <StuckRow key={job.id} job={job} actions={actions} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ height: 8 }} />
    </Card>
  );
};
