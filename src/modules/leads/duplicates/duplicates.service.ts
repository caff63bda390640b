import { Injectable } from '@nestjs/common';
import { reasonWords } from './duplicate-keys.policy';
import type { RelatedLeadDto } from './dto/duplicates-response.dto';
import { DuplicatesRepository } from './duplicates.repository';

/** What staff see of a lead's possible duplicates. */
@Injectable()
export class DuplicatesService {
  constructor(private readonly duplicates: DuplicatesRepository) {}

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
