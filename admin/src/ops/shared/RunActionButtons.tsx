import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, TextField, Tooltip } from '@mui/material';
import PauseIcon from '@mui/icons-material/PauseCircleOutline';
import PlayIcon from '@mui/icons-material/PlayCircleOutline';
import AdvanceIcon from '@mui/icons-material/SkipNext';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import type { RunAction, RunRow } from '../ops-types';
import { contactName, sequenceName } from './ops-format';
import type { RunActions } from './use-run-actions';

const ICONS: Record<RunAction, typeof PauseIcon> = { reactivate: PlayIcon, pause: PauseIcon, advance: AdvanceIcon, cancel: CancelIcon };
export const ACTION_LABELS: Record<RunAction, string> = { reactivate: 'Reactivate', pause: 'Pause', advance: 'Advance Step', cancel: 'Cancel' };

/** The API keeps at most this much of a reason. */
const CANCEL_REASON_MAX = 200;
const ENDED = new Set(['completed', 'cancelled', 'canceled']);

/** Active Runs offers each action where it applies: reactivate (paused), pause (active), advance and cancel (live runs). */
export const runActionsFor = (state: string): RunAction[] => {
  if (ENDED.has(state)) return [];
  return [state === 'paused' ? 'reactivate' : 'pause', 'advance', 'cancel'];
};

/** Cancel asks first (it cannot be undone) and takes an optional reason, recorded with who cancelled. */
const CancelRunDialog = ({ run, onClose, onConfirm }: { run: RunRow | null; onClose: () => void; onConfirm: (reason: string) => void }) => {
  const [reason, setReason] = useState('');
  return (
    <Dialog open={run !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="cancel-run-title" slotProps={{ transition: { onExited: () => setReason('') } }}>
      <DialogTitle id="cancel-run-title">Cancel this run?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {run ? `${contactName(run)} will get no more emails from ${sequenceName(run)}.` : ''}
        </DialogContentText>
        <TextField
          label="Reason (optional)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep Run</Button>
        <Button color="error" variant="contained" onClick={() => onConfirm(reason)}>Cancel Run</Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * Advance Step skips the step the run is on (it is not sent) and makes the next one due at once, or completes the run
 * on its last step: it asks first, saying so.
 */
const AdvanceRunDialog = ({ run, onClose, onConfirm }: { run: RunRow | null; onClose: () => void; onConfirm: () => void }) => (
  <Dialog open={run !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="advance-run-title">
    <DialogTitle id="advance-run-title">{run ? `Skip step ${run.current_step + 1}?` : 'Skip this step?'}</DialogTitle>
    <DialogContent>
      <DialogContentText>
        {run
          ? `Step ${run.current_step + 1} is not sent to ${contactName(run)}. The run moves on to the next step, which is sent as soon as the send window allows; on the last step the run is completed.`
          : ''}
      </DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>Keep Step</Button>
      <Button variant="contained" onClick={onConfirm}>Skip Step</Button>
    </DialogActions>
  </Dialog>
);

/** Why a user may not act on a run (the server's rule: an admin, the sequence owner or who enrolled the contact). */
export const RUN_ACTION_DENIED = 'Only an admin, the sequence owner or who enrolled the contact can change this run';

/**
 * A row's action buttons (icons with their names as tooltips and accessible names). Where the server says the user
 * may not act (`can_act` false) they stay visible but disabled, and the tooltip says why.
 */
export const RunActionButtons = ({ run, actions, offered }: { run: RunRow; actions: RunActions; offered: RunAction[] }) => {
  const [cancelling, setCancelling] = useState<RunRow | null>(null);
  const [advancing, setAdvancing] = useState<RunRow | null>(null);
  const busy = actions.busy === run.id;
  const denied = !run.can_act;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25 }}>
      {offered.map((action) => {
        const Icon = ICONS[action];
        const label = ACTION_LABELS[action];
        return (
          <Tooltip key={action} title={denied ? `${label}: ${RUN_ACTION_DENIED}` : label}>
            <span>
              <IconButton
                size="small"
                aria-label={label}
                color={action === 'cancel' ? 'error' : 'primary'}
                disabled={busy || denied}
                onClick={() => {
                  if (action === 'cancel') setCancelling(run);
                  else if (action === 'advance') setAdvancing(run);
                  else actions.run({ id: run.id, action });
                }}
              >
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
      <AdvanceRunDialog
        run={advancing}
        onClose={() => setAdvancing(null)}
        onConfirm={() => {
          setAdvancing(null);
          actions.run({ id: run.id, action: 'advance', step: run.current_step + 1 });
        }}
      />
      <CancelRunDialog
        run={cancelling}
        onClose={() => setCancelling(null)}
        onConfirm={(reason) => {
          setCancelling(null);
          actions.run({ id: run.id, action: 'cancel', reason });
        }}
      />
    </Box>
  );
};
