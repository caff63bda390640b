import { Box, TableCell, TableRow, Typography } from '@mui/material';
import { BreakableAddress } from '../../replies/BreakableAddress';
import type { RunRow } from '../ops-types';
import { contactName, formatTime, sequenceName, stepLabel } from '../shared/ops-format';
import type { OpsColumn } from '../shared/OpsTable';
import { StatusChip } from '../shared/OpsParts';
import { RunActionButtons, runActionsFor } from '../shared/RunActionButtons';
import type { RunActions } from '../shared/use-run-actions';
import { ExplainLine } from './ExplainLine';
import { RunSelectBox, SelectPageBox } from './RunsBulkBar';
import { SimulateReplyButton } from './SimulateReplyButton';

const SELECT: OpsColumn = { label: 'Select', header: <SelectPageBox />, padding: 'checkbox' };

export const RUN_COLUMNS: OpsColumn[] = [
  SELECT,
  { label: 'Contact' },
  { label: 'Sequence' },
  { label: 'Step' },
  { label: 'Next Run' },
  { label: 'Retries', align: 'right' },
  { label: 'State' },
  { label: 'Actions', align: 'right' },
];

/** Phones: the run's fields stacked in one column, its actions under them, so nothing sits beyond the screen's edge. */
export const PHONE_RUN_COLUMNS: OpsColumn[] = [SELECT, { label: 'Run' }];

export interface RunTableRowProps {
  run: RunRow;
  phone: boolean;
  actions: RunActions;
  /** Demo mode: a Simulate reply button beside the actions. */
  demoReplies: boolean;
  onChanged: () => void;
}

/** The contact's name and address; the address may wrap only at its '@' or a '.'. */
const ContactLines = ({ run }: { run: RunRow }) => (
  <>
    <Typography variant="body2" fontWeight={600}>{contactName(run)}</Typography>
    {run.email ? (
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="run-contact-email">
        <BreakableAddress address={run.email} />
      </Typography>
    ) : null}
  </>
);

const Actions = ({ run, actions, demoReplies, onChanged }: Omit<RunTableRowProps, 'phone'>) => {
  const offered = runActionsFor(run.state);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25 }}>
      {demoReplies && offered.length > 0 ? <SimulateReplyButton run={run} onDone={onChanged} /> : null}
      <RunActionButtons run={run} actions={actions} offered={offered} />
    </Box>
  );
};

/** A phone's one cell: contact, sequence, state, step, next run and retries, then the actions. */
const PhoneRunCell = (props: Omit<RunTableRowProps, 'phone'>) => {
  const { run } = props;
  const retries = run.retry_count ?? 0;
  return (
    <TableCell>
      <ContactLines run={run} />
      <Typography variant="body2" sx={{ mt: 0.5 }}>{sequenceName(run)}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mt: 0.5 }}>
        <StatusChip status={run.state} />
        <Typography variant="caption">{stepLabel(run.current_step)}</Typography>
        <Typography variant="caption" color="text.secondary">{`Next run ${formatTime(run.next_run_at)}`}</Typography>
        {retries > 0 ? <Typography variant="caption" color="text.secondary">{`Retries ${retries}`}</Typography> : null}
      </Box>
      <Box sx={{ mt: 0.5 }}>
        <Actions {...props} />
      </Box>
    </TableCell>
  );
};

/** The run's row (its columns, or one stacked cell on a phone) and, below it, its explain line. */
export const RunTableRow = ({ phone, ...props }: RunTableRowProps) => {
  const { run } = props;
  return (
    <>
      {/* The run and its explain line read as one row: hovering either highlights both. */}
      <TableRow data-testid="run-row" sx={{ '& > td': { borderBottom: 'none' }, '&:hover, &:hover + tr, &:has(+ tr:hover)': { bgcolor: 'action.hover' } }}>
        <TableCell padding="checkbox"><RunSelectBox run={run} /></TableCell>
        {phone ? (
          <PhoneRunCell {...props} />
        ) : (
          <>
            <TableCell><ContactLines run={run} /></TableCell>
            <TableCell>{sequenceName(run)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{stepLabel(run.current_step)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(run.next_run_at)}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{run.retry_count ?? 0}</TableCell>
            <TableCell><StatusChip status={run.state} /></TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}><Actions {...props} /></TableCell>
          </>
        )}
      </TableRow>
      <TableRow data-testid="run-explain-row" sx={{ '&:hover': { bgcolor: 'action.hover' } }}>
        <TableCell colSpan={(phone ? PHONE_RUN_COLUMNS : RUN_COLUMNS).length} sx={{ pt: 0, pb: 1 }}>
          <ExplainLine run={run} />
        </TableCell>
      </TableRow>
    </>
  );
};
