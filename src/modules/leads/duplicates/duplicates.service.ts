import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { LeadError, LeadErrorCode } from '../leads.errors';
import { OpportunityActivityRepository } from '../opportunities/opportunity-activity.repository';
import { reasonWords } from './duplicate-keys.policy';
import type { RelatedLeadDto } from './dto/duplicates-response.dto';
import { DuplicatesRepository } from './duplicates.repository';

/** What staff see of a lead's possible duplicates. */
@Injectable()
export class DuplicatesService {
  constructor(
    private readonly duplicates: DuplicatesRepository,
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly activity: OpportunityActivityRepository,
  ) {}

  /**
   * "Not a duplicate": the pair is closed for good (the check never suggests it again) and the newer lead loses its
   * mark when no other open pair names it. Saying it twice is fine; a merged pair stays merged.
   */
  async dismiss(pairId: string, decidedBy: string): Promise<{ pair_id: string; status: 'open' | 'merged' | 'dismissed' }> {
    const decision = await this.db.withTransaction(async () => {
      const decided = await this.duplicates.dismiss(pairId, decidedBy);
      const pair = decided?.changed ? await this.duplicates.pairLeads(pairId) : null;
      if (pair) {
        await this.activity.append({
          opportunityId: pair.opportunity_id, kind: 'duplicate_dismissed', actor: decidedBy,
          title: `Not a duplicate of ${pair.earlier_tracking}`, detail: 'Marked by staff; the two leads are never suggested as duplicates again.',
        });
      }
      return decided;
    });
    if (!decision) throw new LeadError(LeadErrorCode.DuplicatePairNotFound, `Duplicate pair ${pairId} not found`);
    return { pair_id: pairId, status: decision.status };
  }

  async related(opportunityId: string, now = new Date()): Promise<RelatedLeadDto[]> {
    const rows = await this.duplicates.related(opportunityId);
    return rows.map(({ merge_id, merged_here, undo_until, crm_state, ...row }) => ({
      ...row,
      created_at: new Date(row.created_at).toISOString(),
      reason_words: row.reasons.map(reasonWords),
      score: Number(row.score),
      merge: merge_id && undo_until
        ? {
            merge_id, primary: merged_here ? 'this' : 'other', undo_until: new Date(undo_until).toISOString(),
            // HubSpot's merge of the two deals (after the day) cannot be undone, so neither can the merge then.
            undoable: crm_state !== 'merged' && new Date(undo_until).getTime() > now.getTime(),
          }
        : null,
    }));
  }
}
