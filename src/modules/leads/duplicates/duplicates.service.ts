import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { LeadError, LeadErrorCode } from '../leads.errors';
import { reasonWords } from './duplicate-keys.policy';
import type { RelatedLeadDto } from './dto/duplicates-response.dto';
import { DuplicatesRepository } from './duplicates.repository';

/** What staff see of a lead's possible duplicates. */
@Injectable()
export class DuplicatesService {
  constructor(
    private readonly duplicates: DuplicatesRepository,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  /**
   * "Not a duplicate": the pair is closed for good (the check never suggests it again) and the newer lead loses its
   * mark when no other open pair names it. Saying it twice is fine; a merged pair stays merged.
   */
  async dismiss(pairId: string, decidedBy: string): Promise<{ pair_id: string; status: 'open' | 'merged' | 'dismissed' }> {
    const status = await this.db.withTransaction(() => this.duplicates.dismiss(pairId, decidedBy));
    if (!status) throw new LeadError(LeadErrorCode.DuplicatePairNotFound, `Duplicate pair ${pairId} not found`);
    return { pair_id: pairId, status };
  }

  async related(opportunityId: string): Promise<RelatedLeadDto[]> {
    const rows = await this.duplicates.related(opportunityId);
    return rows.map((row) => ({
      ...row,
      created_at: new Date(row.created_at).toISOString(),
      reason_words: row.reasons.map(reasonWords),
      score: Number(row.score),
    }));
  }
}
