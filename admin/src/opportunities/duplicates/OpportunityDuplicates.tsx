import { useState, type ReactNode } from 'react';
import { Alert, Button, DialogContentText, List, Skeleton, Stack } from '@mui/material';
import { Confirm } from 'react-admin';
import type { RelatedLead } from '../../api/types';
import { CompareLeadsDialog } from './CompareLeadsDialog';
import { DuplicateLine } from './DuplicateLine';
import { POSSIBLE_DUPLICATES } from './duplicate-words';
import { MergeLeadsDialog } from './MergeLeadsDialog';
import { UNDO_MERGE_TITLE, undoMergeQuestion } from './merge-words';
import { useNotDuplicate, useOpportunityDuplicates, type DuplicatesOwner } from './use-duplicates';
import { useMergeLeads, useUndoMerge } from './use-merge';

/** What the confirmation asks before a pair is marked "not a duplicate". */
export const notDuplicateQuestion = (lead: Pick<RelatedLead, 'tracking_number' | 'customer_name'>): string =>
  `${lead.tracking_number}${lead.customer_name ? ` (${lead.customer_name})` : ''} and this lead will be kept as different customers. ` +
  'This is remembered: the pair will not be suggested again.';

const DuplicatesSkeleton = () => (
  <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading possible duplicates" data-testid="duplicates-skeleton">
    {[0, 1].map((row) => (
      <Skeleton key={row} variant="rounded" height={56} />
    ))}
  </Stack>
);

const DuplicatesError = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => (
  <Alert
    severity="error"
    data-testid="duplicates-error"
    action={
      <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
        Retry
      </Button>
    }
  >
    Failed to load possible duplicates
  </Alert>
);

export interface OpportunityDuplicatesProps {
  owner: DuplicatesOwner;
  /** The opportunity is marked a possible duplicate: it has related leads, so their place shows while they load. */
  marked: boolean;
  /** The side panel's section or the detail page's card around the content. */
  frame: (content: ReactNode) => ReactNode;
  /** Related leads' pages open in a new tab (from the side panel). */
  newTab?: boolean;
  /** The opportunity was merged into another (read-only): its open pairs offer no merge. */
  readOnly?: boolean;
}

/** "Undo merge?": what undoing does, Cancel / Undo merge. Keeps its wording while it closes. */
const UndoMergeConfirm = ({ ownerTracking, lead, onUndo, onClose }: { ownerTracking: string; lead: RelatedLead | null; onUndo: (lead: RelatedLead) => void; onClose: () => void }) => {
  const [asked, setAsked] = useState<RelatedLead | null>(lead);
  if (lead !== null && lead !== asked) setAsked(lead);
  return (
    <Confirm
      isOpen={lead !== null}
      title={UNDO_MERGE_TITLE}
      content={<DialogContentText>{asked?.merge ? undoMergeQuestion(ownerTracking, asked, asked.merge) : ''}</DialogContentText>}
      confirm="Undo merge"
      onConfirm={() => {
        if (lead) onUndo(lead);
        onClose();
      }}
      onClose={onClose}
    />
  );
};

/**
 * The opportunity's related leads (GET /api/opportunities/{id}/duplicates) inside `frame`, one line each, with the
 * compare dialog, the "Not a duplicate" confirmation, the merge dialog and the undo confirmation. Absent when there
 * are none; while loading only for an opportunity marked a possible duplicate; a failed read shows the error with
 * Retry (a failed refresh keeps the list).
 */
export const OpportunityDuplicates = ({ owner, marked, frame, newTab = false, readOnly = false }: OpportunityDuplicatesProps) => {
  const { data, isPending, isError, refetch, isFetching } = useOpportunityDuplicates(owner.id);
  const { markNotDuplicate, markingPairId } = useNotDuplicate(owner);
  const { undoMerge, undoing } = useUndoMerge(owner);
  const { mergeLeads, merging } = useMergeLeads(owner, undoMerge);
  const [comparing, setComparing] = useState<RelatedLead | null>(null);
  const [mergingLead, setMergingLead] = useState<RelatedLead | null>(null);
  const [undoingLead, setUndoingLead] = useState<RelatedLead | null>(null);
  const [confirming, setConfirming] = useState<RelatedLead | null>(null);
  // The question stays worded while the confirmation closes.
  const [asked, setAsked] = useState<RelatedLead | null>(null);
  if (confirming !== null && confirming !== asked) setAsked(confirming);
  const now = new Date();

  if (data && data.length > 0) {
    return frame(
      <>
        <List dense disablePadding aria-label={POSSIBLE_DUPLICATES} sx={{ '& > li:last-of-type': { borderBottom: 0 } }}>
          {data.map((lead) => (
            <DuplicateLine
              key={lead.pair_id}
              lead={lead}
              ownerCreatedAt={owner.created_at}
              now={now}
              newTab={newTab}
              busy={markingPairId !== null || merging || undoing}
              readOnly={readOnly}
              onCompare={() => setComparing(lead)}
              onNotDuplicate={() => setConfirming(lead)}
              onMerge={() => setMergingLead(lead)}
              onUndoMerge={() => setUndoingLead(lead)}
            />
          ))}
        </List>
        <CompareLeadsDialog ownerTracking={owner.tracking} lead={comparing} onClose={() => setComparing(null)} />
        <MergeLeadsDialog
          ownerTracking={owner.tracking}
          lead={mergingLead}
          onCancel={() => setMergingLead(null)}
          onMerge={(lead, keep) => {
            mergeLeads({ lead, keep });
            setMergingLead(null);
          }}
        />
        <UndoMergeConfirm
          ownerTracking={owner.tracking}
          lead={undoingLead}
          onUndo={(lead) => {
            if (lead.merge) undoMerge({ lead, mergeId: lead.merge.merge_id });
          }}
          onClose={() => setUndoingLead(null)}
        />
        <Confirm
          isOpen={confirming !== null}
          title="Not a duplicate?"
          content={<DialogContentText>{asked ? notDuplicateQuestion(asked) : ''}</DialogContentText>}
          confirm="Mark as not a duplicate"
          confirmColor="warning"
          onConfirm={() => {
            if (confirming) markNotDuplicate(confirming);
            setConfirming(null);
          }}
          onClose={() => setConfirming(null)}
        />
      </>,
    );
  }
  if (isError && !data) return frame(<DuplicatesError onRetry={() => void refetch()} retrying={isFetching} />);
  if (isPending && marked) return frame(<DuplicatesSkeleton />);
  return null;
};
