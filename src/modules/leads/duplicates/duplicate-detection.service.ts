import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { matchLeads } from './duplicate-keys.policy';
import { factsFromStored } from './stored-match-keys.policy';
import { type DuplicatePair, DuplicatesRepository, type KeyedLead } from './duplicates.repository';

/**
 * Finds the possible duplicates of a lead at intake: the leads of the last DUPLICATE_WINDOW_DAYS that share its email
 * (Gmail dots and +tags folded), its phone (never a placeholder or the fictional range), or its name (nicknames
 * folded) with a move date within 3 days and the same origin ZIP or city. Each pair is recorded with its reasons and
 * score, the newer lead marked "possible duplicate"; nothing is merged or changed otherwise.
 */
@Injectable()
export class DuplicateDetectionService {
  constructor(
    private readonly duplicates: DuplicatesRepository,
    private readonly config: AppConfigService,
  ) {}

  /** Runs inside the caller's transaction (the intake's): answers the pairs recorded. */
  async detect(opportunityId: string): Promise<DuplicatePair[]> {
    const lead = await this.duplicates.keyed(opportunityId);
    if (!lead || (!lead.emailKey && !lead.phoneKey && !lead.nameKey)) return [];
    const candidates = await this.duplicates.candidates(lead, this.config.leads.duplicateWindowDays);
    const pairs = candidates.flatMap((other) => {
      const match = matchLeads(factsFromStored(lead), factsFromStored(other));
      if (!match) return [];
      const [newer, earlier] = isNewer(lead, other) ? [lead, other] : [other, lead];
      return [{ opportunityId: newer.id, duplicateOfId: earlier.id, reasons: match.reasons, score: match.score }];
    });
    await this.duplicates.record(pairs);
    return pairs;
  }
}

/** The later lead of two (ids break a tie, so a pair always has the same direction). */
const isNewer = (a: KeyedLead, b: KeyedLead): boolean => {
  const [at, bt] = [new Date(a.createdAt).getTime(), new Date(b.createdAt).getTime()];
  return at !== bt ? at > bt : a.id > b.id;
};
