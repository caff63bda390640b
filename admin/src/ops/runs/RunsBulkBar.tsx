import { useState } from 'react';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import PauseIcon from '@mui/icons-material/PauseCircleOutline';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import { errorMessage } from '../../providers/api-error';
import type { AppDataProvider } from '../../providers/data-provider';
import { BULK_RUNS_MAX, type BulkRunAction, type BulkRunResult } from '../../providers/ops-methods';
import type { RunRow } from '../ops-types';
import { RUN_ACTION_DENIED } from '../shared/RunActionButtons';

/** Why a run cannot be selected (the single actions' reason where the user may not change it), or null. */
export const runSelectBlock = (run: Pick<RunRow, 'can_act' | 'state'>): string | null => {
  if (!run.can_act) return RUN_ACTION_DENIED;
  if (run.state !== 'active' && run.state !== 'paused') return 'This run has already ended';
  return null;
};

const runs = (count: number) => `${count} ${count === 1 ? 'run' : 'runs'}`;
const DONE: Record<BulkRunAction, string> = { pause: 'Paused', cancel: 'Canceled' };

/**
 * What a bulk action says: 'Paused 3 runs', and for the runs left as they were '2 could not be changed: {why}' (each
 * distinct reason once). Success when every run changed, a warning when some did, an error when none did.
 */
export const bulkRunMessage = (result: Pick<BulkRunResult, 'action' | 'changed' | 'failed' | 'results'>): { text: string; type: 'success' | 'warning' | 'error' } => {
  const done = `${DONE[result.action]} ${runs(result.changed)}`;
  if (result.failed === 0) return { text: done, type: 'success' };
  const reasons = [...new Set(result.results.filter((outcome) => !outcome.ok).map((outcome) => outcome.error ?? outcome.error_code ?? 'Unknown error'))];
  const failed = `${result.failed} could not be changed: ${reasons.join('; ')}`;
  return result.changed > 0 ? { text: `${done}. ${failed}`, type: 'warning' } : { text: failed, type: 'error' };
};

/** A row's checkbox: disabled, with why in its tooltip, where the run cannot be paused or cancelled by this user. */
export const RunSelectBox = ({ run }: { run: RunRow }) => {
  const { selectedIds, onToggleItem } = useListContext<RunRow>();
  const block = runSelectBlock(run);
  const label = `Select ${run.contact_name ?? run.email ?? 'run'}`;
  const box = (
    <Checkbox size="small" checked={block === null && selectedIds.includes(run.id)} disabled={block !== null} onChange={() => onToggleItem(run.id)} slotProps={{ input: { 'aria-label': label } }} />
  );
  return block === null ? box : <Tooltip title={block}><span>{box}</span></Tooltip>;
};

/** The header's checkbox: selects (or clears) every selectable run on the page. */
export const SelectPageBox = () => {
  const { data, selectedIds, onSelect, onUnselectItems } = useListContext<RunRow>();
  const selectable = (data ?? []).filter((run) => runSelectBlock(run) === null).map((run) => run.id);
  const chosen = selectable.filter((id) => selectedIds.includes(id));
  const all = selectable.length > 0 && chosen.length === selectable.length;
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={chosen.length > 0 && !all}
      disabled={selectable.length === 0}
      onChange={() => (all ? onUnselectItems() : onSelect([...new Set([...selectedIds, ...selectable])]))}
      slotProps={{ input: { 'aria-label': 'Select all runs on this page' } }}
    />
  );
};

const CancelRunsDialog = ({ count, open, onClose, onConfirm }: { count: number; open: boolean; onClose: () => void; onConfirm: (reason: string) => void }) => {
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="cancel-runs-title" slotProps={{ transition: { onExited: () => setReason('') } }}>
      <DialogTitle id="cancel-runs-title">{`Cancel ${runs(count)}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{`The ${count} selected ${count === 1 ? 'contact gets' : 'contacts get'} no more emails from these runs. This cannot be undone.`}</DialogContentText>
        <TextField label="Reason (optional)" value={reason} onChange={(event) => setReason(event.target.value)} fullWidth size="small" slotProps={{ htmlInput: { maxLength: 200 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep Runs</Button>
        <Button color="error" variant="contained" onClick={() => onConfirm(reason)}>{`Cancel ${runs(count)}`}</Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * With runs selected: 'N selected', Pause and Cancel (Cancel asks first, naming the count). One call does them all;
 * the toast says what changed and what could not, then the selection clears and the list is read again.
 */
export const RunsBulkBar = () => {
  const { selectedIds, onUnselectItems, refetch } = useListContext<RunRow>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ action, reason }: { action: BulkRunAction; reason?: string }) => dataProvider.bulkRunAction(action, selectedIds.map(String), reason),
    onSuccess: (result) => {
      const { text, type } = bulkRunMessage(result);
      notify(text, { type });
      onUnselectItems();
    },
    onError: (error, { action }) => notify(`Failed to ${action} the selected runs: ${errorMessage(error)}`, { type: 'error' }),
    onSettled: () => void refetch(),
  });
  const count = selectedIds.length;
  if (count === 0) return null;
  const tooMany = count > BULK_RUNS_MAX;
  const disabled = mutation.isPending || tooMany;
  return (
    <Paper variant="outlined" role="region" aria-label="Selected runs" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, px: 2, py: 1, mb: 1.5, bgcolor: 'action.selected' }}>
      <Typography variant="body2" fontWeight={600}>{`${count} selected`}</Typography>
      {tooMany ? <Typography variant="caption" color="error">{`At most ${BULK_RUNS_MAX} runs at a time`}</Typography> : null}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button size="small" onClick={() => onUnselectItems()} disabled={mutation.isPending}>Clear</Button>
        <Button size="small" variant="outlined" startIcon={<PauseIcon />} disabled={disabled} onClick={() => mutation.mutate({ action: 'pause' })}>Pause</Button>
        <Button size="small" variant="outlined" color="error" startIcon={<CancelIcon />} disabled={disabled} onClick={() => setConfirming(true)}>Cancel</Button>
      </Box>
      <CancelRunsDialog
        count={count}
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={(reason) => {
          setConfirming(false);
          mutation.mutate({ action: 'cancel', reason });
        }}
      />
    </Paper>
  );
};
