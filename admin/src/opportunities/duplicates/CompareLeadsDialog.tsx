import { useId, useState } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useGetOne } from 'react-admin';
import type { OpportunityDetail, RelatedLead } from '../../api/types';
import { compareRows } from './compare-rows';
import { CompareSkeleton, CompareTable, type CompareColumn } from './CompareTable';
import { matchWords, pairStatusWords, reasonText } from './duplicate-words';

export const COMPARE_TITLE = 'Compare leads';

const READ = { retry: false, refetchOnWindowFocus: false } as const;

/** Both leads by tracking number (the detail page's read, so its cached copy serves), then the table. */
const CompareBody = ({ ownerTracking, lead }: { ownerTracking: string; lead: RelatedLead }) => {
  const mine = useGetOne<OpportunityDetail>('opportunities', { id: ownerTracking }, READ);
  const theirs = useGetOne<OpportunityDetail>('opportunities', { id: lead.tracking_number }, READ);
  const status = pairStatusWords(lead.status);
  const columns: [CompareColumn, CompareColumn] = [
    { title: 'This lead', tracking: ownerTracking },
    { title: lead.earlier ? 'Earlier lead' : 'Later lead', tracking: lead.tracking_number },
  ];
  const failed = (mine.isError && !mine.data) || (theirs.isError && !theirs.data);
  const retry = () => {
    if (mine.isError) void mine.refetch();
    if (theirs.isError) void theirs.refetch();
  };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }} data-testid="compare-reasons">
        {lead.reason_words.length > 0 || lead.reasons.length > 0 ? <Chip label={reasonText(lead)} size="small" color="warning" variant="outlined" /> : null}
        <Chip label={matchWords(lead.score)} size="small" variant="outlined" />
        {status ? <Chip label={status} size="small" /> : null}
      </Box>
      {failed ? (
        <Alert
          severity="error"
          data-testid="compare-error"
          action={
            <Button color="inherit" size="small" onClick={retry} disabled={mine.isFetching || theirs.isFetching}>
              Retry
            </Button>
          }
        >
          Failed to load the leads to compare
        </Alert>
      ) : mine.data && theirs.data ? (
        <CompareTable columns={columns} rows={compareRows(mine.data, theirs.data)} />
      ) : (
        <CompareSkeleton />
      )}
    </>
  );
};

export interface CompareLeadsDialogProps {
  /** The opportunity whose duplicates section opened it. */
  ownerTracking: string;
  /** The related lead to compare it with; null closes the dialog. */
  lead: RelatedLead | null;
  onClose: () => void;
}

/**
 * "Compare leads": this opportunity and a related lead side by side (Customer … Created), the differing fields
 * tinted, why they were paired on top. Full screen on phones.
 */
export const CompareLeadsDialog = ({ ownerTracking, lead, onClose }: CompareLeadsDialogProps) => {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Kept while the dialog closes, so its content does not vanish during the exit transition.
  const [shown, setShown] = useState<RelatedLead | null>(lead);
  if (lead !== null && lead !== shown) setShown(lead);
  return (
    <Dialog open={lead !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{COMPARE_TITLE}</DialogTitle>
      {/* 16 px at the sides on a phone (not 24): room for the values, which never break inside. */}
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        {shown ? <CompareBody ownerTracking={ownerTracking} lead={shown} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
