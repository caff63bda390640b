/**
 * React-query keys of one opportunity's reads, in one place: the detail page reads them, and whatever changes the
 * record (saves, re-queues, a recorded call) invalidates exactly these.
 */
export const OPPORTUNITY_DETAIL_KEY = 'opportunity-detail';

/** GET /api/opportunities/by-tracking/{tracking}. */
export const opportunityByTrackingKey = (tracking: string) => [OPPORTUNITY_DETAIL_KEY, 'by-tracking', tracking] as const;

/** GET /api/opportunities/{id}/activity (the detail page's timeline). */
export const opportunityActivityKey = (id: string) => [OPPORTUNITY_DETAIL_KEY, 'activity', id] as const;
