/** The full opportunity detail page of a tracking number (seed 000 §2: /opportunities/{trackingNumber}). */
export const opportunityPath = (tracking: string): string => `/opportunities/${encodeURIComponent(tracking)}`;
