import type { EnrichmentService, EnrichOutcome } from '../enrichment.service';

export type EnrichOpportunityJobData = { opportunityId: string };

/** Reloads by id; 'skipped' when the row is gone or already enriched. Provider failures throw → retried with backoff. */
export function handleEnrichOpportunity(enrichment: EnrichmentService, data: EnrichOpportunityJobData): Promise<EnrichOutcome> {
  return enrichment.enrich(data.opportunityId);
}
