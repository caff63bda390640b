import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { OpportunityActivityRepository } from '../opportunities/opportunity-activity.repository';
import { chainLeads, type DuplicateMatch, isContactLink, type LeadMatchFacts, matchLeads, reasonWords } from './duplicate-keys.policy';
import { factsFromStored } from './stored-match-keys.policy';
import { type DuplicatePair, DuplicatesRepository, type KeyedLead } from './duplicates.repository';

/**
 * Finds the possible duplicates of a lead at intake: the leads of the last DUPLICATE_WINDOW_DAYS that share its email
 * (Gmail dots and +tags folded), its phone (never a placeholder or the fictional range), or its name (nicknames
 * folded) with a move date within 3 days and the same origin ZIP or city, and the leads one email or phone further
 * along the family's contact data (chainLeads). Each pair is recorded with its reasons and score, the newer lead marked
 * "possible duplicate"; nothing is merged. A new lead that duplicates earlier ones says
 * so on its timeline and, with DUPLICATE_ROUTING on and no assignee of its own, is given to the earliest one's assignee
 * (one agent calls the family; the rule runner starts no sequence for a contact whose only leads are duplicates).
 */
@Injectable()
export class DuplicateDetectionService {
  constructor(
    private readonly duplicates: DuplicatesRepository,
    private readonly config: AppConfigService,
    private readonly activity: OpportunityActivityRepository,
  ) {}

  /**
   * At intake, inside its transaction: finds the pairs, and for a new lead that duplicates earlier ones, notes it on
   * its timeline and routes it (see the class). `routable`: the lead came without an assignee chosen by staff.
   */
  async detectAtIntake(opportunityId: string, lead: { created: boolean; routable: boolean }): Promise<DuplicatePair[]> {
    const pairs = await this.detect(opportunityId);
    const earlierIds = pairs.filter((pair) => pair.opportunityId === opportunityId).map((pair) => pair.duplicateOfId);
    if (!lead.created || earlierIds.length === 0) return pairs;
    const earliest = await this.duplicates.earliest(earlierIds);
    if (!earliest) return pairs;
    const reasons = [...new Set(pairs.filter((pair) => pair.duplicateOfId === earliest.id).flatMap((pair) => pair.reasons))].map(reasonWords);
    const routedTo = lead.routable && this.config.leads.duplicateRouting ? earliest.assignee : null;
    if (routedTo) await this.duplicates.assign(opportunityId, routedTo);
    const others = earlierIds.length > 1 ? ` and ${earlierIds.length - 1} more` : '';
    await this.activity.append({
      opportunityId,
      kind: 'duplicate_found',
      title: `Possible duplicate of ${earliest.tracking_number}${others}`,
      detail: `Matched on ${reasons.join(', ')}.${routedTo ? ` Given to ${routedTo}, who has the earlier lead; no automatic sequence starts for it.` : ''}`,
    });
    return pairs;
  }

  /** Runs inside the caller's transaction (the intake's): answers the pairs recorded. */
  async detect(opportunityId: string): Promise<DuplicatePair[]> {
    const found = await this.duplicates.keyedWithCandidates(opportunityId, this.config.leads.duplicateWindowDays);
    if (!found) return [];
    const { lead, candidates } = found;
    const facts = factsFromStored(lead);
    const pairs = candidates.flatMap((other) => {
      const match = matchLeads(facts, factsFromStored(other));
      return match ? [pairOf(lead, other, match)] : [];
    });
    pairs.push(...(await this.chained(lead, facts, pairs)));
    await this.duplicates.record(pairs);
    return pairs;
  }

  /**
   * The family's other leads reached through the contact data of the leads just matched by email or phone (see
   * chainLeads): one pair each, through the surest link.
   */
  private async chained(lead: KeyedLead, facts: LeadMatchFacts, direct: readonly DuplicatePair[]): Promise<DuplicatePair[]> {
    const viaScores = new Map<string, number>();
    for (const pair of direct) {
      if (isContactLink(pair.reasons)) viaScores.set(pair.opportunityId === lead.id ? pair.duplicateOfId : pair.opportunityId, pair.score);
    }
    const reached = await this.duplicates.chainCandidates(lead.id, [...viaScores.keys()], this.config.leads.duplicateWindowDays);
    const best = new Map<string, DuplicatePair>();
    for (const other of reached) {
      const match = chainLeads(facts, factsFromStored(other), viaScores.get(other.viaId) ?? 0, other.linkScore);
      if (match && match.score > (best.get(other.id)?.score ?? 0)) best.set(other.id, pairOf(lead, other, match));
    }
    return [...best.values()];
  }
}

/** The pair of two leads, the newer one first. */
const pairOf = (lead: KeyedLead, other: KeyedLead, match: DuplicateMatch): DuplicatePair => {
  const [newer, earlier] = isNewer(lead, other) ? [lead, other] : [other, lead];
  return { opportunityId: newer.id, duplicateOfId: earlier.id, reasons: match.reasons, score: match.score };
};

/** The later lead of two (ids break a tie, so a pair always has the same direction). */
const isNewer = (a: KeyedLead, b: KeyedLead): boolean => {
  const [at, bt] = [new Date(a.createdAt).getTime(), new Date(b.createdAt).getTime()];
  return at !== bt ? at > bt : a.id > b.id;
};
