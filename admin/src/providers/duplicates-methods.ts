import type { DuplicateDecision, MergeKeep, MergeResult, RelatedLead, UndoMergeResult } from '../api/types';
import { dataOf, resultOf } from './api-answers';
import type { HttpClient } from './http-client';

/**
 * The possible-duplicate calls: an opportunity's related leads, the "not a duplicate" decision on one pair, and
 * merging a pair (and undoing that merge).
 */
export interface DuplicateMethods {
  /** GET /api/opportunities/{id}/duplicates → duplicates (open, merged and dismissed pairs alike). */
  getOpportunityDuplicates(opportunityId: string, signal?: AbortSignal): Promise<RelatedLead[]>;
  /**
   * POST /api/opportunities/duplicates/{pairId}/not-duplicate: the pair is never suggested again, and the newer lead
   * loses its mark when no open pair is left (404 when the pair is unknown).
   */
  markNotDuplicate(pairId: string): Promise<DuplicateDecision>;
  /**
   * POST /api/opportunities/duplicates/{pairId}/merge {keep}: `keep` stays the primary (its blanks filled from the
   * other), the other becomes read-only. 409 when the pair was marked "not a duplicate" or a lead is merged elsewhere.
   */
  mergeDuplicates(pairId: string, keep: MergeKeep): Promise<MergeResult>;
  /** POST /api/opportunities/merges/{mergeId}/undo (409 MERGE_UNDO_EXPIRED after a day). */
  undoMerge(mergeId: string): Promise<UndoMergeResult>;
}

export const createDuplicateMethods = ({ apiBaseUrl, httpClient }: { apiBaseUrl: string; httpClient: HttpClient }): DuplicateMethods => {
  const api = `${apiBaseUrl}/api/opportunities`;
  return {
    async getOpportunityDuplicates(opportunityId, signal) {
      const { json, status } = await httpClient(`${api}/${encodeURIComponent(opportunityId)}/duplicates`, { signal });
      return dataOf<RelatedLead[]>(json, 'duplicates', status);
    },
    async markNotDuplicate(pairId) {
      const { json, status } = await httpClient(`${api}/duplicates/${encodeURIComponent(pairId)}/not-duplicate`, { method: 'POST' });
      const answer = resultOf<DuplicateDecision>(json, status);
      return { pair_id: answer.pair_id, status: answer.status };
    },
    async mergeDuplicates(pairId, keep) {
      const { json, status } = await httpClient(`${api}/duplicates/${encodeURIComponent(pairId)}/merge`, {
        method: 'POST',
        body: JSON.stringify({ keep }),
      });
      const { success: _success, ...answer } = resultOf<MergeResult & { success: true }>(json, status);
      return answer;
    },
    async undoMerge(mergeId) {
      const { json, status } = await httpClient(`${api}/merges/${encodeURIComponent(mergeId)}/undo`, { method: 'POST' });
      const answer = resultOf<UndoMergeResult>(json, status);
      return { merge_id: answer.merge_id, undone: answer.undone };
    },
  };
};
