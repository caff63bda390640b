import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { MergeKeep, MergeResult, RelatedLead, UndoMergeResult } from '../../api/types';
import type { AppDataProvider } from '../../providers/data-provider';
import { MERGE_DONE, mergeFailure, UNDO_MERGE_DONE, undoMergeFailure } from './merge-words';
import { useRefreshPair, type DuplicatesOwner } from './use-duplicates';

/** How long "Leads merged" stays, with its Undo (longer than a plain success, so there is time to change one's mind). */
export const MERGE_NOTICE_MS = 10_000;

/** The notification's action that takes the merge back at once. */
export const UNDO_ACTION = 'Undo';

type PairLead = Pick<RelatedLead, 'opportunity_id' | 'tracking_number'>;

export interface MergeRequest {
  lead: RelatedLead;
  keep: MergeKeep;
}

export interface UndoRequest {
  lead: PairLead;
  mergeId: string;
}

/**
 * Undoing a merge (POST /api/opportunities/merges/{mergeId}/undo): notifies "Merge undone" or the server's reason (a
 * 409 once a day has passed), then reloads what shows the pair.
 */
export const useUndoMerge = (owner: DuplicatesOwner) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refreshPair = useRefreshPair(owner);
  const mutation = useMutation<UndoMergeResult, Error, UndoRequest>({
    mutationFn: ({ mergeId }) => dataProvider.undoMerge(mergeId),
    onSuccess: () => notify(UNDO_MERGE_DONE, { type: 'success' }),
    onError: (error) => notify(undoMergeFailure(error), { type: 'error' }),
    onSettled: (_answer, _error, { lead }) => refreshPair(lead),
  });
  return {
    undoMerge: (request: UndoRequest) => mutation.mutate(request),
    undoing: mutation.isPending,
  };
};

/**
 * Merging a pair (POST /api/opportunities/duplicates/{pairId}/merge {keep}): notifies "Leads merged" with an Undo
 * action (which undoes it at once through `undoMerge`) or the server's reason (a 409 says why), then reloads what
 * shows the pair.
 */
export const useMergeLeads = (owner: DuplicatesOwner, undoMerge: (request: UndoRequest) => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refreshPair = useRefreshPair(owner);
  const mutation = useMutation<MergeResult, Error, MergeRequest>({
    mutationFn: ({ lead, keep }) => dataProvider.mergeDuplicates(lead.pair_id, keep),
    onSuccess: (result, { lead }) =>
      notify(MERGE_DONE, {
        type: 'success',
        autoHideDuration: MERGE_NOTICE_MS,
        action: { label: UNDO_ACTION, onClick: () => undoMerge({ lead, mergeId: result.merge_id }) },
      }),
    onError: (error) => notify(mergeFailure(error), { type: 'error' }),
    onSettled: (_answer, _error, { lead }) => refreshPair(lead),
  });
  return {
    mergeLeads: (request: MergeRequest) => mutation.mutate(request),
    merging: mutation.isPending,
  };
};
