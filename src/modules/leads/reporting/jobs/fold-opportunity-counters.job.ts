import type { OpportunityCountersRepository } from '../opportunity-counters.repository';

/** Folds pending counter deltas (scheduled every 30 s); returns how many delta rows were folded. */
export async function handleFoldOpportunityCounters(counters: OpportunityCountersRepository): Promise<{ folded: number }> {
  return { folded: await counters.fold() };
}
