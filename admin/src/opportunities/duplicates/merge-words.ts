import type { MergeKeep, PairMerge, RelatedLead } from '../../api/types';
import { errorMessage } from '../../providers/api-error';

export const MERGE_TITLE = 'Merge leads';
export const MERGE_EXPLANATION =
  'The other lead becomes a read-only linked duplicate; its timeline and calls show on the primary; blank fields of the ' +
  'primary are filled from it. You can undo this for a day.';
export const MERGE_DONE = 'Leads merged';
export const UNDO_MERGE_TITLE = 'Undo merge?';
export const UNDO_MERGE_DONE = 'Merge undone';

/** A merged line, from the side of the lead it is shown on: this lead stayed the primary … */
export const KEPT_AS_PRIMARY = 'Kept as primary';
/** … or this lead was merged into the line's lead. */
export const MERGED_INTO_IT = 'Merged into it';

export interface KeepOption {
  keep: MergeKeep;
  label: string;
}

/**
 * The merge dialog's two choices, the earlier lead first (it is the default): "Keep the earlier lead (HAH-123)" and
 * "Keep this lead (Q2G-1001)" when the line's lead came in first; "Keep this lead (Q2G-1001)" and "Keep the later
 * lead (Q2G-2002)" when this one did.
 */
export const keepOptions = (ownerTracking: string, lead: Pick<RelatedLead, 'tracking_number' | 'earlier'>): [KeepOption, KeepOption] =>
  lead.earlier
    ? [
        { keep: 'earlier', label: `Keep the earlier lead (${lead.tracking_number})` },
        { keep: 'newer', label: `Keep this lead (${ownerTracking})` },
      ]
    : [
        { keep: 'earlier', label: `Keep this lead (${ownerTracking})` },
        { keep: 'newer', label: `Keep the later lead (${lead.tracking_number})` },
      ];

/** "Kept as primary" when this lead is the merge's primary, "Merged into it" when the line's lead is. */
export const mergeRoleWords = (merge: Pick<PairMerge, 'primary'>): string => (merge.primary === 'this' ? KEPT_AS_PRIMARY : MERGED_INTO_IT);

/** What the undo confirmation says will happen, naming the merged lead and the primary. */
export const undoMergeQuestion = (ownerTracking: string, lead: Pick<RelatedLead, 'tracking_number'>, merge: Pick<PairMerge, 'primary'>): string => {
  const [primary, merged] = merge.primary === 'this' ? [ownerTracking, lead.tracking_number] : [lead.tracking_number, ownerTracking];
  return (
    `${merged} will no longer be merged into ${primary} and can be edited again. ` +
    `Fields the merge filled on ${primary} are emptied again unless they were changed since.`
  );
};

/** 'Failed to merge the leads: {the server's message}' (a 409 says why: decided pair, lead merged elsewhere). */
export const mergeFailure = (error: unknown): string => `Failed to merge the leads: ${errorMessage(error)}`;

/** 'Failed to undo the merge: {the server's message}' (a 409 after a day: the merge is final). */
export const undoMergeFailure = (error: unknown): string => `Failed to undo the merge: ${errorMessage(error)}`;
