import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { explainSummary, humanizeTimes } from '../ops/shared/ops-format';
import { errorMessage } from '../providers/api-error';
import type { AppDataProvider } from '../providers/data-provider';

/** 'View Run': the run the reply answered, explained (where it stands and why), read from the run's explain. */
export const RunExplainDialog = ({ runId, onClose }: { runId: string | null; onClose: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['runs', 'explain', runId],
    queryFn: () => dataProvider.explainRun(runId as string),
    enabled: runId !== null,
    retry: false,
  });
  const summary = query.data ? explainSummary(query.data) : null;
  return (
    <Dialog open={runId !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="reply-run-title">
      <DialogTitle id="reply-run-title">Run</DialogTitle>
      <DialogContent dividers>
        {query.isPending ? <CircularProgress size={20} aria-label="Loading the run" /> : null}
        {query.error ? <Typography color="error">{`Could not explain this run: ${errorMessage(query.error)}`}</Typography> : null}
        {query.data ? <Typography variant="body2" data-testid="reply-run-explain">{summary ? humanizeTimes(summary) : 'No explanation available'}</Typography> : null}
        {runId ? <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1, fontFamily: 'monospace' }}>{runId}</Typography> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
