import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardStuckSync } from '../api/types';
import { opportunityPath } from '../opportunities/shared/paths';
import { ATTENTION_YELLOW } from '../theme/theme';
import { describeAge, failedStuckJobs, formatCount, STUCK_PAGE_SIZE, stuckCaption } from './dashboard-format';
import type { RequeueActions } from './use-requeue';

/** Red for failed, yellow for any other status (queued or in progress too long). */
const StuckStatusChip = ({ status }: { status: string }) =>
  status === 'failed' ? (
    <Chip size="small" label={status} color="error" data-status={status} data-tone="red" />
  ) : (
    <Chip
      size="small"
      label={status}
      data-status={status}
      data-tone="yellow"
      sx={{ bgcolor: ATTENTION_YELLOW.background, color: ATTENTION_YELLOW.text }}
    />
  );

const StuckRow = ({ job, actions }: { job: DashboardStuckSync; actions: RequeueActions }) => {
  const rowBusy = actions.busy === job.id;
  return (
    <TableRow hover data-testid="stuck-job" data-tracking={job.tracking}>
      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        <Link component={RouterLink} to={opportunityPath(job.tracking)} underline="hover">
          {job.tracking}
        </Link>
      </TableCell>
      <TableCell>
        <StuckStatusChip status={job.status} />
      </TableCell>
      <TableCell sx={{ maxWidth: 360, minWidth: 160 }}>
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
          sx={{ whiteSpace: 'nowrap' }}
        >
          {rowBusy ? 'Re-queueing...' : 'Re-queue'}
        </Button>
      </TableCell>
    </TableRow>
  );
};

export interface StuckJobsTableProps {
  /** The oldest stuck jobs the server listed. */
  jobs: DashboardStuckSync[];
  /** How many there are in all (at least jobs.length), and whether that is exact or a cap. */
  count: number;
  exact: boolean;
  actions: RequeueActions;
}

/**
 * "Stuck or Failing Jobs": failed syncs and syncs queued too long, with per-row and bulk re-queue. Ten rows a page,
 * so a long list never pushes the rest of the dashboard away; the caption counts all of them, not just the listed.
 */
export const StuckJobsTable = ({ jobs, count, exact, actions }: StuckJobsTableProps) => {
  const failed = failedStuckJobs(jobs);
  const [page, setPage] = useState(0);
  // A refresh or a re-queue can shorten the list: stay on the last page that still exists.
  const lastPage = Math.max(0, Math.ceil(jobs.length / STUCK_PAGE_SIZE) - 1);
  const shownPage = Math.min(page, lastPage);
  const pageJobs = jobs.slice(shownPage * STUCK_PAGE_SIZE, (shownPage + 1) * STUCK_PAGE_SIZE);
  const partial = !exact || count > jobs.length;

  return (
    <Card component="section" aria-labelledby="stuck-jobs-title" sx={{ borderColor: 'error.main' }}>
      {/* The button wraps under the title when both do not fit (phones) instead of squeezing the title. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: '1 1 auto' }}>
          <WarningIcon color="error" aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" id="stuck-jobs-title">
              Stuck or Failing Jobs
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="stuck-caption">
              {stuckCaption(count, exact)}
            </Typography>
          </Box>
        </Box>
        <Button
          variant="contained"
          color="error"
          startIcon={<ReplayIcon />}
          disabled={failed.length === 0 || actions.busy !== null}
          onClick={() => actions.requeueFailed(failed)}
          sx={{ flexShrink: 0 }}
        >
          {actions.busy === 'all' ? 'Re-queueing...' : 'Re-queue All Failed'}
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-labelledby="stuck-jobs-title">
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
            {pageJobs.map((job) => (
              <StuckRow key={job.id} job={job} actions={actions} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2, pl: 2 }}>
        <Typography variant="caption" color="text.secondary" data-testid="stuck-listed">
          {partial ? `The ${formatCount(jobs.length)} oldest are listed` : ''}
        </Typography>
        {jobs.length > STUCK_PAGE_SIZE ? (
          <TablePagination
            component="div"
            count={jobs.length}
            page={shownPage}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={STUCK_PAGE_SIZE}
            rowsPerPageOptions={[]}
            aria-label="Stuck jobs pages"
            sx={{ ml: 'auto', borderBottom: 0 }}
          />
        ) : (
          <Box sx={{ height: 8 }} />
        )}
      </Box>
    </Card>
  );
};
