import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton, Stack, Typography } from '@mui/material';
import type { SequenceRecord } from '../../api/types';
import type { AppDataProvider } from '../../providers/data-provider';
import type { SequenceWithSteps } from '../../providers/sequences-methods';

export const PREVIEW_FAILED = 'Failed to load the preview';
export const PREVIEW_NO_TEMPLATE = 'Step 1 has no template selected.';

/** Step 1 of the sequence rendered for the example contact: the subject as it will read and the email itself. */
const usePreviewOfFirstStep = (sequenceId: string | null) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['sequences', 'preview', sequenceId],
    enabled: sequenceId !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      if (sequenceId === null) throw new Error('No sequence');
      const { data } = await dataProvider.getOne<SequenceWithSteps>('sequences', { id: sequenceId, signal });
      const first = data.steps[0];
      if (!first?.template_id) return { subject: null, html: null, stepCount: data.steps.length };
      const preview = await dataProvider.previewTemplate(first.template_id, null);
      const subject = first.subject_override?.trim() ? first.subject_override : preview.subject;
      return { subject, html: preview.html, stepCount: data.steps.length };
    },
  });
};

/** The card's preview: what the first email of the sequence looks like for an example contact. */
export const SequencePreviewDialog = ({ sequence, onClose }: { sequence: SequenceRecord | null; onClose: () => void }) => {
  const preview = usePreviewOfFirstStep(sequence?.id ?? null);
  return (
    <Dialog open={sequence !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="sequence-preview-title">
      <DialogTitle id="sequence-preview-title">{`Preview - ${sequence?.name ?? ''}`}</DialogTitle>
      <DialogContent dividers>
        {preview.isPending ? (
          <Stack spacing={1} aria-label="Loading preview">
            <Skeleton width="60%" />
            <Skeleton variant="rectangular" height={360} />
          </Stack>
        ) : preview.isError ? (
          <Alert severity="error">{PREVIEW_FAILED}</Alert>
        ) : preview.data.html === null ? (
          <Alert severity="warning">{PREVIEW_NO_TEMPLATE}</Alert>
        ) : (
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              {`Step 1 of ${preview.data.stepCount}, for an example contact`}
            </Typography>
            <Typography variant="subtitle1" fontWeight={600}>
              {`Subject: ${preview.data.subject ?? ''}`}
            </Typography>
            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: '#ffffff' }}>
              <Box component="iframe" title="Step 1 preview" sandbox="" srcDoc={preview.data.html} sx={{ width: '100%', height: 480, border: 0, display: 'block' }} />
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
