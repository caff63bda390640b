import { IconButton, Tooltip } from '@mui/material';
import ReplyIcon from '@mui/icons-material/Reply';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider';
import type { RunRow } from '../ops-types';
import { demoReplyMessage } from './demo-reply';

export const SIMULATE_REPLY = 'Simulate reply';

/** Demo mode: the run's contact "replies" to its last email, through the inbound pipeline; the list then reloads. */
export const SimulateReplyButton = ({ run, onDone }: { run: RunRow; onDone: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const mutation = useMutation({
    mutationFn: () => dataProvider.simulateReply(String(run.id)),
    onSuccess: (outcome) => notify(demoReplyMessage(outcome), { type: 'success' }),
    onError: (error) => notify(`Failed to simulate reply: ${error.message}`, { type: 'error' }),
    onSettled: onDone,
  });
  return (
    <Tooltip title={SIMULATE_REPLY}>
      <span>
        <IconButton size="small" aria-label={SIMULATE_REPLY} color="secondary" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
          <ReplyIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};
